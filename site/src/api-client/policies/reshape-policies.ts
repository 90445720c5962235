import { isQuoteForm } from '@kindlustus/domain/quote-forms';
import { apiUrl } from '../api-base';
import type { ResultOf } from '../graphql';
import { reshapeInsurerLogo } from '../insurer-logo';
import { productOf } from '../product-key';
import type { myPoliciesQuery } from './policies-operations';
import type { Policy, PolicyGroups, RefundReason } from './policies-types';

/** The policies' answers reshaped into the site's domain types (the only place that knows their shape). */
type PolicyData = NonNullable<ResultOf<typeof myPoliciesQuery>['myPolicies']>['active'][number];

export const refundReasonOf = (value: string | null | undefined): RefundReason => (value === 'paidTwice' || value === 'offerExpired' ? value : 'objectAlreadyInsured');

const standingOf = (value: string): Policy['standing'] => (value === 'upcoming' || value === 'expired' ? value : 'active');

export function reshapePolicy(policy: PolicyData): Policy {
  return {
    id: policy.id,
    policyNumber: policy.policyNumber ?? null,
    concludeBy: policy.state === 'concluding' ? policy.concludeBy ?? null : null,
    product: productOf(policy.product),
    insurerName: policy.insurerName,
    insurerLogo: reshapeInsurerLogo(policy.insurerLogo),
    insuredObject: policy.insuredObject,
    policyholderName: policy.policyholderName,
    policyholderCode: policy.policyholderCode,
    startDate: policy.startDate,
    endDate: policy.endDate,
    standing: standingOf(policy.standing),
    premium: policy.premium,
    territory: policy.territory ?? null,
    // The API names the document under its own /api; the browser may reach the API at another base.
    documentUrl: policy.documentUrl ? apiUrl(policy.documentUrl.replace(/^\/api\//, '')) : null,
    schedule: policy.schedule.map((entry) => ({ number: entry.number, dueDate: entry.dueDate, amount: entry.amount, paid: entry.paid })),
    extras: policy.extras.map((extra) => ({ key: extra.key, amount: extra.amount, days: extra.days ?? null, vat: extra.vat })),
    renewal: policy.renewal && isQuoteForm(policy.renewal.form) ? { form: policy.renewal.form, token: policy.renewal.token } : null,
  };
}

export function reshapePolicyGroups(groups: NonNullable<ResultOf<typeof myPoliciesQuery>['myPolicies']>): PolicyGroups {
  return {
    active: groups.active.map(reshapePolicy),
    upcoming: groups.upcoming.map(reshapePolicy),
    expired: groups.expired.map(reshapePolicy),
    refundsDue: groups.refundsDue.map((refund) => ({ orderId: refund.orderId, amount: refund.amount, reason: refundReasonOf(refund.reason) })),
    refunds: groups.refunds.map((refund) => ({ orderId: refund.orderId, amount: refund.amount, full: refund.full, refundedAt: refund.refundedAt ?? null })),
  };
}
