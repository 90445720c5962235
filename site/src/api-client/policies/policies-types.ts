import type { ProductKey, QuoteForm } from '@kindlustus/domain';
import type { Instalment } from '../cart/cart-types';
import type { InsurerLogo } from '../insurer-logo';

/** What the policies page works with: plain domain types, never the API's shapes. */
export interface PolicyInstalment extends Instalment {
  paid: boolean;
}

export interface Policy {
  id: string;
  /** The insurer's number; null while our staff conclude the policy with the insurer. */
  policyNumber: string | null;
  /** While concluding: the time promised (ISO 8601); null once issued. */
  concludeBy: string | null;
  product: ProductKey;
  insurerName: string;
  insurerLogo: InsurerLogo | null;
  insuredObject: string;
  policyholderName: string;
  policyholderCode: string;
  startDate: string;
  endDate: string;
  standing: 'upcoming' | 'active' | 'expired';
  premium: number;
  territory: string | null;
  /** Path under the API's origin: the PDF, for the owner only; null while concluding. */
  documentUrl: string | null;
  schedule: PolicyInstalment[];
  extras: Array<{ key: string; amount: number; days: number | null; vat: number }>;
  /** The renewal e-mail's link (its quote form and token) for a policy that has not ended; only in the owner's list. */
  renewal: { form: QuoteForm; token: string } | null;
}

/** A payment taken for offers whose policy it could not give: this much (cents) goes back to the customer. */
export interface RefundDue {
  orderId: string;
  amount: number;
  reason: RefundReason;
}

/**
 * paidTwice: the offer's policy came from another payment; objectAlreadyInsured: the object was insured meanwhile;
 * offerExpired: the payment completed after the offer's validity ended.
 */
export type RefundReason = 'paidTwice' | 'objectAlreadyInsured' | 'offerExpired';

/** Money the payment provider returned for an order (cents, all its refunds so far); full when the whole payment went back. */
export interface Refund {
  orderId: string;
  amount: number;
  full: boolean;
  refundedAt: string | null;
}

export interface PolicyGroups {
  active: Policy[];
  upcoming: Policy[];
  expired: Policy[];
  refundsDue: RefundDue[];
  refunds: Refund[];
}
