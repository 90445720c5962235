import { isPaymentStatus, isRefundStatus, type PaymentNotice, type ProviderOrder, type RefundNotice } from './payment-provider';

/** What Montonio's verified tokens and its order API say, read into notices (money in cents). */

const decimalEuros = /^\d{1,9}(\.\d{1,2})?$/;

/** Euros from the wire → cents: a number, or a decimal string as the order API writes amounts ("100.00", "25"); null otherwise. */
export function wireAmountToCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  if (typeof value !== 'string' || !decimalEuros.test(value)) return null;
  const [whole, fraction = ''] = value.split('.') as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An order token's claims (signature already verified) as a notice; null when a field is missing or wrong. */
export function orderNoticeFrom(claims: Record<string, unknown>): PaymentNotice | null {
  const amount = typeof claims.grandTotal === 'number' ? wireAmountToCents(claims.grandTotal) : null;
  const providerUuid = text(claims.uuid);
  if (!providerUuid || typeof claims.merchantReference !== 'string' || !isPaymentStatus(claims.paymentStatus) || amount === null || typeof claims.currency !== 'string') return null;
  const notice: PaymentNotice = { providerUuid, merchantReference: claims.merchantReference, status: claims.paymentStatus, amount, currency: claims.currency };
  const bank = text(claims.paymentProviderName);
  if (bank) notice.bankName = bank;
  if (typeof claims.iat === 'number' && Number.isFinite(claims.iat)) notice.reportedAt = new Date(claims.iat * 1000);
  return notice;
}

/** A refund token's claims (orderUuid, refundUuid, refundStatus, refundAmount; merchantReference when sent) as a refund; null when one is missing. */
export function refundNoticeFrom(claims: Record<string, unknown>): RefundNotice | null {
  const providerUuid = text(claims.orderUuid);
  const refundUuid = text(claims.refundUuid);
  const amount = wireAmountToCents(claims.refundAmount);
  if (!providerUuid || !refundUuid || !isRefundStatus(claims.refundStatus) || amount === null) return null;
  const refund: RefundNotice = { providerUuid, refundUuid, status: claims.refundStatus, amount };
  const reference = text(claims.merchantReference);
  if (reference) refund.merchantReference = reference;
  return refund;
}

/** The order API's answer (GET /orders/:uuid) as the order now stands; null when it is not an order. */
export function providerOrderFrom(body: unknown): ProviderOrder | null {
  if (typeof body !== 'object' || body === null) return null;
  const order = body as Record<string, unknown>;
  const providerUuid = text(order.uuid);
  const amount = wireAmountToCents(order.grandTotal);
  if (!providerUuid || typeof order.merchantReference !== 'string' || !isPaymentStatus(order.paymentStatus) || amount === null || typeof order.currency !== 'string') return null;
  const refunds: RefundNotice[] = [];
  for (const entry of Array.isArray(order.refunds) ? order.refunds : []) {
    const refund = (entry ?? {}) as Record<string, unknown>;
    const refundUuid = text(refund.uuid);
    const refundAmount = wireAmountToCents(refund.amount);
    if (!refundUuid || refundAmount === null || !isRefundStatus(refund.status)) return null;
    const read: RefundNotice = { providerUuid, merchantReference: order.merchantReference, refundUuid, status: refund.status, amount: refundAmount };
    const createdAt = text(refund.createdAt);
    if (createdAt) read.createdAt = createdAt;
    refunds.push(read);
  }
  return { providerUuid, merchantReference: order.merchantReference, status: order.paymentStatus, amount, currency: order.currency, refunds };
}
