import type { Core } from '@strapi/strapi';
import { erasureFreshLoginMinutes, isFreshLogin, todayInTallinn } from '@kindlustus/domain';
import type { Commerce } from '../commerce/commerce';
import { extendGraphql, iso, languageOf, rejected, type Context } from '../graphql-support/graphql-support';
import type { DataRequestRow } from '../rows/rows';
import { exportCustomerData } from './customer-data';
import { policyWithdrawal, type DataRequests } from './data-requests';
import { readPrivacySettings } from './privacy-settings';

/** The account's data rights: the data export, the erasure request, and withdrawal from a policy. */
export const privacyTypeDefs = /* GraphQL */ `
  "kind: erasure or withdrawal; state: pending, approved, refused or done (as staff set it in the admin)."
  type DataRequest { id: ID! kind: String! state: String! requestedAt: String! doneAt: String policyId: String policyNumber: String lastDay: String }
  type DataRequestPayload { request: DataRequest rejection: Rejection }
  "The customer's requests and the periods the CMS sets (what an erasure keeps)."
  type MyDataRights { requests: [DataRequest!]! legalRecordYears: Int! unboughtDataDays: Int! }
  """
  A consumer's right to withdraw from the contract: state open (until lastDay, both included), ended, or none
  (reason notConsumer, shorterThanMonth or excludedProduct); request: the customer's withdrawal request, if any.
  """
  type PolicyWithdrawal { state: String! lastDay: String reason: String request: DataRequest }
  extend type Policy {
    "For the logged-in owner; null for anyone else."
    withdrawal: PolicyWithdrawal
  }

  extend type Query {
    "Everything the shop holds about the logged-in customer, machine-readable; null when nobody is logged in."
    myData: JSON
    "Null when nobody is logged in."
    myDataRequests: MyDataRights
  }
  extend type Mutation {
    """
    Asks staff to erase the customer's data (an open request is answered again, not doubled). 401 loginRequired;
    403 freshLoginRequired when the e-ID login is older than erasureFreshLoginMinutes (10): log in again first.
    """
    requestErasure(language: String): DataRequestPayload!
    "401 loginRequired; 404 policyNotFound (also for someone else's policy); 422 withdrawalNotAvailable or withdrawalPeriodOver."
    requestWithdrawal(policyId: ID!, language: String): DataRequestPayload!
  }
`;

const requestOf = (row: DataRequestRow) => ({
  id: row.publicId,
  kind: row.kind,
  state: row.state,
  requestedAt: iso(row.requestedAt),
  doneAt: iso(row.doneAt),
  policyId: row.policyId ?? null,
  policyNumber: row.policyNumber ?? null,
  lastDay: row.lastDay ? String(row.lastDay).slice(0, 10) : null,
});
const loginRequired = rejected({ status: 401, code: 'loginRequired', errors: [] });
const freshLoginRequired = rejected({ status: 403, code: 'freshLoginRequired', errors: [{ field: 'login', code: 'freshLoginRequired', params: { minutes: erasureFreshLoginMinutes } }] });

export function registerPrivacyGraphql(strapi: Core.Strapi, services: () => Commerce, dataRequests: () => DataRequests): void {
  const personOf = async (ctx: Context['koaContext']) => (await services().sessions.current(ctx))?.personalCode ?? null;
  extendGraphql(strapi, privacyTypeDefs, {
    Query: {
      myData: async (_: unknown, __: unknown, { koaContext }: Context) => {
        const personalCode = await personOf(koaContext);
        return personalCode ? exportCustomerData(strapi, personalCode) : null;
      },
      myDataRequests: async (_: unknown, __: unknown, { koaContext }: Context) => {
        const personalCode = await personOf(koaContext);
        if (!personalCode) return null;
        const settings = await readPrivacySettings(strapi);
        return { requests: (await dataRequests().listFor(personalCode)).map(requestOf), legalRecordYears: settings.legalRecordYears, unboughtDataDays: settings.unboughtDataDays };
      },
    },
    Mutation: {
      requestErasure: async (_: unknown, args: { language?: string }, { koaContext }: Context) => {
        const session = await services().sessions.current(koaContext);
        if (!session) return loginRequired;
        // Only the person at the keyboard just now: a browser left logged in, or a stolen cookie, cannot erase an account.
        if (!isFreshLogin(session.loggedInAt)) return freshLoginRequired;
        return { request: requestOf(await dataRequests().requestErasure(session.personalCode, languageOf(args.language))), rejection: null };
      },
      requestWithdrawal: async (_: unknown, args: { policyId: string; language?: string }, { koaContext }: Context) => {
        const personalCode = await personOf(koaContext);
        if (!personalCode) return loginRequired;
        const outcome = await dataRequests().requestWithdrawal(personalCode, String(args.policyId).slice(0, 64), languageOf(args.language));
        return outcome.ok ? { request: requestOf(outcome.value), rejection: null } : rejected(outcome.rejection);
      },
    },
    Policy: {
      withdrawal: async (policy: { id: string }, _: unknown, { koaContext }: Context) => {
        const personalCode = await personOf(koaContext);
        const row = personalCode ? await strapi.db.query('api::policy.policy').findOne({ where: { publicId: policy.id, personalCode } }) : null;
        if (!row || !personalCode) return null;
        const right = policyWithdrawal(row, await readPrivacySettings(strapi), todayInTallinn());
        const request = (await dataRequests().listFor(personalCode)).find((entry) => entry.kind === 'withdrawal' && entry.policyId === policy.id);
        return {
          state: right.kind,
          lastDay: right.kind === 'none' ? null : right.lastDay,
          reason: right.kind === 'none' ? right.reason : null,
          request: request ? requestOf(request) : null,
        };
      },
    },
  });
}
