import type { Core } from '@strapi/strapi';
import { clientIdOf } from '../login/client-identity';
import type { QuoteCaller } from './quote-owner';
import { extendGraphql, iso, languageOf, rejected, type Context } from '../../graphql-support/graphql-support';
import type { OfferLine } from './quote-lines';
import type { QuoteForm, QuoteService, QuoteWithOffers } from './quote-service';
import { clientAddress } from '../../http/koa-context';
import { addressRateLimiter, type AddressLimits } from '../../rate-limits/rate-limit';

/** The provider API's quote part in GraphQL (at /api/graphql): the site's Apollo client talks to this. */
export const quoteTypeDefs = /* GraphQL */ `
  type Vehicle {
    plate: String!
    make: String!
    model: String!
    year: Int!
    category: String!
    bodyType: String!
    powerKw: Int!
    massKg: Int!
    seats: Int!
    status: String!
    "customer: typed by the customer because the register did not answer (bodyType empty, massKg and seats 0); null: from the register."
    source: String
  }
  type VehicleLookup {
    plate: String!
    "False when the text is no Estonian licence plate at all."
    valid: Boolean!
    found: Boolean!
    "False when the register did not answer (or none is configured): the form asks for make, model, year and power."
    registerAnswered: Boolean!
    vehicle: Vehicle
  }
  type CoverRow { key: String! included: Boolean! limit: Int }
  type OfferDeductible { key: String! amount: Int percent: Int }
  type CompensationLimit { key: String! amount: Int! }
  "An extra the insurer sells with the offer; vatable ones are services priced with VAT."
  type OfferExtra { key: String! price: Int! per: String! maxDays: Int vatable: Boolean! preselected: Boolean! }
  type InstalmentOption { count: Int! premium: Int! }
  "Who answers a line our broker's staff price (an insurer without an API), and the time they promised (ISO 8601, UTC)."
  type DeskAnswer { office: String! answerBy: String }
  "One of the insurer's documents for an offer our broker's staff entered."
  type OfferLink { title: String! url: String! }
  """
  One step that made the premium, in order: first the base (amount), then each loading or discount.
  basisPoints alone: that rate of the premium so far (positive dearer). amount: the cents the step added
  (negative took off); with basisPoints when the rate's money is not simply that rate of the premium so far.
  """
  type PriceFactor { key: String! basisPoints: Int amount: Int }
  "One insurer's answer. Money is in euro cents; times are ISO 8601 in UTC."
  type InsuranceOffer {
    id: ID!
    insurerId: String!
    insurerName: String!
    "The insurer's logo; null when its insurer has none in the CMS."
    insurerLogo: InsurerLogo
    product: String!
    "offer, declined, unavailable, or pending while the insurer has not answered yet."
    status: String!
    reason: String
    premium: Int
    "Why this price: every step that made the premium; empty without an offer."
    priceFactors: [PriceFactor!]!
    periodMonths: Int
    coverRows: [CoverRow!]!
    deductibles: [OfferDeductible!]!
    compensationLimits: [CompensationLimit!]!
    territory: String
    usage: String
    extras: [OfferExtra!]!
    instalmentsAllowed: [Int!]!
    "The premium for the period under each schedule the insurer allows."
    instalmentOptions: [InstalmentOption!]!
    indicative: Boolean!
    "Priced on the vehicle the customer typed (make, model, year, power) because the register did not answer."
    vehicleTyped: Boolean!
    validUntil: String
    valid: Boolean!
    confirmedAt: String
    "Our broker's staff answer this insurer (no API): who and by when; null for a line the insurer's system answers."
    desk: DeskAnswer
    "The note our staff wrote to the customer when the insurer declined (reason deskDeclined): only for the owner of its quote, null to anyone else."
    declineNote: String
    "The insurer's documents our broker's staff gave with the offer."
    documentLinks: [OfferLink!]!
    "The quote it answers: only for its owner (the browser that asked, or the customer it is linked to)."
    quoteRequestId: ID
    "True for the owner of its quote. Anyone else with the link sees the offer, without quoteRequestId and price factors, and cannot confirm it."
    owned: Boolean!
  }
  type CustomerQuote {
    id: ID!
    product: String!
    form: String!
    input: JSON!
    vehicle: Vehicle
    language: String!
    createdAt: String!
    "Offers first, cheapest first; then declined, unavailable, and pending last."
    offers: [InsuranceOffer!]!
    "The insurers asked, without those whose answer our broker's staff are still preparing (deskPending)."
    insurersAsked: Int!
    insurersAnswered: Int!
    "Every insurer asked has answered (or is past its time limit); lines our broker's staff answer wait apart, in deskPending."
    complete: Boolean!
    "Lines our broker's staff are still answering (each offer's desk says by when): read the quote now and then until 0."
    deskPending: Int!
  }
  type FieldError { field: String! code: String! params: JSON }
  type Rejection { status: Int! code: String! errors: [FieldError!]! input: JSON currentPremium: Int }
  type QuotePayload { quote: CustomerQuote rejection: Rejection }
  type OfferPayload { offer: InsuranceOffer rejection: Rejection }

  extend type Query {
    vehicle(plate: String!): VehicleLookup!
    "Only for the browser that asked or the customer it is linked to; anyone else gets null, as for an unknown id."
    customerQuote(id: ID!): CustomerQuote
    insuranceOffer(id: ID!): InsuranceOffer
    "The quotes this browser asked for."
    myQuotes: [CustomerQuote!]!
  }
  type Mutation {
    "Asks every insurer and answers when all have answered or reached the time limit."
    requestQuote(form: String!, input: JSON!, language: String): QuotePayload!
    "Answers at once with a pending line per insurer; read customerQuote until complete to see the answers arrive."
    startQuote(form: String!, input: JSON!, language: String): QuotePayload!
    confirmOffer(id: ID!, price: Int): OfferPayload!
  }
`;


/**
 * An offer as the API answers it. The offer itself may be shared by its link; what leads to the person
 * (the quote's id, the price factors that tell e.g. their claims history) only its owner gets.
 */
export function reshapeOffer(row: OfferLine, owned: boolean, now: Date = new Date()) {
  return {
    id: row.publicId,
    insurerId: row.insurerId,
    insurerName: row.insurerName,
    product: row.product,
    status: row.outcome,
    reason: row.reason ?? null,
    premium: row.premium ?? null,
    priceFactors: (owned ? row.priceFactors ?? [] : []).map((factor) => ({ key: factor.key, basisPoints: factor.basisPoints ?? null, amount: factor.amount ?? null })),
    periodMonths: row.periodMonths ?? null,
    coverRows: row.coverRows ?? [],
    deductibles: row.deductibles ?? [],
    compensationLimits: row.compensationLimits ?? [],
    territory: row.territory ?? null,
    usage: row.usage ?? null,
    extras: (row.extras ?? []).map((extra) => ({ ...extra, vatable: Boolean(extra.vatable), preselected: Boolean(extra.preselected) })),
    instalmentsAllowed: row.instalmentsAllowed ?? [],
    instalmentOptions: row.instalmentOptions ?? (row.premium ? [{ count: 1, premium: row.premium }] : []),
    indicative: Boolean(row.indicative),
    vehicleTyped: Boolean(row.vehicleTyped),
    validUntil: iso(row.validUntil),
    valid: row.outcome === 'offer' && !!row.validUntil && new Date(row.validUntil).getTime() > now.getTime(),
    confirmedAt: iso(row.confirmedAt),
    desk: row.channel === 'desk' ? { office: row.deskOffice ?? '', answerBy: iso(row.answerBy) } : null,
    // A desk decline's note may tell of the customer's own (for employer health: their staff's health): its owner's only.
    declineNote: owned ? row.declineNote ?? null : null,
    documentLinks: (row.documentLinks ?? []).map((link) => ({ title: String(link.title), url: String(link.url) })),
    quoteRequestId: owned ? row.quoteId ?? null : null,
    owned,
  };
}

const statusOrder: Record<string, number> = { offer: 0, declined: 1, unavailable: 2, pending: 3 };

/** A quote, answered only to its owner. */
export function reshapeQuote(row: QuoteWithOffers) {
  const lines: OfferLine[] = row.offers ?? [];
  const offers = [...lines].sort((a, b) => statusOrder[a.outcome]! - statusOrder[b.outcome]! || (a.premium ?? 0) - (b.premium ?? 0));
  const answered = lines.filter((line) => line.outcome !== 'pending').length;
  const deskPending = lines.filter((line) => line.outcome === 'pending' && line.channel === 'desk').length;
  return {
    id: row.publicId,
    product: row.product,
    form: row.form,
    input: row.input,
    vehicle: row.vehicle ?? null,
    language: row.language,
    createdAt: iso(row.createdAt),
    offers: offers.map((offer) => reshapeOffer(offer, true)),
    insurersAsked: lines.length - deskPending,
    insurersAnswered: answered,
    complete: answered === lines.length - deskPending,
    deskPending,
  };
}

export function registerQuoteGraphql(
  strapi: Core.Strapi,
  service: () => QuoteService,
  callerOf: (ctx: Context['koaContext'] | undefined) => Promise<QuoteCaller>,
  limits: AddressLimits,
): void {
  // Shadow CRUD is off (config/plugins.ts): stored quotes and offers are reached only through these operations.
  const limiter = addressRateLimiter(() => strapi.db.connection, 'quote', limits);
  // Both ways of asking for a quote take from the same limits and answer alike.
  const quoteMutation =
    (ask: (quotes: QuoteService) => QuoteService['requestQuote']) =>
    async (_: unknown, args: { form: string; input: unknown; language?: string }, context: Context) => {
      const ctx = context.koaContext;
      const clientId = clientIdOf(ctx, true);
      const address = clientAddress(ctx);
      if (!(await limiter.take(address))) return rejected({ status: 429, code: 'tooManyRequests', errors: [], input: args.input });
      const owner = { clientId, personalCode: (await callerOf(ctx)).personalCode, address };
      const outcome = await ask(service())(args.form as QuoteForm, args.input, languageOf(args.language), owner);
      return outcome.ok ? { quote: reshapeQuote(outcome.value), rejection: null } : rejected(outcome.rejection);
    };
  extendGraphql(strapi, quoteTypeDefs, {
    Query: {
      vehicle: async (_: unknown, { plate }: { plate: string }) => {
        const { valid, answered, lookup } = await service().lookupVehicle(plate);
        return { plate, valid, found: Boolean(lookup?.found), registerAnswered: answered, vehicle: lookup?.found ? lookup.vehicle : null };
      },
      customerQuote: async (_: unknown, { id }: { id: string }, context: Context) => {
        const row = await service().findOwnQuoteRequest(id, await callerOf(context.koaContext));
        return row ? reshapeQuote(row) : null;
      },
      insuranceOffer: async (_: unknown, { id }: { id: string }, context: Context) => {
        const found = await service().findOfferFor(id, await callerOf(context.koaContext));
        return found ? reshapeOffer(found.offer, found.owned) : null;
      },
      myQuotes: async (_: unknown, __: unknown, context: Context) =>
        (await service().clientQuoteRequests(clientIdOf(context.koaContext, false))).map(reshapeQuote),
    },
    Mutation: {
      requestQuote: quoteMutation((quotes) => quotes.requestQuote),
      startQuote: quoteMutation((quotes) => quotes.startQuote),
      confirmOffer: async (_: unknown, { id, price }: { id: string; price?: number | null }, context: Context) => {
        const outcome = await service().confirmOffer(id, price, await callerOf(context.koaContext));
        return outcome.ok ? { offer: reshapeOffer(outcome.value, true), rejection: null } : rejected(outcome.rejection);
      },
    },
  });
}
