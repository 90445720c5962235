import type { Core } from '@strapi/strapi';
import type { Company } from '@kindlustus/domain';
import { addressRateLimiter, databaseRateLimiter, type AddressLimits, type RateLimit } from '../../rate-limits/rate-limit';
import type { Commerce } from '../commerce';
import { extendGraphql, languageOf, rejected, type Context } from '../../graphql-support/graphql-support';
import { policyholderOf } from '../quotes/insured-object';
import type { Outcome } from '../outcome';
import type { ConfirmationView } from './joint-confirmations';
import { clientAddress } from '../../http/koa-context';

/** The provider API's company part: the quote form's lookup and whom a logged-in person may act for. */
export const companyTypeDefs = /* GraphQL */ `
  "A company in the e-Business Register. status: active, liquidation (or bankrupt) or deleted."
  type RegisteredCompany { registryCode: String! name: String! legalForm: String! status: String! address: String! vatNumber: String }
  type CompanyLookup {
    registryCode: String!
    "False when the text is no Estonian registry code."
    valid: Boolean!
    "False when the register did not answer (or none is configured): the form takes the company as typed, and says it will be checked."
    registerAnswered: Boolean!
    found: Boolean!
    "companyDeleted or companyInLiquidation: the company cannot be insured here; null for an active one."
    refusal: String
    company: RegisteredCompany
    "True when the caller used up their lookups (429 tooManyRequests): nothing was asked."
    limited: Boolean!
  }
  "A company the logged-in person may act for: right alone (buys), or jointly (a second representative confirms the purchase)."
  type ActingCompany { company: RegisteredCompany! right: String! }
  type ActingChoices {
    "False when the register did not answer: only 'for myself' can be offered now."
    registerAnswered: Boolean!
    companies: [ActingCompany!]!
  }
  "The company chosen (null: for myself) and the right the register gives the person now: alone or jointly."
  type ActingForPayload { actingFor: ActingFor right: String rejection: Rejection }
  "A purchase for a company waiting for (or given) a second representative's confirmation."
  type CompanyConfirmation { registryCode: String! companyName: String! requestedByName: String! offerCount: Int! offers: [CompanyConfirmationOffer!]! expiresAt: String! confirmed: Boolean! }
  "An offer a company's purchase is for, as the confirming representative sees it: premium in cents."
  type CompanyConfirmationOffer { insurerName: String! product: String! premium: Int }
  type CompanyConfirmationPayload { confirmation: CompanyConfirmation rejection: Rejection }
  extend type Query {
    companyLookup(registryCode: String!): CompanyLookup!
    "Null when nobody is logged in."
    actingChoices: ActingChoices
    "What a confirmation link confirms: 404 confirmationNotFound, 410 confirmationExpired."
    companyConfirmation(token: String!): CompanyConfirmationPayload!
  }
  extend type Mutation {
    """
    After login: act for a company the register says the person may represent (alone or jointly), or for themselves
    (registryCode null). Kept in this login's session only. 401 loginRequired; 400 invalidRegistryCode; 404
    companyNotFound; 403 notRepresentative; 409 companyDeleted, companyInLiquidation; 503 businessRegisterUnavailable.
    """
    chooseActingFor(registryCode: String): ActingForPayload!
    "The logged-in buyer's cart lines for the company wait for a second representative: a link goes to email. 409 confirmationNotNeeded (the buyer acts alone), companyNotInCart; 403 notRepresentative; 409 companyDeleted, companyInLiquidation; 429 tooManyRequests (10 at once, then 10 an hour per person); 503 businessRegisterUnavailable."
    requestCompanyConfirmation(registryCode: String!, email: String!, language: String): CompanyConfirmationPayload!
    "The logged-in second representative confirms: 401 loginRequired, 403 sameRepresentative or notRepresentative, 409 alreadyConfirmed (by another), 404/410 as the query."
    confirmCompanyPurchase(token: String!): CompanyConfirmationPayload!
  }
`;

const payload = (outcome: Outcome<ConfirmationView>) => (outcome.ok ? { confirmation: outcome.value, rejection: null } : rejected(outcome.rejection));
const loginRequired = () => rejected({ status: 401, code: 'loginRequired', errors: [] });

const reshapeCompany = ({ registryCode, name, legalForm, status, address, vatNumber }: Company) => ({ registryCode, name, legalForm, status, address, vatNumber });

export interface CompanyLimits {
  lookup: AddressLimits;
  /** Per person: each request e-mails an address the buyer typed and asks the register (a paid query). */
  confirmationRequests: RateLimit;
}

export function registerCompanyGraphql(strapi: Core.Strapi, services: () => Commerce, limits: CompanyLimits): void {
  const limiter = addressRateLimiter(() => strapi.db.connection, 'company-lookup', limits.lookup);
  const requestLimiter = databaseRateLimiter(() => strapi.db.connection, 'company-confirmation-request', limits.confirmationRequests);
  extendGraphql(strapi, companyTypeDefs, {
    Query: {
      companyLookup: async (_: unknown, { registryCode }: { registryCode: string }, { koaContext }: Context) => {
        if (!(await limiter.take(clientAddress(koaContext)))) {
          return { registryCode, valid: true, registerAnswered: false, found: false, refusal: null, company: null, limited: true };
        }
        const found = await services().companies.lookup(registryCode);
        return { ...found, found: Boolean(found.company), company: found.company ? reshapeCompany(found.company) : null, limited: false };
      },
      actingChoices: async (_: unknown, __: unknown, { koaContext }: Context) => {
        const session = await services().sessions.current(koaContext);
        if (!session) return null;
        const choices = await services().companies.choicesOf(session.personalCode);
        return { registerAnswered: choices !== null, companies: (choices ?? []).map(({ company, right }) => ({ company: reshapeCompany(company), right })) };
      },
      companyConfirmation: async (_: unknown, { token }: { token: string }) => payload(await services().confirmations.read(token)),
    },
    Mutation: {
      requestCompanyConfirmation: async (_: unknown, args: { registryCode: string; email: string; language?: string }, { koaContext }: Context) => {
        const session = await services().sessions.current(koaContext);
        if (!session) return loginRequired();
        if (!(await requestLimiter.take(session.personalCode))) return rejected({ status: 429, code: 'tooManyRequests', errors: [] });
        const buyer = await services().confirmations.buyer(session.personalCode);
        // The offers in the buyer's cart whose policy is for this company: the ones the second representative confirms.
        const view = await services().carts.current(koaContext);
        const offerIds = view.priced.lines
          .filter((line) => {
            const offer = view.offers.get(line.offerId);
            return policyholderOf(offer ? view.quotes.get(offer.quoteId) ?? null : null, buyer).code === args.registryCode;
          })
          .map((line) => line.offerId);
        return payload(await services().confirmations.request(buyer, args.registryCode, offerIds, args.email, languageOf(args.language)));
      },
      chooseActingFor: async (_: unknown, { registryCode }: { registryCode?: string | null }, { koaContext }: Context) => {
        const session = await services().sessions.current(koaContext);
        if (!session) return loginRequired();
        if (!registryCode) {
          await services().sessions.setActingFor(koaContext, null);
          return { actingFor: null, right: null, rejection: null };
        }
        const choice = await services().companies.actingChoice(session.personalCode, registryCode);
        if (!choice.ok) return rejected(choice.rejection);
        const actingFor = { registryCode: choice.value.company.registryCode, name: choice.value.company.name };
        await services().sessions.setActingFor(koaContext, actingFor);
        return { actingFor, right: choice.value.right, rejection: null };
      },
      confirmCompanyPurchase: async (_: unknown, { token }: { token: string }, { koaContext }: Context) => {
        const session = await services().sessions.current(koaContext);
        if (!session) return loginRequired();
        return payload(await services().confirmations.confirm(token, session.personalCode));
      },
    },
  });
}
