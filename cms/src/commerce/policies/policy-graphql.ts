import type { Core } from '@strapi/strapi';
import type { Commerce } from '../commerce';
import { extendGraphql, iso, rejected, type Context } from '../../graphql-support/graphql-support';
import type { PolicyRow } from '../../rows/rows';

/** The customer's own policies: active, upcoming and expired, one policy, and its document's address. */
export const policyTypeDefs = /* GraphQL */ `
  type PolicyInstalment { number: Int! dueDate: String! amount: Int! paid: Boolean! }
  type PolicyExtra { key: String! amount: Int! days: Int vat: Int! }
  type Policy {
    id: ID!
    "The insurer's number; null while the policy is concluding."
    policyNumber: String
    "issued, or concluding: paid, and our staff conclude it with the insurer (number and document follow)."
    state: String!
    "While concluding: the time promised for it (ISO 8601, UTC); null once issued."
    concludeBy: String
    insurerId: String!
    insurerName: String!
    "The insurer's logo; null when its insurer has none in the CMS."
    insurerLogo: InsurerLogo
    product: String!
    insuredObject: String!
    policyholderName: String!
    policyholderCode: String!
    "Calendar dates in Europe/Tallinn (YYYY-MM-DD), both days included."
    startDate: String!
    endDate: String!
    "upcoming, active or expired, on today's date in Tallinn."
    standing: String!
    premium: Int!
    extras: [PolicyExtra!]!
    schedule: [PolicyInstalment!]!
    coverRows: [CoverRow!]!
    deductibles: [OfferDeductible!]!
    territory: String
    "The PDF, for the logged-in owner only; null while concluding."
    documentUrl: String
    issuedAt: String!
    "In the owner's list (myPolicies), for a policy that has not ended: the renewal e-mail's link (its form and token); null otherwise."
    renewal: PolicyRenewalLink
  }
  type PolicyRenewalLink { form: String! token: String! }
  "A payment taken for offers whose policy it could not give (status REFUND_DUE): amount in cents goes back; reason paidTwice, objectAlreadyInsured or offerExpired (paid after the offer's validity ended)."
  type RefundDue { orderId: ID! amount: Int! currency: String! reason: String! createdAt: String! }
  "Money the payment provider returned for an order: amount in cents (all refunds so far), full when the whole payment went back, refundedAt the last refund's time."
  type Refund { orderId: ID! amount: Int! currency: String! full: Boolean! refundedAt: String }
  type PolicyGroups { active: [Policy!]! upcoming: [Policy!]! expired: [Policy!]! refundsDue: [RefundDue!]! refunds: [Refund!]! }
  "A renewal link's answers: the old quote's form and input, the start date the day after the policy ends (endDate)."
  type PolicyRenewal { form: String! input: JSON! policyNumber: String! endDate: String! }
  type PolicyRenewalPayload { renewal: PolicyRenewal rejection: Rejection }

  extend type Query {
    "Null when nobody is logged in."
    myPolicies: PolicyGroups
    policy(id: ID!): Policy
    "The token from a renewal e-mail's link (no login needed); 404 renewalNotFound when forged or unknown, 410 renewalExpired once the link's time is over."
    policyRenewal(token: String!): PolicyRenewalPayload!
  }
`;

export function reshapePolicy(row: PolicyRow, standing: string) {
  const concluding = row.state === 'concluding';
  return {
    id: row.publicId,
    policyNumber: concluding ? null : row.policyNumber,
    state: concluding ? 'concluding' : 'issued',
    concludeBy: concluding && row.concludeBy ? iso(row.concludeBy) : null,
    insurerId: row.insurerId,
    insurerName: row.insurerName,
    product: row.product,
    insuredObject: row.insuredObject ?? '',
    policyholderName: row.policyholder?.name ?? '',
    policyholderCode: row.policyholder?.code ?? row.personalCode,
    startDate: String(row.startDate),
    endDate: String(row.endDate),
    standing,
    premium: row.premium,
    extras: row.extras ?? [],
    schedule: row.schedule ?? [],
    coverRows: row.coverRows ?? [],
    deductibles: row.deductibles ?? [],
    territory: row.territory ?? null,
    documentUrl: concluding ? null : `/api/policies/${row.publicId}/document`,
    issuedAt: iso(row.issuedAt),
    renewal: null as { form: string; token: string } | null,
  };
}

export function registerPolicyGraphql(strapi: Core.Strapi, services: () => Commerce): void {
  extendGraphql(strapi, policyTypeDefs, {
    Query: {
      myPolicies: async (_: unknown, __: unknown, { koaContext }: Context) => {
        const session = await services().sessions.current(koaContext);
        if (!session) return null;
        const groups: Record<string, unknown[]> = {
          active: [],
          upcoming: [],
          expired: [],
          refundsDue: await services().payments.refundsDue(session.personalCode),
          refunds: await services().payments.refunds(session.personalCode),
        };
        for (const row of await services().policies.ownedBy(session.personalCode, await services().companies.representedCodes(session.personalCode))) {
          const standing = services().policies.standing(row);
          const renewal = standing === 'expired' ? null : await services().renewals.renewalOf(row);
          groups[standing]!.push({ ...reshapePolicy(row, standing), renewal: renewal ? { form: renewal.form, token: services().renewals.linkToken(row) } : null });
        }
        return groups;
      },
      policy: async (_: unknown, { id }: { id: string }, { koaContext }: Context) => {
        const session = await services().sessions.current(koaContext);
        const row = session ? await services().policies.findOwned(session.personalCode, id, await services().companies.representedCodes(session.personalCode)) : null;
        return row ? reshapePolicy(row, services().policies.standing(row)) : null;
      },
      policyRenewal: async (_: unknown, { token }: { token: string }) => {
        const outcome = await services().renewals.read(token);
        return outcome.ok ? { renewal: outcome.value, rejection: null } : rejected(outcome.rejection);
      },
    },
  });
}
