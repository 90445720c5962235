import type { Core } from '@strapi/strapi';
import { readPrivacySettings } from './privacy-settings';
import { deleteQuotes, deleteUnpaidOrders, quotesWithContract } from './record-links';

import type { CustomerRow, PaymentOrderRow, PolicyRow, QuoteRequestRow } from '../rows/rows';
const batch = 500;
const dayMs = 24 * 60 * 60_000;

export interface RetentionReport {
  quotes: number;
  offers: number;
  carts: number;
  orders: number;
  loginAttempts: number;
  customers: number;
}

/**
 * Storage limitation (GDPR Art. 5(1)(e)): what led to no contract is deleted once it is older than the period the
 * CMS sets (90 days by default): quotes with their offers (answers, personal codes, names, e-mails, phones,
 * addresses, plates), unpaid orders, carts, login attempts, and the customer record of a person who never bought.
 * A quote one of whose offers became a policy or was paid for stays with all its offers, as do paid orders and
 * policies (legal records). One batch per kind each run; the sweep runs again soon.
 */
export async function forgetUnboughtData(strapi: Core.Strapi, now: Date = new Date()): Promise<RetentionReport> {
  const { unboughtDataDays } = await readPrivacySettings(strapi);
  const cutoff = new Date(now.getTime() - unboughtDataDays * dayMs);
  const report: RetentionReport = { quotes: 0, offers: 0, carts: 0, orders: 0, loginAttempts: 0, customers: 0 };

  report.orders = await deleteUnpaidOrders(strapi, { createdAt: { $lt: cutoff } });

  // Old quotes by id, page after page, until a batch is deleted or none are left (kept ones are passed over).
  for (let after = 0, deleted = 0; deleted < batch;) {
    const page: Array<Pick<QuoteRequestRow, 'id' | 'publicId'>> = await strapi.db.query('api::quote-request.quote-request').findMany({ where: { createdAt: { $lt: cutoff }, id: { $gt: after } }, select: ['id', 'publicId'], orderBy: { id: 'asc' }, limit: batch });
    if (!page.length) break;
    after = page[page.length - 1]!.id;
    const kept = await quotesWithContract(strapi, page.map((row) => row.publicId));
    const gone = await deleteQuotes(strapi, page.map((row) => row.publicId).filter((id) => !kept.has(id)));
    report.quotes += gone.quotes;
    report.offers += gone.offers;
    deleted += gone.quotes;
  }

  // A cart that was paid lives on in its order (the order keeps its own lines): the cart itself is no record.
  const carts = await strapi.db.query('api::cart.cart').deleteMany({ where: { updatedAt: { $lt: cutoff } } });
  report.carts = Number(carts.count) || 0;
  const attempts = await strapi.db.query('api::login-attempt.login-attempt').deleteMany({ where: { createdAt: { $lt: cutoff } } });
  report.loginAttempts = Number(attempts.count) || 0;

  const idle: Array<Pick<CustomerRow, 'id' | 'personalCode'>> = await strapi.db.query('api::customer.customer').findMany({
    where: { $or: [{ lastLoginAt: { $lt: cutoff } }, { lastLoginAt: { $null: true }, updatedAt: { $lt: cutoff } }] }, select: ['id', 'personalCode'], limit: batch,
  });
  if (idle.length) {
    const codes = idle.map((row) => row.personalCode);
    const buyers = new Set([
      ...(await strapi.db.query('api::policy.policy').findMany({ where: { personalCode: { $in: codes } }, select: ['personalCode'] })).map((row: Pick<PolicyRow, 'personalCode'>) => row.personalCode),
      ...(await strapi.db.query('api::payment-order.payment-order').findMany({ where: { personalCode: { $in: codes } }, select: ['personalCode'] })).map((row: Pick<PaymentOrderRow, 'personalCode'>) => row.personalCode),
    ]);
    const strangers = idle.filter((row) => !buyers.has(row.personalCode)).map((row) => row.id);
    if (strangers.length) report.customers = Number((await strapi.db.query('api::customer.customer').deleteMany({ where: { id: { $in: strangers } } })).count) || 0;
  }
  return report;
}

export const retentionTotal = (report: RetentionReport) => Object.values(report).reduce((sum, count) => sum + count, 0);
