import type { RefundReason } from '../../policy-papers/mail/policy-mail';
import type { LineRefusal } from '../policies/policy-service';

/**
 * Why money taken for an order's line goes back: the offer's policy came from another order, its object was insured
 * meanwhile, or the payment completed after the offer's validity ended (the insurer no longer stands by it).
 */
export type { RefundReason };

/** The one reason an order names when its refused lines have several: the first of these that applies. */
const reasonOrder: RefundReason[] = ['objectAlreadyInsured', 'offerExpired', 'paidTwice'];

export type Settlement =
  | { status: 'PAID' }
  | { status: 'REFUND_DUE'; refundAmount: number; refusedOffers: string[]; refundReason: RefundReason };

/**
 * Where a paid order ends once its policies have been issued: PAID only when it holds a policy for every line;
 * else REFUND_DUE with what is owed back (each refused line's first payment, in cents). Nothing ends PAID
 * without a policy or a refund under way.
 */
export function settleOrder(lines: Array<{ offerId: string; dueNow: number }>, refusals: LineRefusal[]): Settlement {
  const refused = lines.filter((line) => refusals.some((refusal) => refusal.offerId === line.offerId));
  if (!refused.length) return { status: 'PAID' };
  const reasons = new Set(refusals.filter((refusal) => refused.some((line) => line.offerId === refusal.offerId)).map((refusal) => refusal.reason));
  return {
    status: 'REFUND_DUE',
    refundAmount: refused.reduce((sum, line) => sum + line.dueNow, 0),
    refusedOffers: refused.map((line) => line.offerId),
    // Paid twice only when every refused line was; a cover that got in the way, then an expired offer, is the reason to tell otherwise.
    refundReason: reasonOrder.find((reason) => reasons.has(reason)) ?? 'objectAlreadyInsured',
  };
}
