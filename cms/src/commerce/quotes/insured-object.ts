import { isRegistryCode, parsePlate } from '@kindlustus/domain';
import type { Fields, Policyholder, QuoteRequestRow } from '../../rows/rows';

type QuoteParts = Pick<QuoteRequestRow, 'input' | 'vehicle'>;


/** How a policy names what it insures, from the quote it came from: a vehicle, a home, a machine or a company. */
export function describeInsuredObject(quote: QuoteParts | null): string {
  if (!quote) return '';
  const input = (quote.input ?? {}) as Fields;
  if (typeof input.plate === 'string') {
    const plate = parsePlate(input.plate)?.display ?? input.plate;
    const vehicle = quote.vehicle;
    return vehicle ? `${plate} · ${vehicle.make} ${vehicle.model} ${vehicle.year}` : plate;
  }
  if (typeof input.address === 'string') return input.address;
  if (typeof input.makeModel === 'string') return [input.makeModel, input.year, input.serialNumber].filter(Boolean).join(' · ');
  if (typeof input.companyName === 'string') return `${input.companyName} (${input.companyCode})`;
  return '';
}

/**
 * Who the policy is for: the quote's policyholder code (or company), named when it is the payer; a company
 * (a registry code) with the payer as the person who acted for it.
 */
export function policyholderOf(quote: QuoteParts | null, payer: { personalCode: string; name: string }): Policyholder {
  const input = (quote?.input ?? {}) as Fields;
  const actingPerson = { name: payer.name, personalCode: payer.personalCode };
  if (typeof input.companyCode === 'string') return { name: String(input.companyName ?? ''), code: input.companyCode, actingPerson };
  const code = typeof input.policyholderCode === 'string' ? input.policyholderCode : payer.personalCode;
  if (isRegistryCode(code)) return { name: typeof input.policyholderName === 'string' ? input.policyholderName : '', code, actingPerson };
  return { name: code === payer.personalCode ? payer.name : '', code };
}
