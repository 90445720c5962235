import { apiUrl } from '../api-base';
import type { ResultOf } from '../graphql';
import { refundReasonOf, reshapePolicy } from '../policies/reshape-policies';
import type { paymentOrderQuery } from './payment-operations';
import type { PaymentOrder, PaymentStatus } from './payment-types';

/** The payment's answers reshaped into the site's domain types (the only place that knows their shape). */
type OrderData = NonNullable<ResultOf<typeof paymentOrderQuery>['paymentOrder']>;

const paymentStatuses: readonly PaymentStatus[] = ['PENDING', 'AUTHORIZED', 'PAID', 'ABANDONED', 'VOIDED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_DUE'];

/** A status the site does not know is treated as not yet settled: the page keeps asking. */
export const paymentStatusOf = (value: string): PaymentStatus => (paymentStatuses.includes(value as PaymentStatus) ? (value as PaymentStatus) : 'PENDING');

export function reshapeOrder(order: OrderData): PaymentOrder {
  return {
    id: order.id,
    status: paymentStatusOf(order.status),
    amount: order.amount,
    paymentUrl: order.paymentUrl ?? null,
    method: order.method === 'invoice' ? 'invoice' : 'bankLink',
    invoice: order.invoice ? { ...order.invoice, documentUrl: apiUrl(order.invoice.documentUrl.replace(/^\/api\//, '')) } : null,
    policies: order.policies.map(reshapePolicy),
    refusedOffers: [...order.refusedOffers],
    refund: order.status === 'REFUND_DUE' && order.refundAmount !== null ? { amount: order.refundAmount, reason: refundReasonOf(order.refundReason) } : null,
  };
}
