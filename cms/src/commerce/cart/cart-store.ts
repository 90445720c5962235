import type { Core } from '@strapi/strapi';
import { coversOverlap, insuredObjectKey, policyEndDate, priceCart, todayInTallinn, type CartChoice, type CoverClaim, type PricedCart } from '@kindlustus/domain';
import type { CartItem, CartRow, OfferRow, QuoteRequestRow } from '../../rows/rows';
import { clientIdOf } from '../login/client-identity';
import { newPublicId } from '../public-id';
import type { SessionStore } from '../login/customer-session';
import type { ApiContext } from '../../http/koa-context';
import { rowWrites } from '../../database/row-writes';
import { tableQuery, type ReadParams } from '../../database/table-query';

/** The caller's cart before its first line: `save` inserts it with that line. */
export interface NewCart {
  id?: undefined;
  publicId: string;
  personalCode: string | null;
  clientId: string | null;
  state: 'open';
  items: CartItem[];
  revision: number;
}
/** A new cart as just inserted. */
export type InsertedCart = Omit<NewCart, 'id'> & { id: number };
/** No cart at all: what a caller without one sees. */
export interface NoCart {
  id?: undefined;
  publicId: null;
  items: CartItem[];
}
export interface CartView {
  cart: CartRow | NewCart | InsertedCart | NoCart;
  priced: PricedCart;
  offers: Map<string, OfferRow>;
  quotes: Map<string, QuoteRequestRow>;
  /** Lines whose object already has a policy of that product for an overlapping period. */
  alreadyInsured: Set<string>;
  /** Offers this change took out of the cart: the same product for the same object and period. */
  replaced: string[];
}

export const maxItems = 10;
/** How often a change is made again on the fresh cart when another write got there first. */
const attemptsOnChangedCart = 5;

/** The cart was written by someone else (a payment emptying it, another tab) since it was read. */
class CartChanged extends Error {}

/**
 * The carts as stored: whose a cart is, reading it with its offers and quotes priced (prices are computed here
 * only), writing it only over the revision it was read at, and keeping one line per product, object and period.
 */
export function createCartStore(
  strapi: Core.Strapi,
  sessions: SessionStore,
  insuredAlready: (claims: CoverClaim[]) => Promise<CoverClaim[]>,
  now: () => Date,
) {
  const carts = tableQuery(strapi, 'api::cart.cart');
  const cartWrites = rowWrites(strapi, 'api::cart.cart');
  const offers = tableQuery(strapi, 'api::offer.offer');
  const quotes = tableQuery(strapi, 'api::quote-request.quote-request');
  const policies = tableQuery(strapi, 'api::policy.policy');

  async function ownerOf(ctx: ApiContext | undefined, create: boolean): Promise<{ personalCode: string | null; clientId: string | null }> {
    const session = await sessions.current(ctx);
    if (session) return { personalCode: session.personalCode, clientId: null };
    return { personalCode: null, clientId: clientIdOf(ctx, create) };
  }

  async function findCart(owner: { personalCode: string | null; clientId: string | null }): Promise<CartRow | null> {
    if (owner.personalCode) return carts().findOne({ where: { personalCode: owner.personalCode, state: 'open' }, orderBy: { id: 'asc' } });
    if (owner.clientId) return carts().findOne({ where: { clientId: owner.clientId, personalCode: null, state: 'open' }, orderBy: { id: 'asc' } });
    return null;
  }

  /** The caller's open cart, or what a new one would be (no id yet: `save` inserts it with its first line). */
  async function openCart(ctx: ApiContext | undefined): Promise<CartRow | NewCart> {
    const owner = await ownerOf(ctx, true);
    return (await findCart(owner)) ?? { publicId: newPublicId(), ...owner, state: 'open' as const, items: [], revision: 0 };
  }

  /** What a policy from this offer would cover: its product, object and period (start never in the past). */
  function claimOf(offer: OfferRow, quote: QuoteRequestRow | undefined): CoverClaim | null {
    const objectKey = insuredObjectKey(quote?.input ?? {});
    if (!objectKey) return null;
    const today = todayInTallinn(now());
    const asked = String(quote?.input?.startDate ?? today);
    const startDate = asked < today ? today : asked;
    return { product: String(offer.product), objectKey, startDate, endDate: policyEndDate(startDate, offer.periodMonths ?? 12) };
  }

  /** Rows by public id, read only where `known` (rows the caller has just read) lacks them. */
  async function rowsById<R extends { publicId: string }>(table: () => { findMany(params: ReadParams): Promise<R[]> }, ids: string[], known: R[] = []): Promise<Map<string, R>> {
    const byId = new Map<string, R>(known.filter((row) => ids.includes(row.publicId)).map((row) => [row.publicId, row]));
    const missing = [...new Set(ids)].filter((id) => !byId.has(id));
    if (missing.length) for (const row of await table().findMany({ where: { publicId: { $in: missing } } })) byId.set(row.publicId, row);
    return byId;
  }

  /** `known`: rows this request has just read, and offers whose cover it has just found no policy in the way of. */
  async function view(cart: CartRow | NewCart | InsertedCart | NoCart, replaced: string[] = [], known: { offers?: OfferRow[]; quotes?: QuoteRequestRow[]; uninsured?: string[] } = {}): Promise<CartView> {
    const items = cart.items ?? [];
    const offerById = await rowsById(offers, items.map((item) => item.offerId), known.offers);
    const quoteById = await rowsById(quotes, [...offerById.values()].map((row) => row.quoteId), known.quotes);
    const today = todayInTallinn(now());
    const choices: CartChoice[] = items
      .filter((item) => offerById.has(item.offerId))
      .map((item) => {
        const offer = offerById.get(item.offerId)!;
        const startDate = String(quoteById.get(offer.quoteId)?.input?.startDate ?? today);
        // Only an answered offer is added to a cart: it has its premium.
        const premium = offer.premium!;
        return {
          offer: {
            id: offer.publicId,
            premium,
            validUntil: offer.validUntil,
            extras: offer.extras ?? [],
            instalmentOptions: offer.instalmentOptions ?? [{ count: 1, premium }],
            startDate,
            periodMonths: offer.periodMonths ?? 12,
          },
          extras: item.extras,
          instalments: item.instalments,
        };
      });
    const claims = new Map<string, CoverClaim>();
    for (const item of items) {
      const offer = offerById.get(item.offerId);
      const claim = offer ? claimOf(offer, quoteById.get(offer.quoteId)) : null;
      if (claim) claims.set(item.offerId, claim);
    }
    const unchecked = [...claims].filter(([offerId]) => !known.uninsured?.includes(offerId)).map(([, claim]) => claim);
    const policiesInTheWay = unchecked.length ? await insuredAlready(unchecked) : [];
    const alreadyInsured = new Set([...claims].filter(([, claim]) => policiesInTheWay.some((policy) => coversOverlap(claim, policy))).map(([offerId]) => offerId));
    const priced = priceCart(choices, now(), today);
    if (alreadyInsured.size) {
      priced.payable = false;
      priced.problems = [...priced.problems, 'alreadyInsured'];
    }
    return { cart, priced, offers: offerById, quotes: quoteById, alreadyInsured, replaced };
  }

  async function current(ctx: ApiContext | undefined): Promise<CartView> {
    const cart = await findCart(await ownerOf(ctx, false));
    return view(cart ?? { publicId: null, items: [] });
  }

  /**
   * Writes the cart only if nobody has since it was read (its revision), so that e.g. a payment taking the
   * paid offers out is never undone by an edit that read the cart before it; else throws CartChanged.
   */
  async function write(cart: CartRow, data: Partial<Pick<CartRow, 'items' | 'personalCode' | 'clientId' | 'state'>>): Promise<CartRow> {
    const revision = cart.revision ?? null;
    const changed = { ...data, revision: Number(revision ?? 0) + 1 };
    if (!(await cartWrites.patch({ id: cart.id, revision }, changed))) throw new CartChanged();
    return { ...cart, ...changed };
  }

  /** Runs a read-change-write of carts again while another write got in between. */
  async function onFreshCart<T>(change: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await change();
      } catch (error) {
        if (!(error instanceof CartChanged) || attempt >= attemptsOnChangedCart) throw error;
      }
    }
  }

  async function save(cart: CartRow | NewCart, items: CartItem[], replaced: string[] = [], known: Parameters<typeof view>[2] = {}): Promise<CartView> {
    if (cart.id === undefined) {
      const fresh = { ...cart, items, revision: 1 };
      return view({ id: await cartWrites.add(fresh), ...fresh }, replaced, known);
    }
    return view(await write(cart, { items }), replaced, known);
  }

  /** Each item's offer, quote and claim, for keeping one line per product, object and period. */
  async function itemClaims(items: CartItem[]): Promise<Map<string, { claim: CoverClaim | null; confirmedAt: number }>> {
    const offerRows: OfferRow[] = items.length ? await offers().findMany({ where: { publicId: { $in: items.map((item) => item.offerId) } } }) : [];
    const quoteRows: QuoteRequestRow[] = offerRows.length ? await quotes().findMany({ where: { publicId: { $in: offerRows.map((row) => row.quoteId) } } }) : [];
    const quoteById = new Map(quoteRows.map((row) => [row.publicId, row]));
    return new Map(offerRows.map((row) => [row.publicId, { claim: claimOf(row, quoteById.get(row.quoteId)), confirmedAt: new Date(row.confirmedAt ?? 0).getTime() }]));
  }

  async function coveringTheSame(items: CartItem[], claim: CoverClaim): Promise<string[]> {
    const claims = await itemClaims(items);
    return items.filter((item) => { const other = claims.get(item.offerId)?.claim; return other ? coversOverlap(other, claim) : false; }).map((item) => item.offerId);
  }

  /**
   * One line per product, insured object and period: of offers that would cover the same thing,
   * the one confirmed last stays (with its extras and schedule); the others are named as replaced.
   */
  async function keepNewestCover(items: CartItem[]): Promise<{ kept: CartItem[]; replaced: string[] }> {
    // One line covers nothing twice: nothing to read.
    if (items.length < 2) return { kept: items, replaced: [] };
    const claims = await itemClaims(items);
    const newestFirst = [...items].sort((a, b) => (claims.get(b.offerId)?.confirmedAt ?? 0) - (claims.get(a.offerId)?.confirmedAt ?? 0));
    const winners: CoverClaim[] = [];
    const replaced: string[] = [];
    for (const item of newestFirst) {
      const claim = claims.get(item.offerId)?.claim;
      if (claim && winners.some((winner) => coversOverlap(winner, claim))) replaced.push(item.offerId);
      else if (claim) winners.push(claim);
    }
    return { kept: items.filter((item) => !replaced.includes(item.offerId)), replaced };
  }

  return { carts, offers, quotes, policies, ownerOf, findCart, openCart, claimOf, view, current, write, onFreshCart, save, coveringTheSame, keepNewestCover };
}

export type CartStore = ReturnType<typeof createCartStore>;
