import type { Core } from '@strapi/strapi';
import type { CartService } from '../cart/cart-service';
import { settleOrder } from './order-settlement';
import { createPaymentService, issueRetryDelayMs } from './payment-service';
import type { PolicyService } from '../policies/policy-service';

import type { Fields } from '../../rows/rows';

/** A value the sweep compares: a Date or a number. */
type Comparable = string | number | Date;
/** A paid order as the fake table keeps it. */
type StoredOrder = {
  id: number; reference: string; personalCode: string; status: string; paidAt: Date;
  policiesIssuedAt: Date | null; issueAttempts: number; issueRetryAt: Date | null; lines: Array<{ offerId: string; dueNow: number }>;
};

/** Strapi's where as the sweep writes it: fields equal to a value or null, `$lte`, and `$or`. */
function matches(row: Fields, where: Fields): boolean {
  return Object.entries(where).every(([field, condition]) => {
    if (field === '$or') return (condition as Fields[]).some((alternative) => matches(row, alternative));
    if (condition !== null && typeof condition === 'object' && '$lte' in condition) return row[field] !== null && (row[field] as Comparable) <= (condition.$lte as Comparable);
    return row[field] === condition;
  });
}

/** Paid orders whose policies are not issued yet (the later in the table, the earlier paid), in a table that answers the queries the sweep makes. */
/** The table's orders, newest first: as many as asked for, each one there. */
function ordersOf<N extends 1 | 3>(orders: StoredOrder[], count: N): N extends 1 ? [StoredOrder] : [StoredOrder, StoredOrder, StoredOrder] {
  if (orders.length !== count) throw new Error(`expected ${count} orders, the table has ${orders.length}`);
  return orders as N extends 1 ? [StoredOrder] : [StoredOrder, StoredOrder, StoredOrder];
}

function paidOrderTable(count = 1) {
  const orders: StoredOrder[] = Array.from({ length: count }, (_, index) => ({
    id: 7 + index, reference: `TK${7 + index}`, personalCode: '49403136515', status: 'PAID', paidAt: new Date(Date.UTC(2026, 10, 1, 10, count - index)),
    policiesIssuedAt: null, issueAttempts: 0, issueRetryAt: null, lines: [{ offerId: `offer-${index + 1}`, dueNow: 45_00 }],
  }));
  const table = {
    findMany: async ({ where, orderBy, limit }: { where: Fields; orderBy: Array<Record<string, 'asc' | 'desc'>>; limit?: number }) => {
      const byOrder = (a: Fields, b: Fields) => {
        for (const [field, direction] of orderBy.flatMap((entry) => Object.entries(entry))) {
          const [left, right] = [a[field] as Comparable, b[field] as Comparable];
          const difference = (left > right ? 1 : left < right ? -1 : 0) * (direction === 'desc' ? -1 : 1);
          if (difference) return difference;
        }
        return 0;
      };
      return orders.filter((order) => matches(order, where)).sort(byOrder).slice(0, limit).map(({ id, reference, issueAttempts }) => ({ id, reference, issueAttempts }));
    },
    findOne: async ({ where }: { where: { id: number } }) => ({ ...orders.find((order) => order.id === where.id) }),
    updateMany: async ({ where, data }: { where: Fields; data: Partial<StoredOrder> }) => {
      const order = orders.find((row) => row.id === where.id);
      if (!order || ('policiesIssuedAt' in where && order.policiesIssuedAt !== where.policiesIssuedAt)) return { count: 0 };
      Object.assign(order, data);
      return { count: 1 };
    },
  };
  const strapi = {
    db: { query: () => table, metadata: { get: () => ({ attributes: { updatedAt: { type: 'datetime' } } }) } },
    log: { warn: () => {}, error: (message: string) => errors.push(message) },
  } as unknown as Core.Strapi;
  const errors: string[] = [];
  return { orders, strapi, errors };
}

function sweeper(strapi: Core.Strapi, carts: Partial<CartService>, policies: Partial<PolicyService>) {
  const clock = { now: new Date(Date.UTC(2026, 10, 2, 12)) };
  const issued: number[] = [];
  const payments = createPaymentService({
    strapi, carts: carts as CartService, policies: policies as PolicyService, provider: {} as never, sessions: {} as never, siteUrl: '', notificationUrl: '',
    limit: { burst: 10, perMinute: 10 }, onIssued: async (order) => issued.push(order.id), now: () => clock.now,
  });
  const later = (ms: number) => { clock.now = new Date(clock.now.getTime() + ms); };
  return { payments, issued, later, clock };
}

describe('the sweep that issues paid orders a stopped process left', () => {
  it('empties the cart of the paid offers before it marks the order issued, so a failed emptying is logged and tried again by a later sweep', async () => {
    const { orders, strapi, errors } = paidOrderTable();
    const [order] = ordersOf(orders, 1);
    const cartWrites: string[][] = [];
    let cartDatabaseDown = true;
    const removePaid = async (_personalCode: string, offerIds: string[]) => {
      if (cartDatabaseDown) throw new Error('connection lost');
      cartWrites.push(offerIds);
    };
    const { payments, issued, later } = sweeper(strapi, { removePaid }, { issueForOrder: async () => [] });

    await expect(payments.issueOutstanding()).resolves.toBe(0);
    expect(errors).toEqual([expect.stringMatching(/TK7 failed \(attempt 1\).*connection lost/)]);
    expect(order.policiesIssuedAt).toBeNull();
    expect(issued).toEqual([]);

    cartDatabaseDown = false;
    later(issueRetryDelayMs(1));
    await expect(payments.issueOutstanding()).resolves.toBe(1);
    expect(cartWrites).toEqual([['offer-1']]);
    expect(order.policiesIssuedAt).toBeInstanceOf(Date);
    expect(issued).toEqual([7]);
    // Done: the next sweep finds nothing.
    await expect(payments.issueOutstanding()).resolves.toBe(0);
  });

  it('lets an order that keeps failing wait longer each time, so that orders paid after it are issued meanwhile', async () => {
    const { orders, strapi, errors } = paidOrderTable(3);
    const [newest, second, failing] = ordersOf(orders, 3);
    // The insurer's system refuses the policy of the order paid first; the others' go through, oldest first.
    const issueForOrder = async (order: Fields) => {
      if (order.id === failing.id) throw new Error('insurer unavailable');
      return [];
    };
    const { payments, issued, later, clock } = sweeper(strapi, { removePaid: async () => {} }, { issueForOrder });

    await expect(payments.issueOutstanding()).resolves.toBe(2);
    expect(issued).toEqual([second.id, newest.id]);
    expect(failing.issueAttempts).toBe(1);

    // Before its retry time, a sweep leaves it alone; after, it is tried again and waits twice as long.
    later(issueRetryDelayMs(1) - 1000);
    await payments.issueOutstanding();
    expect(errors).toHaveLength(1);
    later(1000);
    await payments.issueOutstanding();
    expect(errors).toHaveLength(2);
    expect(failing.issueAttempts).toBe(2);
    expect(failing.issueRetryAt).toEqual(new Date(clock.now.getTime() + issueRetryDelayMs(2)));
    expect(issueRetryDelayMs(2)).toBe(2 * issueRetryDelayMs(1));
    expect(issueRetryDelayMs(30)).toBe(3_600_000);
    expect(failing.policiesIssuedAt).toBeNull();
  });
});

describe('where a paid order ends', () => {
  const lines = [{ offerId: 'car', dueNow: 120_00 }, { offerId: 'home', dueNow: 35_50 }];

  it('is PAID only when the order holds a policy for every line', () => {
    expect(settleOrder(lines, [])).toEqual({ status: 'PAID' });
  });

  it('is REFUND_DUE, with the refused lines\' first payments to return, when any line has no policy of this order', () => {
    expect(settleOrder(lines, [{ offerId: 'home', reason: 'paidTwice' }])).toEqual({ status: 'REFUND_DUE', refundAmount: 35_50, refusedOffers: ['home'], refundReason: 'paidTwice' });
    expect(settleOrder(lines, [{ offerId: 'car', reason: 'paidTwice' }, { offerId: 'home', reason: 'objectAlreadyInsured' }]))
      .toEqual({ status: 'REFUND_DUE', refundAmount: 155_50, refusedOffers: ['car', 'home'], refundReason: 'objectAlreadyInsured' });
  });

  it('names an offer whose validity ended before the payment completed, unless a cover got in the way', () => {
    expect(settleOrder(lines, [{ offerId: 'car', reason: 'offerExpired' }])).toEqual({ status: 'REFUND_DUE', refundAmount: 120_00, refusedOffers: ['car'], refundReason: 'offerExpired' });
    expect(settleOrder(lines, [{ offerId: 'car', reason: 'offerExpired' }, { offerId: 'home', reason: 'paidTwice' }])).toMatchObject({ refundReason: 'offerExpired' });
    expect(settleOrder(lines, [{ offerId: 'car', reason: 'offerExpired' }, { offerId: 'home', reason: 'objectAlreadyInsured' }])).toMatchObject({ refundReason: 'objectAlreadyInsured' });
  });

  it('the sweep leaves an order whose offer got its policy from another order REFUND_DUE with the amount, not PAID, and mails the customer', async () => {
    const { orders: [order], strapi } = paidOrderTable();
    const { payments, issued } = sweeper(strapi, { removePaid: async () => {} }, { issueForOrder: async () => [{ offerId: 'offer-1', reason: 'paidTwice' as const }] });
    await expect(payments.issueOutstanding()).resolves.toBe(1);
    expect(order).toMatchObject({ status: 'REFUND_DUE', refundAmount: 45_00, refusedOffers: ['offer-1'], flag: 'paidTwice', policiesIssuedAt: expect.any(Date) });
    expect(issued).toEqual([7]);
  });
});
