import type { Core } from '@strapi/strapi';
import { addDays, todayInTallinn } from '@kindlustus/domain';
import { readPrivacySettings } from './privacy-settings';
import { legalRecordsFrom } from './legal-records';
import { eraseCompanyConfirmations, exportCompanyConfirmations } from './company-confirmation-records';
import { deleteOrders, deletePolicies, deleteQuotes, deleteUnpaidOrders, endedUnpaidStates, openOrderStates, quotesWithContract } from './record-links';

import type { RowOf, TableUid } from '../rows/rows';

/** Keys that are the shop's own machinery (ids, security tokens, browser ids), not data about the person. */
const internalKeys = new Set([
  'id', 'documentId', 'locale', 'publishedAt', 'clientId', 'previousClientId', 'providerSession', 'challenge', 'deviceLinkSession',
  'idempotencyScope', 'paymentUrl', 'issueAttempts', 'issueRetryAt', 'policyMailClaimedAt', 'renewalReminderClaimedAt', 'revision', 'objectKey',
  'createdBy', 'updatedBy', 'localizations',
]);

const clean = (row: object) => Object.fromEntries(Object.entries(row).filter(([key]) => !internalKeys.has(key)));
const all = <U extends TableUid>(strapi: Core.Strapi, uid: U, personalCode: string): Promise<Array<RowOf<U>>> =>
  strapi.db.query(uid as never).findMany({ where: { personalCode }, orderBy: { id: 'asc' } });

/**
 * What the shop holds about one person (GDPR Art. 15 and 20), found by their personal code: the customer record,
 * quotes with their offers, carts, orders, policies, login attempts, the company confirmations they asked for or gave,
 * and their requests. Nothing about anyone else:
 * every record is selected by the person's own code (offers through their own quotes).
 */
export async function exportCustomerData(strapi: Core.Strapi, personalCode: string, now: Date = new Date()) {
  const customer = await strapi.db.query('api::customer.customer').findOne({ where: { personalCode } });
  const quotes = await all(strapi, 'api::quote-request.quote-request', personalCode);
  const offers: Array<RowOf<'api::offer.offer'>> = quotes.length
    ? await strapi.db.query('api::offer.offer').findMany({ where: { quoteId: { $in: quotes.map((quote) => quote.publicId) } }, orderBy: { id: 'asc' } })
    : [];
  return {
    format: 'tarkus-customer-data/1',
    exportedAt: now.toISOString(),
    controller: 'Kindlustusmaakler Tarkus OÜ',
    customer: customer ? clean(customer) : null,
    quotes: quotes.map((quote) => ({ ...clean(quote), offers: offers.filter((offer) => offer.quoteId === quote.publicId).map(clean) })),
    carts: (await all(strapi, 'api::cart.cart', personalCode)).map(clean),
    orders: (await all(strapi, 'api::payment-order.payment-order', personalCode)).map(clean),
    policies: (await all(strapi, 'api::policy.policy', personalCode)).map(clean),
    loginAttempts: (await all(strapi, 'api::login-attempt.login-attempt', personalCode)).map(clean),
    companyConfirmations: await exportCompanyConfirmations(strapi, personalCode),
    // The site keeps cookie consents in the browser only; the requests are the consents and wishes we hold.
    requests: (await all(strapi, 'api::data-request.data-request', personalCode)).map(clean),
  };
}

export interface ErasureOutcome {
  deleted: { quotes: number; offers: number; carts: number; orders: number; policies: number; loginAttempts: number; companyConfirmations: number; customer: boolean };
  kept: { orders: number; policies: number; companyConfirmations: number; reason: string | null; keptUntil: string | null };
  doneAt: string;
}

/**
 * Erases what no law requires keeping (GDPR Art. 17): quotes and offers that led to no contract, carts, unpaid
 * orders, login attempts, company confirmations (but those behind a kept policy); orders and policies whose legal record period (years after the policy's end, from the
 * CMS) is over; the customer record when nothing is kept, else its e-mail. Kept: policies and their paid orders
 * within the period. An order whose payment is still open is left alone with its quote (the caller waits for it:
 * data-requests.ts). Answers what it did, for the request's record.
 */
export async function eraseCustomerData(strapi: Core.Strapi, personalCode: string, now: Date = new Date()): Promise<ErasureOutcome> {
  const { legalRecordYears } = await readPrivacySettings(strapi);
  const today = todayInTallinn(now);
  const keepFrom = legalRecordsFrom(today, legalRecordYears);
  const deleted: ErasureOutcome['deleted'] = { quotes: 0, offers: 0, carts: 0, orders: 0, policies: 0, loginAttempts: 0, companyConfirmations: 0, customer: false };

  const policies = await all(strapi, 'api::policy.policy', personalCode);
  const expiredRecords = policies.filter((policy) => String(policy.endDate) < keepFrom);
  const keptPolicies = policies.filter((policy) => String(policy.endDate) >= keepFrom);
  const keptReferences = new Set(keptPolicies.map((policy) => policy.orderReference));
  deleted.policies = await deletePolicies(strapi, expiredRecords);

  // An order whose payment can still complete is never deleted here: the bank would take money for no order.
  deleted.orders = await deleteUnpaidOrders(strapi, { personalCode }, endedUnpaidStates);
  const isOpen = (order: RowOf<'api::payment-order.payment-order'>) => (openOrderStates as readonly unknown[]).includes(order.status);
  const paidOrders = (await all(strapi, 'api::payment-order.payment-order', personalCode)).filter((order) => !isOpen(order));
  // A paid order is kept while one of its policies is; one that gave no policy (refunded) counts from its payment.
  const orderOver = (order: RowOf<'api::payment-order.payment-order'>) => !keptReferences.has(order.reference) && (!order.paidAt || String(order.paidAt).slice(0, 10) < keepFrom);
  const oldOrders = paidOrders.filter(orderOver);
  deleted.orders += await deleteOrders(strapi, oldOrders);
  const keptOrders = paidOrders.length - oldOrders.length;

  const quotes = await all(strapi, 'api::quote-request.quote-request', personalCode);
  const withContract = await quotesWithContract(strapi, quotes.map((quote) => quote.publicId));
  const gone = await deleteQuotes(strapi, quotes.map((quote) => quote.publicId).filter((id) => !withContract.has(id)));
  deleted.quotes = gone.quotes;
  deleted.offers = gone.offers;
  deleted.carts = Number((await strapi.db.query('api::cart.cart').deleteMany({ where: { personalCode } })).count) || 0;
  deleted.loginAttempts = Number((await strapi.db.query('api::login-attempt.login-attempt').deleteMany({ where: { personalCode } })).count) || 0;
  // After the policies: a confirmation behind a policy that is kept stays with it.
  const confirmations = await eraseCompanyConfirmations(strapi, personalCode);
  deleted.companyConfirmations = confirmations.deleted;

  const customers = strapi.db.query('api::customer.customer');
  if (!keptPolicies.length && !keptOrders) {
    deleted.customer = Number((await customers.deleteMany({ where: { personalCode } })).count) > 0;
  } else {
    await customers.updateMany({ where: { personalCode }, data: { email: null } });
  }
  const lastEnd = keptPolicies.map((policy) => String(policy.endDate)).sort().pop();
  const keptUntil = lastEnd ? addDays(lastEnd, Math.round(legalRecordYears * 365.25)) : null;
  return {
    deleted,
    kept: { orders: keptOrders, policies: keptPolicies.length, companyConfirmations: confirmations.kept, reason: keptPolicies.length || keptOrders || confirmations.kept ? `legal records: ${legalRecordYears} years after the policy ends` : null, keptUntil },
    doneAt: now.toISOString(),
  };
}
