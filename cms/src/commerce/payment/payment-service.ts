import type { PaymentBank, PaymentStatus } from '../../adapters/payments/payment-provider';
import type { PaymentOrderRow } from '../../rows/rows';
import type { ApiContext } from '../plumbing/koa-context';
import { rowWrites } from '../plumbing/row-writes';
import { tableQuery } from '../plumbing/table-query';
import { reject, type Outcome } from '../quotes/quote-service';
import { createOrderIssuing } from './order-issuing';
import { createPaymentStart } from './payment-start';
import { moneyTaken, type OrderStatus, type PaymentDeps } from './payment-types';

export { issueRetryDelayMs } from './order-issuing';
export type { OrderStatus, PaymentConsent, PaymentDeps, StartOutcome } from './payment-types';

/** Which statuses a new status may follow: a status never moves backwards. */
const allowedFrom: Record<PaymentStatus, OrderStatus[]> = {
  PENDING: [],
  AUTHORIZED: ['PENDING'],
  PAID: ['PENDING', 'AUTHORIZED'],
  ABANDONED: ['PENDING', 'AUTHORIZED'],
  VOIDED: ['PENDING', 'AUTHORIZED'],
  PARTIALLY_REFUNDED: ['PAID', 'REFUND_DUE'],
  REFUNDED: ['PAID', 'REFUND_DUE', 'PARTIALLY_REFUNDED'],
};

/** Paying for the cart (payment-start.ts), the provider's notifications, issuing what was paid (order-issuing.ts), the return page and refunds due. */
export function createPaymentService(deps: PaymentDeps) {
  const { strapi, provider, sessions, carts } = deps;
  const now = deps.now ?? (() => new Date());
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const customers = tableQuery(strapi, 'api::customer.customer');
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');
  const { start } = createPaymentStart(deps, now);
  const { issueIfPaid, issueOutstanding } = createOrderIssuing(deps, now);

  /**
   * The provider's notification: the source of truth. Safe to receive any number of times, in any
   * order and at once: statuses only move forwards, and policies are issued once per offer.
   */
  async function recordNotice(orderToken: unknown): Promise<{ status: number; code: string }> {
    if (typeof orderToken !== 'string') return { status: 400, code: 'missingToken' };
    const reading = provider.readOrderToken(orderToken);
    if (!reading.ok) return { status: 401, code: 'invalidToken' };
    const notice = reading.notice;
    const order = await orders().findOne({ where: { reference: notice.merchantReference } });
    if (!order) return { status: 404, code: 'orderNotFound' };
    if (order.providerUuid && notice.providerUuid !== order.providerUuid) return { status: 409, code: 'paymentMismatch' };
    if (notice.amount !== order.amount || notice.currency !== order.currency) {
      await orderWrites.patch({ id: order.id }, { flag: 'amountMismatch' });
      strapi.log.warn(`Payment notice for ${order.reference} has ${notice.amount} ${notice.currency}, the order ${order.amount} ${order.currency}: refused`);
      return { status: 422, code: 'amountMismatch' };
    }
    if (notice.status === 'VOIDED' && moneyTaken.includes(order.status)) {
      await orderWrites.patch({ id: order.id }, { flag: 'voidedAfterPaid' });
      return { status: 200, code: 'flagged' };
    }
    const data: { status: PaymentStatus; bank: string | null; paidAt?: Date } = { status: notice.status, bank: notice.bankName ?? order.bank };
    if (notice.status === 'PAID') data.paidAt = now();
    const { count } = await orders().updateMany({ where: { id: order.id, status: { $in: allowedFrom[notice.status] } }, data });
    if (count === 1 && notice.status === 'PAID' && deps.crashBeforeIssue) process.kill(process.pid, 'SIGKILL');
    // Moved by this notice, the order is what was read plus the change; otherwise another notice may have moved it: read again.
    await issueIfPaid(count === 1 ? { ...order, ...data } : order.id);
    return { status: 200, code: 'ok' };
  }

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

  return { start, recordNotice, issueOutstanding, readReturn, findOwned, banks, suggestedEmail, refundsDue };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
