import type { Core } from '@strapi/strapi';
import { formatEuros, workingDeadline, type ProductKey, type WeeklyHours } from '@kindlustus/domain';
import { brokerOffice } from './broker-office';
import type { InsurerCatalogue } from '../insurers/insurer-catalogue';
import { rowWrites } from '../../database/row-writes';

import type { CustomerRow, OrderLine, PaymentOrderRow, RowInput } from '../../rows/rows';

export const conclusionUid = 'api::policy-conclusion.policy-conclusion' as const;

/** Whether a paid line's policy waits for staff, and by when they promise it. */
export interface ConclusionTerms {
  /** An insurer whose product is not priced through its API: staff conclude the policy with it. */
  needsStaff(line: OrderLine): Promise<boolean>;
  /** The promised time for a policy paid at `paidAt`: CONCLUDE_WITHIN_HOURS of the office's opening hours later. */
  concludeBy(paidAt: Date): Promise<Date>;
}

/** The broker office's opening hours, read at most once a minute (null: Monday to Friday 9–17). */
function officeHours(strapi: Core.Strapi, officeKey: string, ttlMs = 60_000) {
  let cached: { at: number; hours: WeeklyHours | null } | undefined;
  return async (): Promise<WeeklyHours | null> => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.hours;
    const { hours } = await brokerOffice(strapi, officeKey, 'et');
    cached = { at: Date.now(), hours };
    return hours;
  };
}

export function conclusionTerms(strapi: Core.Strapi, catalogue: InsurerCatalogue, workingHours: number, officeKey: string): ConclusionTerms {
  const hours = officeHours(strapi, officeKey);
  return {
    async needsStaff(line) {
      const pricing = await catalogue.pricingOf(line.insurerId, line.product as ProductKey);
      // Unknown to the catalogue (or switched off since the sale) but not an API product: people conclude it.
      return pricing !== 'api';
    },
    async concludeBy(paidAt) {
      return workingDeadline(paidAt, workingHours, (await hours()) ?? undefined);
    },
  };
}

/** The admin's entry for staff: what they need to conclude the policy with the insurer. Written in the policy's own transaction. */
export function conclusionEntries(strapi: Core.Strapi) {
  const writes = rowWrites(strapi, conclusionUid);
  return {
    async add(policy: RowInput<'api::policy.policy'>, order: Pick<PaymentOrderRow, 'reference' | 'personalCode' | 'email'>, line: OrderLine): Promise<void> {
      const now = new Date();
      // The policyholder's name is known when they paid themselves; otherwise the payer's is the one to ask for.
      const payer = line.policyholder.name ? null : (await strapi.db.query('api::customer.customer').findOne({ where: { personalCode: order.personalCode }, select: ['givenName', 'surname'] })) as Pick<CustomerRow, 'givenName' | 'surname'> | null;
      await writes.add({
        publishedAt: now,
        state: 'open',
        concludeBy: policy.concludeBy,
        insurerName: line.insurerName,
        insurerCode: line.insurerId,
        product: line.product,
        customerName: line.policyholder.name || [payer?.givenName, payer?.surname].filter(Boolean).join(' '),
        personalCode: line.policyholder.code || order.personalCode,
        email: order.email ?? null,
        insuredObject: line.insuredObject,
        premium: formatEuros(line.premium, 'et'),
        startDate: policy.startDate,
        cover: { coverRows: line.coverRows, deductibles: line.deductibles, territory: line.territory, extras: line.extras, periodMonths: line.periodMonths, schedule: policy.schedule },
        paymentReference: order.reference,
        policyId: policy.publicId,
      });
    },
  };
}
