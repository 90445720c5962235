import type { Core } from '@strapi/strapi';
import type { CoverClaim } from '@kindlustus/domain';
import type { CartItem, OfferRow } from '../../rows/rows';
import type { SessionStore } from '../login/customer-session';
import type { ApiContext } from '../../http/koa-context';
import { ownsQuote, quoteCallers } from '../quotes/quote-owner';
import { reject, type Outcome } from '../outcome';
import { createCartMerge } from './cart-merge';
import { createCartStore, maxItems, type CartView } from './cart-store';

export type { CartItem };
export type { CartView, InsertedCart, NewCart, NoCart } from './cart-store';

/**
 * The cart: before login it belongs to the browser (the httpOnly client cookie), after login to the
 * customer; at login the browser's cart merges into the customer's (cart-merge.ts). Prices are computed
 * in cart-store.ts only.
 */
export function createCartService(
  strapi: Core.Strapi,
  sessions: SessionStore,
  insuredAlready: (claims: CoverClaim[]) => Promise<CoverClaim[]>,
  now: () => Date = () => new Date(),
) {
  const store = createCartStore(strapi, sessions, insuredAlready, now);
  const { offers, quotes, policies, findCart, openCart, claimOf, view, current, onFreshCart, save, coveringTheSame, ownerOf } = store;
  const { mergeOnLogin, removePaid } = createCartMerge(strapi, store);
  const callerOf = quoteCallers(sessions);

  /**
   * Adds a confirmed, valid offer. It takes the place of another offer of the same quote request and
   * of any covering the same object with the same product for an overlapping period (named in
   * `replaced`); an object already insured for that period is refused.
   */
  function add(ctx: ApiContext | undefined, offerId: string): Promise<Outcome<CartView>> {
    return onFreshCart(() => addOnce(ctx, offerId));
  }

  async function addOnce(ctx: ApiContext | undefined, offerId: string): Promise<Outcome<CartView>> {
    const offer = await offers().findOne({ where: { publicId: offerId } });
    const quote = offer ? await quotes().findOne({ where: { publicId: offer.quoteId } }) : null;
    // A cart line shows the insured object from the quote: only the quote's owner may take its offers.
    if (!offer || !ownsQuote(await callerOf(ctx), quote)) return reject(404, 'offerNotFound');
    if (offer.outcome !== 'offer') return reject(409, 'offerNotAvailable');
    if (!offer.confirmedAt) return reject(409, 'offerNotConfirmed');
    if (!offer.validUntil || new Date(offer.validUntil).getTime() <= now().getTime()) return reject(410, 'offerExpired');
    if (await policies().findOne({ where: { offerId } })) return reject(409, 'alreadyInsured');
    const claim = claimOf(offer, quote ?? undefined);
    if (claim && (await insuredAlready([claim])).length) return reject(409, 'objectAlreadyInsured');
    const cart = await openCart(ctx);
    const items = cart.items ?? [];
    if (items.some((item) => item.offerId === offerId)) return { ok: true, value: await view(cart) };
    const siblings = new Set(items.length ? (await offers().findMany({ where: { quoteId: offer.quoteId }, select: ['publicId'] })).map((row) => row.publicId) : []);
    const fromOtherQuotes = items.filter((item) => !siblings.has(item.offerId));
    // The offer added now is the customer's latest choice: it takes the place of any covering the same.
    const replaced = claim ? await coveringTheSame(fromOtherQuotes, claim) : [];
    const others = fromOtherQuotes.filter((item) => !replaced.includes(item.offerId));
    if (others.length >= maxItems) return reject(409, 'cartFull');
    const wanted = Number(quote?.input?.instalments ?? 1);
    const instalments = (offer.instalmentOptions ?? []).some((option) => option.count === wanted) ? wanted : 1;
    const extras = (offer.extras ?? []).filter((extra) => extra.preselected).map((extra) => (extra.per === 'day' ? { key: extra.key, days: extra.maxDays } : { key: extra.key }));
    const sameQuote = items.filter((item) => siblings.has(item.offerId)).map((item) => item.offerId);
    const known = { offers: [offer], quotes: quote ? [quote] : [], uninsured: [offerId] };
    return { ok: true, value: await save(cart, [...others, { offerId, extras, instalments }], [...sameQuote, ...replaced], known) };
  }

  function change(ctx: ApiContext | undefined, offerId: string, update: (item: CartItem, offer: Partial<OfferRow>) => CartItem | Outcome<never>): Promise<Outcome<CartView>> {
    return onFreshCart(async () => {
      const cart = await findCart(await ownerOf(ctx, false));
      const items = cart?.items ?? [];
      const item = items.find((entry) => entry.offerId === offerId);
      if (!cart || !item) return reject(404, 'notInCart');
      const offer = await offers().findOne({ where: { publicId: offerId } });
      const updated = update(item, offer ?? {});
      if ('ok' in updated) return updated;
      return { ok: true, value: await save(cart, items.map((entry) => (entry === item ? updated : entry))) };
    });
  }

  function remove(ctx: ApiContext | undefined, offerId: string): Promise<Outcome<CartView>> {
    return onFreshCart(async () => {
      const cart = await findCart(await ownerOf(ctx, false));
      if (!cart) return { ok: true, value: await view({ publicId: null, items: [] }) };
      return { ok: true, value: await save(cart, (cart.items ?? []).filter((item) => item.offerId !== offerId)) };
    });
  }

  /** Chooses an extra or leaves it out; `days` for extras priced by the day. Setting twice is harmless. */
  function setExtra(ctx: ApiContext | undefined, offerId: string, key: string, selected: boolean, days?: number | null) {
    return change(ctx, offerId, (item, offer) => {
      const terms = (offer.extras ?? []).find((extra) => extra.key === key);
      if (!terms) return reject(400, 'unknownExtra');
      if (days !== undefined && days !== null && (!Number.isInteger(days) || days < 1 || days > (terms.maxDays ?? 1))) return reject(400, 'invalidDays');
      const others = item.extras.filter((extra) => extra.key !== key);
      const chosen = terms.per === 'day' ? { key, days: days ?? terms.maxDays } : { key };
      return { ...item, extras: selected ? [...others, chosen] : others };
    });
  }

  function setSchedule(ctx: ApiContext | undefined, offerId: string, instalments: number) {
    return change(ctx, offerId, (item, offer) => {
      if (!(offer.instalmentOptions ?? []).some((option) => option.count === instalments)) return reject(400, 'scheduleNotAllowed');
      return { ...item, instalments };
    });
  }

  return { current, add, remove, setExtra, setSchedule, mergeOnLogin, removePaid, findCart, view };
}

export type CartService = ReturnType<typeof createCartService>;
