import type { RefundNotice } from '../../adapters/payments/payment-provider';
import { refundedCents, withRefund } from './refund-recording';

const at = '2026-11-27T08:00:00.000Z';
const notice = (changes: Partial<RefundNotice> = {}): RefundNotice => ({ providerUuid: 'order-1', refundUuid: 'refund-1', status: 'SUCCESSFUL', amount: 1250, ...changes });

describe('an order\'s refunds as the provider reports them', () => {
  it('records a new refund once: its redelivery changes nothing', () => {
    const first = withRefund([], notice(), at)!;
    expect(first).toEqual([{ uuid: 'refund-1', amount: 1250, status: 'SUCCESSFUL', at }]);
    expect(withRefund(first, notice(), '2026-11-27T09:00:00.000Z')).toBeNull();
    expect(refundedCents(first)).toBe(1250);
  });

  it('moves a pending refund on, keeping when it was first reported, and never back from a final status', () => {
    const pending = withRefund([], notice({ status: 'PENDING' }), at)!;
    expect(refundedCents(pending)).toBe(0);
    const done = withRefund(pending, notice(), '2026-11-27T09:00:00.000Z')!;
    expect(done).toEqual([{ uuid: 'refund-1', amount: 1250, status: 'SUCCESSFUL', at }]);
    expect(withRefund(done, notice({ status: 'PENDING' }), at)).toBeNull();
    expect(withRefund(withRefund([], notice({ status: 'REJECTED' }), at)!, notice(), at)).toBeNull();
  });

  it('counts only successful refunds, each of them', () => {
    const two = withRefund(withRefund([], notice(), at)!, notice({ refundUuid: 'refund-2', amount: 749 }), at)!;
    const rejected = withRefund(two, notice({ refundUuid: 'refund-3', amount: 500, status: 'REJECTED' }), at)!;
    expect(refundedCents(rejected)).toBe(1999);
  });
});
