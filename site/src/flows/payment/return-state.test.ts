import type { PaymentOrder } from '../../api-client/payment/payment-types';
import type { Policy } from '../../api-client/policies/policies-types';
import { isSettling, pollDelay, returnViewOf } from './return-state';

const policy = { id: 'p1', policyNumber: 'LK-1' } as Policy;
const order = (status: PaymentOrder['status'], policies: Policy[] = [], refusedOffers: string[] = [], refund: PaymentOrder['refund'] = null): PaymentOrder =>
  ({ id: 'ORD-1', status, amount: 1000, paymentUrl: null, method: 'bankLink', invoice: null, policies, refusedOffers, refund });

describe('the payment return page state', () => {
  it('shows the policies only when the recorded status is PAID, never on the redirect alone', () => {
    expect(returnViewOf(order('PAID', [policy]), true)).toEqual({ kind: 'paid', policies: [policy] });
    expect(returnViewOf(order('PENDING'), true, 'PAID')).toEqual({ kind: 'pending' });
    expect(returnViewOf(order('PAID'), true)).toEqual({ kind: 'issuing' });
  });

  it('keeps the cart for a cancelled or abandoned payment, believing the bank at once', () => {
    expect(returnViewOf(order('ABANDONED'), true).kind).toBe('cancelled');
    expect(returnViewOf(order('PENDING'), true, 'ABANDONED').kind).toBe('cancelled');
    expect(returnViewOf(order('REFUNDED'), true).kind).toBe('refunded');
  });

  it('tells a payment received twice, or for an object insured meanwhile, with the amount that goes back and any policies it did give', () => {
    const refund = { amount: 4500, reason: 'paidTwice' as const };
    expect(returnViewOf(order('REFUND_DUE', [], ['offer-9'], refund), true)).toEqual({ kind: 'refundDue', refund, policies: [] });
    expect(returnViewOf(order('REFUND_DUE', [policy], ['offer-9'], refund), true)).toEqual({ kind: 'refundDue', refund, policies: [policy] });
    expect(isSettling(returnViewOf(order('REFUND_DUE', [], ['offer-9'], refund), true))).toBe(false);
  });

  it('shows a waiting invoice (its reference, account and due date), or that it went unpaid past its due date; paid, the policies', () => {
    const invoice = { number: '2026-000015', reference: '7000 0153', dueDate: '2026-12-04', account: 'EE382200221020145685', accountHolder: 'Tarkus', bank: 'Swedbank AS', amount: 1000, documentUrl: '/api/payments/ORD-1/invoice', received: 0, overdue: false };
    const byInvoice = (status: PaymentOrder['status'], overdue = false, policies: Policy[] = []): PaymentOrder => ({ ...order(status, policies), method: 'invoice', invoice: { ...invoice, overdue } });
    expect(returnViewOf(byInvoice('PENDING'), true)).toEqual({ kind: 'invoice', invoice });
    expect(returnViewOf(byInvoice('PENDING', true), true)).toEqual({ kind: 'invoiceOverdue', invoice: { ...invoice, overdue: true } });
    expect(returnViewOf(byInvoice('PAID', false, [policy]), true)).toEqual({ kind: 'paid', policies: [policy] });
    expect(isSettling(returnViewOf(byInvoice('PENDING'), true))).toBe(false);
  });

  it('shows someone else only whether the order was paid', () => {
    expect(returnViewOf(order('PAID', [policy]), false)).toEqual({ kind: 'notOwned', paid: true });
  });

  it('polls pending and issuing orders faster first, then slower', () => {
    expect(isSettling({ kind: 'pending' })).toBe(true);
    expect(isSettling({ kind: 'cancelled' })).toBe(false);
    expect(pollDelay(0)).toBe(1000);
    expect(pollDelay(5)).toBeGreaterThan(pollDelay(1));
    expect(pollDelay(100)).toBe(30_000);
  });
});
