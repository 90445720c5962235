import { normalizePlate } from './licence-plate';

/** What one policy covers: a product for one insured object over a period of Tallinn calendar days. */
export interface CoverClaim {
  product: string;
  /** The insured object as one comparable text: a plate, an address, a serial number or a company. */
  objectKey: string;
  startDate: string;
  endDate: string;
}

const squeeze = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s,.;:/-]+/g, ' ').trim();

/**
 * The insured object of a quote's answers as a key that is equal for the same object however it
 * was typed; null when the answers name no object (nothing to compare).
 */
export function insuredObjectKey(input: Record<string, unknown>): string | null {
  if (typeof input.plate === 'string' && input.plate.trim()) return `plate:${normalizePlate(input.plate)}`;
  if (typeof input.serialNumber === 'string' && input.serialNumber.trim()) return `machine:${squeeze(input.serialNumber).replace(/ /g, '')}`;
  if (typeof input.companyCode === 'string' && input.companyCode.trim()) return `company:${input.companyCode.trim()}`;
  if (typeof input.address === 'string' && input.address.trim()) return `address:${squeeze(input.address)}`;
  return null;
}

/** Two claims cover the same object with the same product on at least one common day. */
export function coversOverlap(a: CoverClaim, b: CoverClaim): boolean {
  return a.product === b.product && a.objectKey === b.objectKey && a.startDate <= b.endDate && b.startDate <= a.endDate;
}
