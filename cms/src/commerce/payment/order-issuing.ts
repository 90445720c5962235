import { rowWrites } from '../../database/row-writes';
import { tableQuery } from '../../database/table-query';
import { settleOrder } from './order-settlement';
import type { KnownOrder, PaymentDeps } from './payment-types';

/** How long the sweep waits before it issues a paid order's policies again after a failure: a minute, doubling, at most an hour. */
export const issueRetryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Issuing a paid order's policies, once: its paid offers leave the cart and the order ends PAID or REFUND_DUE;
 * the sweep issues those a stopped process left, backing off from one that keeps failing.
 */
export function createOrderIssuing(deps: PaymentDeps, now: () => Date) {
  const { strapi, carts, policies } = deps;
  const orders = tableQuery(strapi, 'api::payment-order.payment-order');
  const orderWrites = rowWrites(strapi, 'api::payment-order.payment-order');

  /** `known`: the order's row as it stands now (just written here), or its id to read it. */
  async function issueIfPaid(known: number | KnownOrder): Promise<void> {
    const order = typeof known === 'number' ? await orders().findOne({ where: { id: known } }) : known;
    if (!order || order.status !== 'PAID' || order.policiesIssuedAt) return;
    const refused = await policies.issueForOrder(order);
    const settlement = settleOrder(order.lines, refused);
    if (settlement.status === 'REFUND_DUE') {
      strapi.log.warn(`Order ${order.reference} is paid, but holds no policy for ${settlement.refusedOffers.join(', ')} (${settlement.refundReason}): ${settlement.refundAmount} cents to refund`);
    }
    // The paid offers leave the cart before the order counts as issued: a process that stops, or a write that
    // fails, in between leaves both to the sweep (issuing and emptying are idempotent; marking is the last step).
    await carts.removePaid(order.personalCode, order.lines.map((line) => line.offerId));
    // The order ends PAID only with a policy for each line; else REFUND_DUE with the amount, for staff to return.
    const ending = settlement.status === 'PAID'
      ? { status: 'PAID' as const }
      : { status: 'REFUND_DUE' as const, refundAmount: settlement.refundAmount, refusedOffers: settlement.refusedOffers, refundReason: settlement.refundReason, flag: settlement.refundReason };
    const marked = await orderWrites.patch({ id: order.id, status: 'PAID', policiesIssuedAt: null }, { policiesIssuedAt: now(), ...ending });
    // A notification racing this one marked the order first: the mail is its to do.
    if (!marked) return;
    // Only the job is written here: the PDFs and the mail server's answer are not waited for. A process stopping
    // before the job is written leaves the order to the sweep, which enqueues the mail of any issued order without it.
    await deps.onIssued?.({ id: order.id, reference: order.reference }).catch((error: Error) => strapi.log.error(`Policy mail of ${order.reference} not enqueued: ${error.message}`));
  }

  /**
   * Paid orders whose policies were not issued (the process stopped in between), oldest first: issue them
   * now. One that fails is logged and waits longer each time (issueRetryDelayMs), so that a few that keep
   * failing never hold up the others; the others go on. Answers how many were done.
   */
  async function issueOutstanding(): Promise<number> {
    const sweptAt = now();
    const waiting = await orders().findMany({
      where: { status: 'PAID', policiesIssuedAt: null, $or: [{ issueRetryAt: null }, { issueRetryAt: { $lte: sweptAt } }] },
      select: ['id', 'reference', 'issueAttempts'],
      orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
      limit: 100,
    });
    let done = 0;
    for (const order of waiting) {
      try {
        await issueIfPaid(order.id);
        done += 1;
      } catch (error) {
        const attempts = Number(order.issueAttempts ?? 0) + 1;
        const retryAt = new Date(now().getTime() + issueRetryDelayMs(attempts));
        await orderWrites.patch({ id: order.id }, { issueAttempts: attempts, issueRetryAt: retryAt }).catch(() => 0);
        strapi.log.error(`Issuing the policies of paid order ${order.reference} failed (attempt ${attempts}), tried again from ${retryAt.toISOString()}: ${error instanceof Error ? error.message : error}`);
      }
    }
    return done;
  }

  return { issueIfPaid, issueOutstanding };
}
