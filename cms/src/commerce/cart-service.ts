import type { Core } from '@strapi/strapi';
import { priceCart, todayInTallinn, type CartChoice, type PricedCart } from '@kindlustus/domain';
import { clientIdOf, newPublicId } from './client-identity';
import type { SessionStore } from './customer-session';
import type { ApiContext } from './koa-context';
import { reject, type Outcome } from './quote-service';

type Row = Record<string, any>;
export interface CartItem {
  offerId: string;
  extras: Array<{ key: string; days?: number }>;
  instalments: number;
}
export interface CartView {
  cart: Row;
  priced: PricedCart;
  offers: Map<string, Row>;
  quotes: Map<string, Row>;
}

const maxItems = 10;

/**
 * The cart: before login it belongs to the browser (the httpOnly client cookie), after login to the
 * customer; at login the browser's cart merges into the customer's. Prices are computed here only.
 */
export function createCartService(strapi: Core.Strapi, sessions: SessionStore, now: () => Date = () => new Date()) {
  const carts = () => strapi.db.query('api::cart.cart');
  const offers = () => strapi.db.query('api::offer.offer');
  const quotes = () => strapi.db.query('api::quote-request.quote-request');
  const policies = () => strapi.db.query('api::policy.policy');

  async function ownerOf(ctx: ApiContext | undefined, create: boolean): Promise<{ personalCode: string | null; clientId: string | null }> {
    const session = await sessions.current(ctx);
    if (session) return { personalCode: session.personalCode, clientId: null };
    return { personalCode: null, clientId: clientIdOf(ctx, create) };
  }

  async function findCart(owner: { personalCode: string | null; clientId: string | null }): Promise<Row | null> {
    if (owner.personalCode) return carts().findOne({ where: { personalCode: owner.personalCode, state: 'open' }, orderBy: { id: 'asc' } });
    if (owner.clientId) return carts().findOne({ where: { clientId: owner.clientId, personalCode: null, state: 'open' }, orderBy: { id: 'asc' } });
    return null;
  }

  async function openCart(ctx: ApiContext | undefined): Promise<Row> {
    const owner = await ownerOf(ctx, true);
    return (await findCart(owner)) ?? carts().create({ data: { publicId: newPublicId(), ...owner, state: 'open', items: [] } });
  }

  async function view(cart: Row): Promise<CartView> {
    const items = (cart.items ?? []) as CartItem[];
    const offerRows = items.length ? await offers().findMany({ where: { publicId: { $in: items.map((item) => item.offerId) } } }) : [];
    const offerById = new Map<string, Row>(offerRows.map((row: Row) => [row.publicId, row]));
    const quoteRows = offerRows.length ? await quotes().findMany({ where: { publicId: { $in: offerRows.map((row: Row) => row.quoteId) } } }) : [];
    const quoteById = new Map<string, Row>(quoteRows.map((row: Row) => [row.publicId, row]));
    const today = todayInTallinn(now());
    const choices: CartChoice[] = items
      .filter((item) => offerById.has(item.offerId))
      .map((item) => {
        const offer = offerById.get(item.offerId)!;
        const startDate = String(quoteById.get(offer.quoteId)?.input?.startDate ?? today);
        return {
          offer: {
            id: offer.publicId,
            premium: offer.premium,
            validUntil: offer.validUntil,
            extras: offer.extras ?? [],
            instalmentOptions: offer.instalmentOptions ?? [{ count: 1, premium: offer.premium }],
            startDate,
            periodMonths: offer.periodMonths ?? 12,
          },
          extras: item.extras,
          instalments: item.instalments,
        };
      });
    return { cart, priced: priceCart(choices, now(), today), offers: offerById, quotes: quoteById };
  }

  async function current(ctx: ApiContext | undefined): Promise<CartView> {
    const cart = await findCart(await ownerOf(ctx, false));
    return view(cart ?? { publicId: null, items: [] });
  }

  async function save(cart: Row, items: CartItem[]): Promise<CartView> {
    return view(await carts().update({ where: { id: cart.id }, data: { items } }));
  }

  /** Adds a confirmed, valid offer; an offer of the same quote request takes the other's place. */
  async function add(ctx: ApiContext | undefined, offerId: string): Promise<Outcome<CartView>> {
    const offer = await offers().findOne({ where: { publicId: offerId } });
    if (!offer) return reject(404, 'offerNotFound');
    if (offer.outcome !== 'offer') return reject(409, 'offerNotAvailable');
    if (!offer.confirmedAt) return reject(409, 'offerNotConfirmed');
    if (!offer.validUntil || new Date(offer.validUntil).getTime() <= now().getTime()) return reject(410, 'offerExpired');
    if (await policies().findOne({ where: { offerId } })) return reject(409, 'alreadyInsured');
    const cart = await openCart(ctx);
    const items = (cart.items ?? []) as CartItem[];
    if (items.some((item) => item.offerId === offerId)) return { ok: true, value: await view(cart) };
    const siblings = new Set((await offers().findMany({ where: { quoteId: offer.quoteId }, select: ['publicId'] })).map((row: Row) => row.publicId));
    const kept = items.filter((item) => !siblings.has(item.offerId));
    if (kept.length >= maxItems) return reject(409, 'cartFull');
    const quote = await quotes().findOne({ where: { publicId: offer.quoteId } });
    const wanted = Number(quote?.input?.instalments ?? 1);
    const instalments = (offer.instalmentOptions ?? []).some((option: Row) => option.count === wanted) ? wanted : 1;
    const extras = ((offer.extras ?? []) as Row[]).filter((extra) => extra.preselected).map((extra) => (extra.per === 'day' ? { key: extra.key, days: extra.maxDays } : { key: extra.key }));
    return { ok: true, value: await save(cart, [...kept, { offerId, extras, instalments }]) };
  }

  async function change(ctx: ApiContext | undefined, offerId: string, update: (item: CartItem, offer: Row) => CartItem | Outcome<never>): Promise<Outcome<CartView>> {
    const cart = await findCart(await ownerOf(ctx, false));
    const items = (cart?.items ?? []) as CartItem[];
    const item = items.find((entry) => entry.offerId === offerId);
    if (!cart || !item) return reject(404, 'notInCart');
    const offer = await offers().findOne({ where: { publicId: offerId } });
    const updated = update(item, offer ?? {});
    if ('ok' in updated) return updated;
    return { ok: true, value: await save(cart, items.map((entry) => (entry === item ? updated : entry))) };
  }

  async function remove(ctx: ApiContext | undefined, offerId: string): Promise<Outcome<CartView>> {
    const cart = await findCart(await ownerOf(ctx, false));
    if (!cart) return { ok: true, value: await view({ publicId: null, items: [] }) };
    return { ok: true, value: await save(cart, ((cart.items ?? []) as CartItem[]).filter((item) => item.offerId !== offerId)) };
  }

  /** Chooses an extra or leaves it out; `days` for extras priced by the day. Setting twice is harmless. */
  function setExtra(ctx: ApiContext | undefined, offerId: string, key: string, selected: boolean, days?: number | null) {
    return change(ctx, offerId, (item, offer) => {
      const terms = ((offer.extras ?? []) as Row[]).find((extra) => extra.key === key);
      if (!terms) return reject(400, 'unknownExtra');
      if (days !== undefined && days !== null && (!Number.isInteger(days) || days < 1 || days > (terms.maxDays ?? 1))) return reject(400, 'invalidDays');
      const others = item.extras.filter((extra) => extra.key !== key);
      const chosen = terms.per === 'day' ? { key, days: days ?? terms.maxDays } : { key };
      return { ...item, extras: selected ? [...others, chosen] : others };
    });
  }

  function setSchedule(ctx: ApiContext | undefined, offerId: string, instalments: number) {
    return change(ctx, offerId, (item, offer) => {
      if (!((offer.instalmentOptions ?? []) as Row[]).some((option) => option.count === instalments)) return reject(400, 'scheduleNotAllowed');
      return { ...item, instalments };
    });
  }

  /** At login: the browser's anonymous cart joins the customer's open cart (no offer twice). */
  async function mergeOnLogin(clientId: string, personalCode: string): Promise<void> {
    const anonymous = await carts().findOne({ where: { clientId, personalCode: null, state: 'open' } });
    if (!anonymous || !(anonymous.items ?? []).length) return;
    const own = await carts().findOne({ where: { personalCode, state: 'open' }, orderBy: { id: 'asc' } });
    if (!own) {
      await carts().update({ where: { id: anonymous.id }, data: { personalCode, clientId: null } });
      return;
    }
    const items = [...(own.items ?? [])] as CartItem[];
    for (const item of anonymous.items as CartItem[]) if (!items.some((entry) => entry.offerId === item.offerId)) items.push(item);
    await carts().update({ where: { id: own.id }, data: { items: items.slice(0, maxItems) } });
    await carts().update({ where: { id: anonymous.id }, data: { state: 'merged', items: [] } });
  }

  /** After payment: the paid offers leave the cart. */
  async function removePaid(personalCode: string, offerIds: string[]): Promise<void> {
    const cart = await carts().findOne({ where: { personalCode, state: 'open' }, orderBy: { id: 'asc' } });
    if (!cart) return;
    await carts().update({ where: { id: cart.id }, data: { items: ((cart.items ?? []) as CartItem[]).filter((item) => !offerIds.includes(item.offerId)) } });
  }

  return { current, add, remove, setExtra, setSchedule, mergeOnLogin, removePaid, findCart, view };
}

export type CartService = ReturnType<typeof createCartService>;
