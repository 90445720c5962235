import type { Core } from '@strapi/strapi';
import { offerHoldsOf, releaseOfferHolds } from '../database/offer-hold-rows';
import { forgetStoredDocuments } from '../database/stored-document-rows';

import type { Fields, OfferRow, PaymentOrderRow, PolicyRow } from '../rows/rows';

/** Orders whose money moved: records the law keeps, however old (an unpaid order is no contract). */
export const unpaidOrderStates = ['PENDING', 'VOIDED', 'ABANDONED'] as const;
/** Orders whose payment the bank can still complete: never deleted while so, whatever else a deletion asks. */
export const openOrderStates = ['PENDING', 'AUTHORIZED'] as const;
/** Orders whose payment ended without money taken. */
export const endedUnpaidStates = ['VOIDED', 'ABANDONED'] as const;

/** The person's orders whose payment can still complete (the provider has not said it ended): reference, status, start. */
export async function openPaymentsOf(strapi: Core.Strapi, personalCode: string): Promise<Array<Pick<PaymentOrderRow, 'reference' | 'status' | 'createdAt'>>> {
  return strapi.db.query('api::payment-order.payment-order').findMany({ where: { personalCode, status: { $in: [...openOrderStates] } }, select: ['reference', 'status', 'createdAt'], orderBy: { id: 'asc' } });
}

/**
 * Which of a set of offers led to a contract or a paid order: an offer with a policy, or held by an order that was
 * paid or whose payment is still open (the bank may yet complete it, and the policy is issued from the order).
 */
export async function offersWithContract(strapi: Core.Strapi, offerIds: string[]): Promise<Set<string>> {
  if (!offerIds.length) return new Set();
  const insured: Array<Pick<PolicyRow, 'offerId'>> = await strapi.db.query('api::policy.policy').findMany({ where: { offerId: { $in: offerIds } }, select: ['offerId'] });
  const holds = await offerHoldsOf(strapi.db.connection, offerIds);
  const references = [...new Set(holds.map((hold) => hold.orderReference))];
  const paid: Array<Pick<PaymentOrderRow, 'reference'>> = references.length
    ? await strapi.db.query('api::payment-order.payment-order').findMany({ where: { reference: { $in: references }, status: { $notIn: [...endedUnpaidStates] } }, select: ['reference'] })
    : [];
  const paidReferences = new Set(paid.map((order) => order.reference));
  return new Set<string>([...insured.map((row) => row.offerId), ...holds.filter((hold) => paidReferences.has(hold.orderReference)).map((hold) => hold.offerId)]);
}

/**
 * Which of a set of quotes led to a contract or a paid order: a quote is kept with all its offers (the
 * comparison the sale rests on) when one of its offers did (offersWithContract).
 */
export async function quotesWithContract(strapi: Core.Strapi, quoteIds: string[]): Promise<Set<string>> {
  if (!quoteIds.length) return new Set();
  const offers: Array<Pick<OfferRow, 'publicId' | 'quoteId'>> = await strapi.db.query('api::offer.offer').findMany({ where: { quoteId: { $in: quoteIds } }, select: ['publicId', 'quoteId'] });
  const kept = await offersWithContract(strapi, offers.map((offer) => offer.publicId));
  return new Set(offers.filter((offer) => kept.has(offer.publicId)).map((offer) => offer.quoteId));
}

/** Deletes quotes, their offers and their broker desk cases (the caller has checked that none led to a contract); answers the counts. */
export async function deleteQuotes(strapi: Core.Strapi, quoteIds: string[]): Promise<{ quotes: number; offers: number }> {
  if (!quoteIds.length) return { quotes: 0, offers: 0 };
  // A case repeats the customer's answers and contacts: it goes with its quote.
  await strapi.db.query('api::desk-case.desk-case').deleteMany({ where: { quoteId: { $in: quoteIds } } });
  const offers = await strapi.db.query('api::offer.offer').deleteMany({ where: { quoteId: { $in: quoteIds } } });
  const quotes = await strapi.db.query('api::quote-request.quote-request').deleteMany({ where: { publicId: { $in: quoteIds } } });
  return { quotes: Number(quotes.count) || 0, offers: Number(offers.count) || 0 };
}

/** Deletes unpaid orders in `states` (by default also the long-expired pending ones the retention sweep finds) and frees their offer holds; answers how many. */
export async function deleteUnpaidOrders(strapi: Core.Strapi, where: Fields, states: readonly string[] = unpaidOrderStates): Promise<number> {
  const orders: Array<Pick<PaymentOrderRow, 'id' | 'reference'>> = await strapi.db.query('api::payment-order.payment-order').findMany({ where: { ...where, status: { $in: [...states] }, paidAt: { $null: true } }, select: ['id', 'reference'], limit: 500 });
  if (!orders.length) return 0;
  await releaseOfferHolds(strapi.db.connection, orders.map((order) => order.reference));
  await strapi.db.query('api::payment-order.payment-order').deleteMany({ where: { id: { $in: orders.map((order) => order.id) } } });
  return orders.length;
}

/** Deletes policies and their stored PDFs (which carry the same personal data); answers how many. */
export async function deletePolicies(strapi: Core.Strapi, policies: Array<Pick<PolicyRow, 'id' | 'policyNumber'>>): Promise<number> {
  if (!policies.length) return 0;
  await forgetStoredDocuments(strapi.db.connection, policies.flatMap((policy) => (policy.policyNumber ? [policy.policyNumber] : [])));
  const deleted = await strapi.db.query('api::policy.policy').deleteMany({ where: { id: { $in: policies.map((policy) => policy.id) } } });
  return Number(deleted.count) || 0;
}

/** Deletes paid orders whose records are over, with their offer holds; answers how many. */
export async function deleteOrders(strapi: Core.Strapi, orders: Array<Pick<PaymentOrderRow, 'id' | 'reference'>>): Promise<number> {
  if (!orders.length) return 0;
  await releaseOfferHolds(strapi.db.connection, orders.map((order) => order.reference));
  const deleted = await strapi.db.query('api::payment-order.payment-order').deleteMany({ where: { id: { $in: orders.map((order) => order.id) } } });
  return Number(deleted.count) || 0;
}
