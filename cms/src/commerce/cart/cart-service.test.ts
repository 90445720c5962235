import type { Core } from '@strapi/strapi';
import { createCartService } from './cart-service';
import type { SessionStore } from '../login/customer-session';

import type { CartItem, CartRow, OfferRow } from '../../rows/rows';

/** A cart as the fake table keeps it. */
type StoredCart = Pick<CartRow, 'id' | 'publicId' | 'personalCode' | 'clientId' | 'state' | 'revision'> & { items: CartItem[] };
const personalCode = '49403136515';
const validUntil = new Date(Date.now() + 86_400_000).toISOString();
const offer = (publicId: string): Partial<OfferRow> => ({
  publicId, quoteId: `quote-${publicId}`, product: 'home', outcome: 'offer', premium: 12_000, validUntil, confirmedAt: new Date().toISOString(),
  extras: [], instalmentOptions: [{ count: 1, premium: 12_000 }, { count: 4, premium: 12_400 }], periodMonths: 12,
});

/** The customer's open cart and its offers, in tables that answer the queries the cart service makes. */
function customerCart(items: string[]) {
  const cart: StoredCart = { id: 1, publicId: 'cart-1', personalCode, clientId: null, state: 'open', revision: 0, items: items.map((offerId) => ({ offerId, extras: [], instalments: 1 })) };
  let beforeNextWrite: (() => Promise<void>) | undefined;
  const cartTable = {
    findOne: async () => structuredClone(cart),
    updateMany: async ({ where, data }: { where: { id?: number; revision?: number | null }; data: Partial<StoredCart> }) => {
      const interleaved = beforeNextWrite;
      beforeNextWrite = undefined;
      await interleaved?.();
      if (where.id !== cart.id || (where.revision ?? null) !== (cart.revision ?? null)) return { count: 0 };
      Object.assign(cart, structuredClone(data));
      return { count: 1 };
    },
  };
  const offers = [offer('offer-paid'), offer('offer-kept')];
  const tables: Record<string, object> = {
    'api::cart.cart': cartTable,
    'api::offer.offer': { findMany: async ({ where }: { where: { publicId: { $in: Array<string | undefined> } } }) => offers.filter((row) => where.publicId.$in.includes(row.publicId)), findOne: async ({ where }: { where: { publicId: string } }) => offers.find((row) => row.publicId === where.publicId) ?? null },
    'api::quote-request.quote-request': { findMany: async () => [] },
  };
  const strapi = {
    db: { query: (uid: string) => tables[uid], metadata: { get: () => ({ attributes: { items: { type: 'json' }, revision: { type: 'integer' }, updatedAt: { type: 'datetime' } } }) } },
  } as unknown as Core.Strapi;
  const sessions = { current: async () => ({ personalCode }) } as unknown as SessionStore;
  const carts = createCartService(strapi, sessions, async () => []);
  return { cart, carts, interleave: (write: () => Promise<void>) => { beforeNextWrite = write; } };
}

describe('a cart edit racing the payment that takes the paid offers out', () => {
  it('does not put a paid offer back: the edit is made again on the emptied cart', async () => {
    const { cart, carts, interleave } = customerCart(['offer-paid', 'offer-kept']);
    // The customer removes a line in one tab; between that edit's read and its write, the payment empties the cart.
    interleave(() => carts.removePaid(personalCode, ['offer-paid']));

    const removed = await carts.remove(undefined, 'offer-kept');

    expect(removed.ok && removed.value.priced.lines).toEqual([]);
    expect(cart.items).toEqual([]);
    expect(cart.revision).toBe(2);
  });

  it('keeps both changes: the paid offer leaves and the schedule chosen for the other line stays', async () => {
    const { cart, carts, interleave } = customerCart(['offer-paid', 'offer-kept']);
    interleave(() => carts.removePaid(personalCode, ['offer-paid']));

    const changed = await carts.setSchedule(undefined, 'offer-kept', 4);

    expect(changed.ok && changed.value.priced.lines.map((line) => [line.offerId, line.instalments])).toEqual([['offer-kept', 4]]);
    expect(cart.items).toEqual([{ offerId: 'offer-kept', extras: [], instalments: 4 }]);
  });

  it('writes a cart made before carts had a revision, and gives up (throws) only when every one of five tries was overtaken', async () => {
    const { cart, carts, interleave } = customerCart(['offer-paid', 'offer-kept']);
    cart.revision = null;
    await carts.remove(undefined, 'offer-paid');
    expect(cart.revision).toBe(1);

    let overtaken = 0;
    const overtake = async () => {
      overtaken += 1;
      cart.revision = (cart.revision ?? 0) + 1;
      if (overtaken < 5) interleave(overtake);
    };
    interleave(overtake);
    await expect(carts.setSchedule(undefined, 'offer-kept', 4)).rejects.toThrow();
    expect(overtaken).toBe(5);
    expect(cart.items).toEqual([{ offerId: 'offer-kept', extras: [], instalments: 1 }]);
  });

  it('writes a cart nobody else touched once', async () => {
    const { cart, carts } = customerCart(['offer-paid', 'offer-kept']);
    await carts.remove(undefined, 'offer-paid');
    expect(cart.items.map((item) => item.offerId)).toEqual(['offer-kept']);
    expect(cart.revision).toBe(1);
  });
});
