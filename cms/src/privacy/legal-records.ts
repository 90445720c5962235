import type { Core } from '@strapi/strapi';
import { addDays, todayInTallinn } from '@kindlustus/domain';
import { readPrivacySettings } from './privacy-settings';
import { deleteOrders, deletePolicies } from './record-links';

import type { PaymentOrderRow, PolicyRow } from '../rows/rows';

const batch = 200;

/** The first policy end date still inside the legal record period on `today` (years after the policy's end). */
export function legalRecordsFrom(today: string, legalRecordYears: number): string {
  return addDays(today, -Math.round(legalRecordYears * 365.25));
}

/**
 * Once the legal record period is over (the CMS's years after a policy ends), a policy has no purpose left: the
 * sweep deletes it with its PDF, and its order once none of the order's policies is kept. The quotes and offers
 * they kept then count as unbought and go with the next retention sweep.
 */
export async function forgetPastLegalRecords(strapi: Core.Strapi, now: Date = new Date()): Promise<number> {
  const { legalRecordYears } = await readPrivacySettings(strapi);
  const keepFrom = legalRecordsFrom(todayInTallinn(now), legalRecordYears);
  const over: Array<Pick<PolicyRow, 'id' | 'policyNumber' | 'orderReference'>> = await strapi.db.query('api::policy.policy').findMany({ where: { endDate: { $lt: keepFrom } }, select: ['id', 'policyNumber', 'orderReference'], limit: batch });
  const deleted = await deletePolicies(strapi, over);
  const references = [...new Set(over.map((policy) => policy.orderReference).filter(Boolean))];
  if (!references.length) return deleted;
  const stillKept = new Set((await strapi.db.query('api::policy.policy').findMany({ where: { orderReference: { $in: references } }, select: ['orderReference'] })).map((row: Pick<PolicyRow, 'orderReference'>) => row.orderReference));
  const orders: Array<Pick<PaymentOrderRow, 'id' | 'reference'>> = await strapi.db.query('api::payment-order.payment-order').findMany({ where: { reference: { $in: references.filter((reference) => !stillKept.has(reference)) } }, select: ['id', 'reference'] });
  return deleted + (await deleteOrders(strapi, orders));
}
