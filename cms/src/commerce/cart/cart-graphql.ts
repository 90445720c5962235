import type { Core } from '@strapi/strapi';
import type { CartView } from './cart-service';
import type { Commerce } from '../commerce';
import { reshapeOffer } from '../quotes/quote-graphql';
import { extendGraphql, rejected, type Context } from '../../graphql-support/graphql-support';
import { describeInsuredObject, policyholderOf } from '../quotes/insured-object';
import { mayPayByInvoice } from '@kindlustus/domain';
import type { Outcome } from '../outcome';

/** The cart with extras and schedules (paying it: payment/payment-graphql.ts). Money in euro cents. */
export const cartTypeDefs = /* GraphQL */ `
  type CartExtra { key: String! per: String! unitPrice: Int! maxDays: Int selected: Boolean! days: Int amount: Int! vat: Int! }
  type Instalment { number: Int! dueDate: String! amount: Int! }
  type CartLine {
    offer: InsuranceOffer!
    insuredObject: String!
    premium: Int!
    instalments: Int!
    instalmentsAllowed: [Int!]!
    schedule: [Instalment!]!
    extras: [CartExtra!]!
    extrasTotal: Int!
    vat: Int!
    "The first instalment and every chosen extra."
    dueNow: Int!
    "An expired offer stays in the cart, flagged, and the cart cannot be paid until it is removed."
    expired: Boolean!
    "The object already has a policy of this product for an overlapping period: this line cannot be paid."
    alreadyInsured: Boolean!
  }
  type Cart {
    lines: [CartLine!]! premiumTotal: Int! extrasTotal: Int! vatTotal: Int! total: Int! dueNow: Int! payable: Boolean! problems: [String!]!
    "Every line's policyholder is a company (a registry code): the cart may be paid by invoice (startPayment's method invoice)."
    invoiceAllowed: Boolean!
  }
  type CartPayload {
    cart: Cart
    "Offers this change took out of the cart: another offer of the same quote, or one covering the same object and period."
    replaced: [ID!]!
    rejection: Rejection
  }
  extend type Query {
    cart: Cart!
  }
  extend type Mutation {
    addToCart(offerId: ID!): CartPayload!
    removeFromCart(offerId: ID!): CartPayload!
    setCartExtra(offerId: ID!, key: String!, selected: Boolean!, days: Int): CartPayload!
    setCartSchedule(offerId: ID!, instalments: Int!): CartPayload!
  }
`;

export function reshapeCart(view: CartView) {
  const { priced } = view;
  const noPayer = { personalCode: '', name: '' };
  return {
    ...priced,
    invoiceAllowed: mayPayByInvoice(priced.lines.map((line) => ({ policyholder: policyholderOf(view.quotes.get(view.offers.get(line.offerId)?.quoteId ?? '') ?? null, noPayer) }))),
    lines: priced.lines.map((line) => {
      const offer = view.offers.get(line.offerId)!;
      return {
        ...line,
        // Only the owner of an offer's quote can put it in a cart (cart-service's add), so the cart's owner owns its lines.
        offer: reshapeOffer(offer, true),
        insuredObject: describeInsuredObject(view.quotes.get(offer.quoteId) ?? null),
        alreadyInsured: view.alreadyInsured.has(line.offerId),
      };
    }),
  };
}

const cartPayload = (outcome: Outcome<CartView>) =>
  outcome.ok ? { cart: reshapeCart(outcome.value), replaced: outcome.value.replaced, rejection: null } : { ...rejected(outcome.rejection), replaced: [] };

export function registerCartGraphql(strapi: Core.Strapi, services: () => Commerce): void {
  extendGraphql(strapi, cartTypeDefs, {
    Query: {
      cart: async (_: unknown, __: unknown, { koaContext }: Context) => reshapeCart(await services().carts.current(koaContext)),
    },
    Mutation: {
      addToCart: async (_: unknown, { offerId }: { offerId: string }, { koaContext }: Context) => cartPayload(await services().carts.add(koaContext, offerId)),
      removeFromCart: async (_: unknown, { offerId }: { offerId: string }, { koaContext }: Context) => cartPayload(await services().carts.remove(koaContext, offerId)),
      setCartExtra: async (_: unknown, args: { offerId: string; key: string; selected: boolean; days?: number | null }, { koaContext }: Context) =>
        cartPayload(await services().carts.setExtra(koaContext, args.offerId, args.key, args.selected, args.days)),
      setCartSchedule: async (_: unknown, args: { offerId: string; instalments: number }, { koaContext }: Context) =>
        cartPayload(await services().carts.setSchedule(koaContext, args.offerId, args.instalments)),
    },
  });
}
