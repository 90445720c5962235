import type { PaymentInvoice, PaymentOrder, PaymentStatus } from '../../api-client/payment/payment-types';
import type { Policy, RefundReason } from '../../api-client/policies/policies-types';

/**
 * What the return page shows, from what the server recorded (the provider's notification is the truth)
 * and what the bank's redirect said. The redirect alone never makes a payment "paid": a PAID redirect
 * over a recorded PENDING reads as "the bank is confirming".
 */
export type ReturnView =
  | { kind: 'paid'; policies: Policy[] }
  /** Paid, but without a policy for some line (received twice, or the object insured meanwhile): money goes back. */
  | { kind: 'refundDue'; refund: { amount: number; reason: RefundReason }; policies: Policy[] }
  /** Paid, and the policies are being issued (seconds). */
  | { kind: 'issuing' }
  | { kind: 'pending' }
  /** A company's invoice, waiting for its transfer (or past its due date unpaid: no policy). */
  | { kind: 'invoice'; invoice: PaymentInvoice }
  | { kind: 'invoiceOverdue'; invoice: PaymentInvoice }
  | { kind: 'cancelled' }
  | { kind: 'refunded' }
  /** Paid or not, but the visitor is not the order's customer: the policies need a login. */
  | { kind: 'notOwned'; paid: boolean };

export function returnViewOf(order: PaymentOrder, owned: boolean, redirectStatus: PaymentStatus | null = null): ReturnView {
  const recorded = order.status;
  if (!owned) return { kind: 'notOwned', paid: recorded === 'PAID' || recorded === 'REFUND_DUE' };
  if (recorded === 'REFUND_DUE') return { kind: 'refundDue', refund: order.refund ?? { amount: 0, reason: 'objectAlreadyInsured' }, policies: order.policies };
  // The server ends an order PAID only with a policy for each line: until then they are being issued.
  if (recorded === 'PAID') return order.policies.length ? { kind: 'paid', policies: order.policies } : { kind: 'issuing' };
  if (recorded === 'REFUNDED' || recorded === 'PARTIALLY_REFUNDED') return { kind: 'refunded' };
  if (recorded === 'ABANDONED' || recorded === 'VOIDED') return { kind: 'cancelled' };
  if (order.method === 'invoice' && order.invoice && recorded === 'PENDING') return { kind: order.invoice.overdue ? 'invoiceOverdue' : 'invoice', invoice: order.invoice };
  // Recorded PENDING or AUTHORIZED: the customer cancelling at the bank is believed at once (the cart is kept).
  if (redirectStatus === 'ABANDONED' || redirectStatus === 'VOIDED') return { kind: 'cancelled' };
  return { kind: 'pending' };
}

/** States that can still change by themselves: the page keeps asking. */
export const isSettling = (view: ReturnView): boolean => view.kind === 'pending' || view.kind === 'issuing';

/** Faster at first (most banks confirm within seconds), then slower; after the last it stays at the last. */
const pollDelaysMs = [1000, 1000, 2000, 2000, 3000, 5000, 5000, 10_000, 15_000, 30_000];
export const pollDelay = (attempt: number): number => pollDelaysMs[Math.min(attempt, pollDelaysMs.length - 1)]!;
/** After this long the page stops asking and leaves it to the e-mail. */
export const pollGiveUpMs = 15 * 60_000;
