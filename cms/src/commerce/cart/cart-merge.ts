import type { Core } from '@strapi/strapi';
import type { CartItem } from '../../rows/rows';
import { maxItems, type CartStore } from './cart-store';

/** At login the browser's cart joins the customer's; after payment the paid offers leave the cart. */
export function createCartMerge(strapi: Core.Strapi, store: CartStore) {
  const { carts, offers, quotes, policies, write, onFreshCart, keepNewestCover } = store;

  /** At login: the browser's anonymous cart joins the customer's open cart (only their quotes' offers, no offer twice, none bought already). */
  function mergeOnLogin(clientId: string, personalCode: string): Promise<void> {
    return onFreshCart(() => mergeOnce(clientId, personalCode));
  }

  /**
   * The items whose offer is of one of the customer's quotes: the login handed over only the person's own
   * (client-handover.ts); an offer of a quote left behind (a stranger's on a shared computer) stays out.
   */
  async function ofTheCustomer(items: CartItem[], personalCode: string): Promise<CartItem[]> {
    if (!items.length) return items;
    const offerRows = await offers().findMany({ where: { publicId: { $in: items.map((item) => item.offerId) } }, select: ['publicId', 'quoteId'] });
    const theirs = new Set((await quotes().findMany({ where: { publicId: { $in: offerRows.map((row) => row.quoteId) }, personalCode }, select: ['publicId'] })).map((row) => row.publicId));
    const mine = new Set(offerRows.filter((row) => theirs.has(row.quoteId)).map((row) => row.publicId));
    return items.filter((item) => mine.has(item.offerId));
  }

  /** The items whose offer was not bought yet (e.g. in another browser since this one's cart was filled). */
  async function notBought(items: CartItem[]): Promise<CartItem[]> {
    if (!items.length) return items;
    const bought = new Set((await policies().findMany({ where: { offerId: { $in: items.map((item) => item.offerId) } }, select: ['offerId'] })).map((row) => row.offerId));
    return items.filter((item) => !bought.has(item.offerId));
  }

  async function mergeOnce(clientId: string, personalCode: string): Promise<void> {
    // The browser's and the customer's open carts in one read.
    const open = await carts().findMany({ where: { state: 'open', $or: [{ clientId, personalCode: null }, { personalCode }] }, orderBy: { id: 'asc' } });
    const anonymous = open.find((cart) => cart.clientId === clientId && cart.personalCode === null);
    const anonymousItems = anonymous?.items ?? [];
    if (!anonymous || !anonymousItems.length) return;
    const joining = await notBought(await ofTheCustomer(anonymousItems, personalCode));
    const own = open.find((cart) => cart.personalCode === personalCode);
    if (!own) {
      const { kept } = await keepNewestCover(joining);
      await write(anonymous, { personalCode, clientId: null, items: kept });
      return;
    }
    const items = [...(own.items ?? [])];
    for (const item of joining) if (!items.some((entry) => entry.offerId === item.offerId)) items.push(item);
    const { kept } = await keepNewestCover(items);
    // One transaction: the customer's cart never holds the browser's offers while the browser's cart still does.
    // Each write checks its cart's revision, so the reads before it need none; a single write needs none either.
    await strapi.db.transaction(async () => {
      await write(own, { items: kept.slice(0, maxItems) });
      await write(anonymous, { state: 'merged', items: [] });
    });
  }

  /** After payment: the paid offers leave the cart. */
  function removePaid(personalCode: string, offerIds: string[]): Promise<void> {
    return onFreshCart(async () => {
      const cart = await carts().findOne({ where: { personalCode, state: 'open' }, orderBy: { id: 'asc' } });
      if (!cart) return;
      const items = (cart.items ?? []).filter((item) => !offerIds.includes(item.offerId));
      if (items.length < (cart.items ?? []).length) await write(cart, { items });
    });
  }

  return { mergeOnLogin, removePaid };
}
