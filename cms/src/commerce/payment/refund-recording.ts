import type { RefundNotice, RefundStatus } from '../../adapters/payments/payment-provider';
import type { PaymentOrderRow, RecordedRefund } from '../../rows/rows';
import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import type { PaymentDeps } from './payment-types';

/** Statuses a refund does not leave: a redelivered older notice (PENDING) must not undo them. */
const finalRefundStatuses: readonly string[] = ['SUCCESSFUL', 'REJECTED', 'CANCELED'] satisfies RefundStatus[];
/** Order statuses from which returned money moves the order to REFUNDED or PARTIALLY_REFUNDED (never back from REFUNDED). */
const refundableFrom: readonly string[] = ['PAID', 'REFUND_DUE', 'PARTIALLY_REFUNDED'];

/** `notDue`: staff marked a refund done on an order no longer waiting for one (another member of staff came first). */
export type RefundOutcome = 'recorded' | 'duplicate' | 'notDue';

/** The order's refunds with `refund` in them; null when it changes nothing (a redelivery, or an older status). */
export function withRefund(recorded: RecordedRefund[], refund: RefundNotice, at: string): RecordedRefund[] | null {
  const known = recorded.find((entry) => entry.uuid === refund.refundUuid);
  if (known && (known.status === refund.status || finalRefundStatuses.includes(known.status))) return null;
  const entry: RecordedRefund = { uuid: refund.refundUuid, amount: refund.amount, status: refund.status, at: known?.at ?? refund.createdAt ?? at };
  return known ? recorded.map((each) => (each === known ? entry : each)) : [...recorded, entry];
}

export const refundedCents = (refunds: RecordedRefund[]) => refunds.filter((entry) => entry.status === 'SUCCESSFUL').reduce((sum, entry) => sum + entry.amount, 0);

/**
 * Records the provider's refunds on an order, each once by its uuid: the refunded amount (successful refunds,
 * cents), when money last went back, and the order REFUNDED or PARTIALLY_REFUNDED. Concurrent notices of
 * different refunds each land: a write counts on the revision it read, and reads again when another came first.
 */
export function createRefundRecording(deps: Pick<PaymentDeps, 'strapi'>, now: () => Date) {
  const orders = tableQuery(deps.strapi, 'api::payment-order.payment-order');
  const orderWrites = rowWrites(deps.strapi, 'api::payment-order.payment-order');

  /** `onlyWhileDue`: record it only while the order waits for a refund (REFUND_DUE), judged on the revision written on. */
  async function record(orderId: number, refund: RefundNotice, { onlyWhileDue = false } = {}): Promise<RefundOutcome> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const order = await orders().findOne({ where: { id: orderId } });
      if (!order) return 'duplicate';
      if (onlyWhileDue && order.status !== 'REFUND_DUE') return 'notDue';
      const refunds = withRefund(order.refunds ?? [], refund, now().toISOString());
      if (!refunds) return 'duplicate';
      const revision = order.refundsRevision;
      const current = revision === null ? { $null: true } : revision;
      const changed = await orderWrites.patch({ id: order.id, refundsRevision: current }, { ...refundChanges(order, refunds), refundsRevision: (revision ?? 0) + 1 });
      if (changed === 1) {
        if (refundedCents(refunds) > order.amount) deps.strapi.log.warn(`Order ${order.reference}: the provider reports ${refundedCents(refunds)} cents refunded of ${order.amount}`);
        return 'recorded';
      }
    }
    throw new Error(`The refund ${refund.refundUuid} of order ${orderId} could not be recorded: the order kept changing`);
  }

  function refundChanges(order: PaymentOrderRow, refunds: RecordedRefund[]) {
    const refundedAmount = refundedCents(refunds);
    const returnedMore = refundedAmount > Number(order.refundedAmount ?? 0);
    const moves = refundedAmount > 0 && refundableFrom.includes(order.status ?? '');
    return {
      refunds,
      refundedAmount,
      ...(returnedMore ? { refundedAt: now() } : {}),
      ...(moves ? { status: refundedAmount >= order.amount ? ('REFUNDED' as const) : ('PARTIALLY_REFUNDED' as const) } : {}),
    };
  }

  return { record };
}
