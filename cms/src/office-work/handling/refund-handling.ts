/**
 * A payment to return, in the office. Staff who returned the money by bank transfer or in the provider's dashboard
 * mark it done with the bank's reference: recorded as the provider's refund notice is (refund-recording.ts), so the
 * order becomes REFUNDED (or PARTIALLY_REFUNDED) and the customer's account shows the money returned.
 */
import type { Core } from '@strapi/strapi';
import { createRefundRecording } from '../../commerce/payment/refund-recording';
import type { Fields, PaymentOrderRow } from '../../rows/rows';
import { handled, notFound, refused, type Handled } from './handling-answer';

const orderUid = 'api::payment-order.payment-order';
/** The refund's id in the order's refunds: staff's, apart from the provider's uuids, with the bank's reference. */
export const bankRefundId = (reference: string) => `bank:${reference}`;

export function refundHandling(strapi: Core.Strapi, now: () => Date = () => new Date()) {
  const find = async (documentId: string) => (await strapi.db.query(orderUid as never).findOne({ where: { documentId } } as never)) as PaymentOrderRow | null;
  const recording = createRefundRecording({ strapi }, now);

  async function view(documentId: string): Promise<Handled<Fields>> {
    const order = await find(documentId);
    if (!order) return notFound();
    return handled({
      documentId,
      status: order.status,
      facts: { reference: order.reference, email: order.email, amount: order.amount, createdAt: order.createdAt, refundReason: order.refundReason ?? null },
      amountDue: order.refundAmount ?? order.amount,
      refundedAmount: order.refundedAmount ?? 0,
      refundedAt: order.refundedAt ?? null,
      refunds: order.refunds ?? [],
    });
  }

  /** Done: the bank's reference (required) and the amount returned in euros (default: the amount due). */
  async function done(documentId: string, given: Fields): Promise<Handled<Fields>> {
    const order = await find(documentId);
    if (!order) return notFound();
    if (order.status !== 'REFUND_DUE') return refused(409, 'state', `this payment is ${String(order.status)}: there is no refund due`);
    const reference = typeof given.reference === 'string' ? given.reference.trim() : '';
    if (reference.length < 3 || reference.length > 100) return refused(422, 'reference', 'give the bank’s reference of the transfer (3–100 characters)');
    const due = order.refundAmount ?? order.amount;
    const euros = given.amountEuros === undefined || given.amountEuros === null || given.amountEuros === '' ? due / 100 : Number(given.amountEuros);
    const amount = Math.round(euros * 100);
    if (!Number.isFinite(euros) || amount <= 0 || amount > order.amount) return refused(422, 'amountEuros', `an amount in euros above 0 and at most ${(order.amount / 100).toFixed(2)}`);
    const outcome = await recording.record(order.id, { providerUuid: String(order.providerUuid ?? ''), refundUuid: bankRefundId(reference), status: 'SUCCESSFUL', amount, createdAt: now().toISOString() }, { onlyWhileDue: true });
    if (outcome === 'notDue') return refused(409, 'state', 'this refund was marked done meanwhile');
    if (outcome === 'duplicate') return refused(409, 'reference', 'a refund with this reference is recorded already');
    return view(documentId);
  }

  return { view, done };
}
