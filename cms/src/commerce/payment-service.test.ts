import type { Core } from '@strapi/strapi';
import type { CartService } from './cart-service';
import { createPaymentService } from './payment-service';
import type { PolicyService } from './policy-service';

type Row = Record<string, any>;

/** One paid order whose policies are not issued yet, in a table that answers the queries the sweep makes. */
function paidOrderTable() {
  const order: Row = { id: 7, reference: 'TK7', personalCode: '49403136515', status: 'PAID', policiesIssuedAt: null, lines: [{ offerId: 'offer-1' }] };
  const table = {
    findMany: async () => (order.policiesIssuedAt === null ? [{ id: order.id }] : []),
    findOne: async () => ({ ...order }),
    updateMany: async ({ where, data }: Row) => {
      if (where.id !== order.id || ('policiesIssuedAt' in where && order.policiesIssuedAt !== where.policiesIssuedAt)) return { count: 0 };
      Object.assign(order, data);
      return { count: 1 };
    },
  };
  const strapi = {
    db: { query: () => table, metadata: { get: () => ({ attributes: { updatedAt: { type: 'datetime' } } }) } },
    log: { warn: () => {}, error: (message: string) => errors.push(message) },
  } as unknown as Core.Strapi;
  const errors: string[] = [];
  return { order, strapi, errors };
}

describe('the sweep that issues paid orders a stopped process left', () => {
  it('empties the cart of the paid offers before it marks the order issued, so a failed emptying is logged and tried again by the next sweep', async () => {
    const { order, strapi, errors } = paidOrderTable();
    const cartWrites: string[][] = [];
    let cartDatabaseDown = true;
    const carts = {
      removePaid: async (_personalCode: string, offerIds: string[]) => {
        if (cartDatabaseDown) throw new Error('connection lost');
        cartWrites.push(offerIds);
      },
    } as unknown as CartService;
    const issued: number[] = [];
    const policies = { issueForOrder: async () => [] } as unknown as PolicyService;
    const payments = createPaymentService({
      strapi, carts, policies, provider: {} as never, sessions: {} as never, siteUrl: '', notificationUrl: '',
      limit: { burst: 10, perMinute: 10 }, onIssued: async (orderId) => issued.push(orderId),
    });

    await expect(payments.issueOutstanding()).resolves.toBe(0);
    expect(errors).toEqual([expect.stringContaining('connection lost')]);
    expect(order.policiesIssuedAt).toBeNull();
    expect(issued).toEqual([]);

    cartDatabaseDown = false;
    await expect(payments.issueOutstanding()).resolves.toBe(1);
    expect(cartWrites).toEqual([['offer-1']]);
    expect(order.policiesIssuedAt).toBeInstanceOf(Date);
    expect(issued).toEqual([7]);
    // Done: the next sweep finds nothing.
    await expect(payments.issueOutstanding()).resolves.toBe(0);
  });
});
