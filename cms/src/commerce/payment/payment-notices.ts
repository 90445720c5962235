import type { PaymentNotice, PaymentStatus, RefundNotice } from '../../adapters/payments/payment-provider';
import type { PaymentOrderRow } from '../../rows/rows';
import { faultPoints } from '../../capabilities/fault-points';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { moneyTaken, type KnownOrder, type OrderStatus, type PaymentDeps } from './payment-types';
import { createRefundRecording } from './refund-recording';
import { createStrayPayments } from './stray-payments';

/** What the notification route answers: 200 to every authentic notice once recorded (the provider retries anything else for 48 hours). */
export interface NoticeAnswer {
  status: number;
  code: string;
}

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

const invalidToken: NoticeAnswer = { status: 401, code: 'invalidToken' };

/**
 * When an order was paid, as the offer's validity is judged: the provider's signed word of it (a redelivery hours
 * later still names the moment of payment), never later than its arrival nor in the future.
 */
export const paidMoment = (reportedAt: Date | undefined, arrived: Date): Date =>
  reportedAt && reportedAt.getTime() < arrived.getTime() ? reportedAt : arrived;

/**
 * The provider's notifications (webhooks), the source of truth: an order's payment status (`orderToken`) and
 * its refunds (`refundToken`). Safe to receive any number of times, in any order and at once: statuses only
 * move forwards, refunds count once each, and policies are issued once per offer. A token whose time is over
 * (a late redelivery) is believed for its signature only: what it stands for is asked from the provider again.
 */
export function createPaymentNotices(deps: PaymentDeps, now: () => Date, issueIfPaid: (known: number | KnownOrder) => Promise<void>) {
  const { strapi, provider } = deps;
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');
  const refunds = createRefundRecording(deps, now);
  const strays = createStrayPayments(deps, now);

  /** The order a provider transaction belongs to: by the provider's uuid, else by our reference if it names no other transaction. */
  async function orderOf(providerUuid: string, reference: string | undefined): Promise<PaymentOrderRow | null> {
    const byUuid = await orders().findOne({ where: { providerUuid } });
    if (byUuid || reference === undefined) return byUuid;
    const byReference = await orders().findOne({ where: { reference } });
    return byReference && (!byReference.providerUuid || byReference.providerUuid === providerUuid) ? byReference : null;
  }

  /** The order as the provider has it now, for a notice whose token has expired; null when the provider cannot say. */
  async function currentState(providerUuid: string) {
    try {
      return await deps.provider.getOrder(providerUuid);
    } catch (error) {
      strapi.log.warn(`Payment provider's order ${providerUuid} unavailable for a late notice: ${(error as Error).message}`);
      return null;
    }
  }

  async function recordNotification(body: { orderToken?: unknown; refundToken?: unknown }): Promise<NoticeAnswer> {
    if (typeof body.refundToken === 'string') return recordRefundToken(body.refundToken);
    if (typeof body.orderToken === 'string') return recordOrderToken(body.orderToken);
    return { status: 400, code: 'missingToken' };
  }

  async function recordOrderToken(token: string): Promise<NoticeAnswer> {
    const reading = provider.readOrderToken(token, { acceptExpired: true });
    if (!reading.ok) return invalidToken;
    if (!reading.expired) return applyOrderNotice(reading.notice, []);
    // Not recorded while the provider cannot be asked: an answer other than 200 brings the notice again later.
    const current = await currentState(reading.notice.providerUuid);
    if (!current) return { status: 503, code: 'providerUnavailable' };
    // The token's own time says when it was paid only if the token itself says PAID (an older PENDING one would date it too early).
    const reportedAt = reading.notice.status === 'PAID' && current.status === 'PAID' ? reading.notice.reportedAt : undefined;
    return applyOrderNotice({ ...current, ...(reportedAt ? { reportedAt } : {}) }, current.refunds);
  }

  async function recordRefundToken(token: string): Promise<NoticeAnswer> {
    const reading = provider.readRefundToken(token, { acceptExpired: true });
    if (!reading.ok) return invalidToken;
    let found: RefundNotice[] = [reading.refund];
    if (reading.expired) {
      const current = await currentState(reading.refund.providerUuid);
      if (!current) return { status: 503, code: 'providerUnavailable' };
      found = current.refunds;
    }
    const order = await orderOf(reading.refund.providerUuid, reading.refund.merchantReference);
    if (!order) {
      strapi.log.warn(`Refund ${reading.refund.refundUuid} of ${reading.refund.amount} cents for an order we do not hold (provider's ${reading.refund.providerUuid})`);
      return { status: 200, code: 'orderUnknown' };
    }
    let recorded = false;
    for (const refund of found) recorded = (await refunds.record(order.id, refund)) === 'recorded' || recorded;
    return { status: 200, code: recorded ? 'ok' : 'duplicate' };
  }

  async function applyOrderNotice(notice: PaymentNotice, reportedRefunds: RefundNotice[]): Promise<NoticeAnswer> {
    const order = await orderOf(notice.providerUuid, notice.merchantReference);
    if (!order) return strays.record(notice);
    if (notice.amount !== order.amount || notice.currency !== order.currency) {
      await orderWrites.patch({ id: order.id }, { flag: 'amountMismatch' });
      strapi.log.warn(`Payment notice for ${order.reference} has ${notice.amount} ${notice.currency}, the order ${order.amount} ${order.currency}: flagged for staff`);
      return { status: 200, code: 'amountMismatch' };
    }
    if (notice.status === 'VOIDED' && moneyTaken.includes(order.status)) {
      await orderWrites.patch({ id: order.id }, { flag: 'voidedAfterPaid' });
      return { status: 200, code: 'flagged' };
    }
    const data: { status: PaymentStatus; bank: string | null; paidAt?: Date } = { status: notice.status, bank: notice.bankName ?? order.bank };
    if (notice.status === 'PAID') data.paidAt = paidMoment(notice.reportedAt, now());
    const { count } = await orders().updateMany({ where: { id: order.id, status: { $in: allowedFrom[notice.status] } }, data });
    if (count === 1 && notice.status === 'PAID') faultPoints.afterPaidRecorded?.();
    // Moved by this notice, the order is what was read plus the change; otherwise another notice may have moved it: read again.
    await issueIfPaid(count === 1 ? { ...order, ...data } : order.id);
    for (const refund of reportedRefunds) await refunds.record(order.id, refund);
    return { status: 200, code: count === 1 ? 'ok' : 'unchanged' };
  }

  return { recordNotification };
}
