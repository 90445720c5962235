import type { PaymentBank, PaymentStatus } from '../../adapters/payments/payment-provider';
import type { PaymentOrderRow } from '../../rows/rows';
import type { ApiContext } from '../../http/koa-context';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { reject, type Outcome } from '../outcome';
import { createOrderIssuing } from './order-issuing';
import { createPaymentNotices } from './payment-notices';
import { createPaymentStart } from './payment-start';
import { createInvoicePayments } from './invoice-payments';
import type { PaymentDeps } from './payment-types';

export { issueRetryDelayMs } from './order-issuing';
export type { OrderStatus, PaymentConsent, PaymentDeps, PaymentMethod, StartOutcome } from './payment-types';

/** Paying for the cart (payment-start.ts), the provider's notifications (payment-notices.ts), issuing what was paid (order-issuing.ts), the return page, refunds due and refunds made. */
export function createPaymentService(deps: PaymentDeps) {
  const { strapi, provider, sessions, carts } = deps;
  const now = deps.now ?? (() => new Date());
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const customers = tableQuery(strapi, 'api::customer.customer');
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');
  const { start } = createPaymentStart(deps, now);
  const { issueIfPaid, issueOutstanding } = createOrderIssuing(deps, now);
  const { recordNotification } = createPaymentNotices(deps, now, issueIfPaid);
  const invoices = createInvoicePayments(deps, now, issueIfPaid);

  /** The address the payment form starts with: one given in a quote in the cart, else the customer's last. */
  async function suggestedEmail(ctx: ApiContext): Promise<string | null> {
    const session = await sessions.current(ctx);
    if (!session) return null;
    const view = await carts.current(ctx);
    for (const line of view.priced.lines) {
      const offer = view.offers.get(line.offerId);
      const input = (offer ? view.quotes.get(offer.quoteId)?.input : null) as Record<string, unknown> | null | undefined;
      if (typeof input?.email === 'string' && input.email.trim()) return input.email.trim();
    }
    const customer = await customers().findOne({ where: { personalCode: session.personalCode }, select: ['email'] });
    return customer?.email ?? null;
  }

  /** What the return page shows: it checks the token's signature and reads the order; it confirms nothing. */
  async function readReturn(ctx: ApiContext, orderToken: string): Promise<Outcome<{ order: PaymentOrderRow; providerStatus: PaymentStatus; owned: boolean }>> {
    const reading = provider.readOrderToken(orderToken);
    if (!reading.ok) return reject(400, 'invalidToken');
    const order = await orders().findOne({ where: { reference: reading.notice.merchantReference } });
    if (!order || (order.providerUuid && order.providerUuid !== reading.notice.providerUuid)) return reject(404, 'orderNotFound');
    const session = await sessions.current(ctx);
    return { ok: true, value: { order, providerStatus: reading.notice.status, owned: session?.personalCode === order.personalCode } };
  }

  async function findOwned(ctx: ApiContext, reference: string): Promise<PaymentOrderRow | null> {
    const session = await sessions.current(ctx);
    if (!session || typeof reference !== 'string') return null;
    return orders().findOne({ where: { reference, personalCode: session.personalCode } });
  }

  let bankList: { banks: PaymentBank[]; until: number } | undefined;
  /** The banks to choose from on the site, asked from the provider at most every five minutes. */
  async function banks(): Promise<PaymentBank[]> {
    if (bankList && bankList.until > Date.now()) return bankList.banks;
    try {
      bankList = { banks: await provider.listBanks(), until: Date.now() + 5 * 60_000 };
      return bankList.banks;
    } catch (error) {
      strapi.log.warn(`Payment provider's bank list unavailable: ${(error as Error).message}`);
      // The provider's own page still lets the customer choose: the site shows no list meanwhile.
      return bankList?.banks ?? [];
    }
  }

  /** The customer's orders with money to return, newest first. */
  async function refundsDue(personalCode: string) {
    const rows = await orders().findMany({ where: { personalCode, status: 'REFUND_DUE' }, orderBy: { id: 'desc' }, limit: 50 });
    return rows.map((row) => ({
      orderId: row.reference, amount: Number(row.refundAmount ?? 0), currency: row.currency, reason: row.refundReason ?? 'objectAlreadyInsured', createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  /** The customer's orders whose money the provider returned (in full or in part), newest refund first. */
  async function refunds(personalCode: string) {
    const rows = await orders().findMany({ where: { personalCode, refundedAmount: { $gt: 0 } }, orderBy: [{ refundedAt: 'desc' }, { id: 'desc' }], limit: 50 });
    return rows.map((row) => ({
      orderId: row.reference, amount: Number(row.refundedAmount), currency: row.currency, full: row.status === 'REFUNDED', refundedAt: row.refundedAt ? new Date(row.refundedAt).toISOString() : null,
    }));
  }

  return { start, recordNotification, issueOutstanding, readReturn, findOwned, banks, suggestedEmail, refundsDue, refunds, invoices };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
