import { apiUrl } from './api-base';
import { reshapeInsurerLogo } from './insurer-logo';
import { isQuoteForm, productKeys, type ProductKey } from '@kindlustus/domain/quote-forms';
import type { ResultOf } from './graphql';
import type { cartQuery, myPoliciesQuery, paymentOrderQuery, pollLoginMutation, sessionQuery } from './account-operations';
import type { Cart, CartLine, LoginState, PaymentOrder, PaymentStatus, Policy, PolicyGroups, RefundReason, SessionSummary } from './account-types';

/** The account side's answers reshaped into the site's domain types (the only place that knows their shape). */
type CartData = ResultOf<typeof cartQuery>['cart'];
type OrderData = NonNullable<ResultOf<typeof paymentOrderQuery>['paymentOrder']>;
type PolicyData = NonNullable<ResultOf<typeof myPoliciesQuery>['myPolicies']>['active'][number];

const productOf = (value: string): ProductKey => ((productKeys as readonly string[]).includes(value) ? (value as ProductKey) : 'traffic');
const paymentStatuses: readonly PaymentStatus[] = ['PENDING', 'AUTHORIZED', 'PAID', 'ABANDONED', 'VOIDED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_DUE'];
const refundReasonOf = (value: string | null | undefined): RefundReason => (value === 'paidTwice' || value === 'offerExpired' ? value : 'objectAlreadyInsured');
/** A status the site does not know is treated as not yet settled: the page keeps asking. */
const paymentStatusOf = (value: string): PaymentStatus => (paymentStatuses.includes(value as PaymentStatus) ? (value as PaymentStatus) : 'PENDING');
const standingOf = (value: string): Policy['standing'] => (value === 'upcoming' || value === 'expired' ? value : 'active');

function reshapeLine(line: CartData['lines'][number]): CartLine {
  const { offer } = line;
  return {
    offer: {
      id: offer.id,
      insurerId: offer.insurerId,
      insurerName: offer.insurerName,
      insurerLogo: reshapeInsurerLogo(offer.insurerLogo),
      product: productOf(offer.product),
      periodMonths: offer.periodMonths ?? null,
      validUntil: offer.validUntil ?? null,
      valid: offer.valid,
      quoteId: offer.quoteRequestId ?? null,
      coverRows: offer.coverRows.map((row) => ({ key: row.key, included: row.included, limit: row.limit ?? null })),
      deductibles: offer.deductibles.map((row) => ({ key: row.key, amount: row.amount ?? null, percent: row.percent ?? null })),
      territory: offer.territory ?? null,
    },
    insuredObject: line.insuredObject,
    premium: line.premium,
    instalments: line.instalments,
    instalmentsAllowed: [...line.instalmentsAllowed],
    schedule: line.schedule.map((entry) => ({ number: entry.number, dueDate: entry.dueDate, amount: entry.amount })),
    extras: line.extras.map((extra) => ({
      key: extra.key,
      per: extra.per === 'day' ? 'day' : 'policy',
      unitPrice: extra.unitPrice,
      maxDays: extra.maxDays ?? null,
      selected: extra.selected,
      days: extra.days ?? null,
      amount: extra.amount,
      vat: extra.vat,
    })),
    extrasTotal: line.extrasTotal,
    vat: line.vat,
    dueNow: line.dueNow,
    expired: line.expired,
    alreadyInsured: line.alreadyInsured,
  };
}

export function reshapeCart(cart: CartData): Cart {
  return {
    lines: cart.lines.map(reshapeLine),
    premiumTotal: cart.premiumTotal,
    extrasTotal: cart.extrasTotal,
    vatTotal: cart.vatTotal,
    total: cart.total,
    dueNow: cart.dueNow,
    payable: cart.payable,
    problems: [...cart.problems],
    invoiceAllowed: cart.invoiceAllowed,
  };
}

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

export function reshapeOrder(order: OrderData): PaymentOrder {
  return {
    id: order.id,
    status: paymentStatusOf(order.status),
    amount: order.amount,
    paymentUrl: order.paymentUrl ?? null,
    method: order.method === 'invoice' ? 'invoice' : 'bankLink',
    invoice: order.invoice ? { ...order.invoice, documentUrl: apiUrl(order.invoice.documentUrl.replace(/^\/api\//, '')) } : null,
    policies: order.policies.map(reshapePolicy),
    refusedOffers: [...order.refusedOffers],
    refund: order.status === 'REFUND_DUE' && order.refundAmount !== null ? { amount: order.refundAmount, reason: refundReasonOf(order.refundReason) } : null,
  };
}

export { paymentStatusOf };

export function reshapeSession(data: ResultOf<typeof sessionQuery>): SessionSummary {
  const customer = data.me?.customer;
  return {
    customer: customer ? { givenName: customer.givenName, surname: customer.surname, personalCode: customer.personalCode } : null,
    cartCount: data.cart.lines.length,
  };
}

export function reshapeLoginState(state: ResultOf<typeof pollLoginMutation>['pollLogin']): LoginState {
  if (state.state === 'COMPLETE' && state.customer) return { state: 'complete', customer: { ...state.customer } };
  if (state.state === 'RUNNING') return { state: 'running' };
  return { state: 'failed', outcome: state.outcome ?? 'error' };
}
