import type { ProductKey, QuoteForm } from '@kindlustus/domain';
import type { InsurerLogo } from './insurer-logo';

/** What the cart, payment, login and policies pages work with: plain domain types, never the API's shapes. */
export interface CartExtra {
  key: string;
  per: 'policy' | 'day';
  /** Cents per policy or per day. */
  unitPrice: number;
  maxDays: number | null;
  selected: boolean;
  days: number | null;
  amount: number;
  /** The VAT included in `amount` (services only; insurance is exempt). */
  vat: number;
}

export interface Instalment {
  number: number;
  /** Tallinn calendar date, YYYY-MM-DD. */
  dueDate: string;
  amount: number;
}

export interface CartOffer {
  id: string;
  insurerId: string;
  insurerName: string;
  insurerLogo: InsurerLogo | null;
  product: ProductKey;
  periodMonths: number | null;
  validUntil: string | null;
  valid: boolean;
  quoteId: string | null;
  coverRows: Array<{ key: string; included: boolean; limit: number | null }>;
  deductibles: Array<{ key: string; amount: number | null; percent: number | null }>;
  territory: string | null;
}

export interface CartLine {
  offer: CartOffer;
  insuredObject: string;
  premium: number;
  instalments: number;
  instalmentsAllowed: number[];
  schedule: Instalment[];
  extras: CartExtra[];
  extrasTotal: number;
  vat: number;
  dueNow: number;
  expired: boolean;
  /** The object has a policy of this product for an overlapping period already. */
  alreadyInsured: boolean;
}

export interface Cart {
  lines: CartLine[];
  premiumTotal: number;
  extrasTotal: number;
  vatTotal: number;
  total: number;
  dueNow: number;
  payable: boolean;
  problems: string[];
  /** Every line's policyholder is a company: the cart may be paid by invoice. */
  invoiceAllowed: boolean;
}

/** A cart after a change, and the offers the change took out (the same object and period). */
export interface CartChange {
  cart: Cart;
  replaced: string[];
}

export interface Customer {
  givenName: string;
  surname: string;
  personalCode: string;
}

/** Who is logged in (null: nobody) and how many lines the cart has: what the header shows. */
export interface SessionSummary {
  customer: Customer | null;
  cartCount: number;
}

export type LoginMethod = 'smartId' | 'mobileId' | 'idCard';
/** Every login method, in the login page's order. */
export const allLoginMethods: readonly LoginMethod[] = ['smartId', 'mobileId', 'idCard'];
export interface LoginStart {
  loginId: string;
  /** Null for a Smart-ID device-link login (QR or app link instead). */
  verificationCode: string | null;
}
/** SK's names: QR for another device, WEB2APP to open the app on this one. */
export type DeviceLinkKind = 'QR' | 'WEB2APP';
export interface DeviceLink {
  link: string;
  /** QR only: seconds until this login stops showing QR codes. */
  expiresInSeconds: number | null;
}
export type LoginState = { state: 'running' } | { state: 'complete'; customer: Customer } | { state: 'failed'; outcome: string };

export interface Bank {
  code: string;
  name: string;
}

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

/** The provider's statuses, and REFUND_DUE: paid, but without a policy for some line (refund under way). */
export type PaymentStatus = 'PENDING' | 'AUTHORIZED' | 'PAID' | 'ABANDONED' | 'VOIDED' | 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'REFUND_DUE';

/** How an order is paid: the bank link, or a company's transfer against an invoice. */
export type PaymentMethod = 'bankLink' | 'invoice';

/** An invoice to pay by bank transfer: to `account` with `reference` by `dueDate` (YYYY-MM-DD); its PDF at `documentUrl`. */
export interface PaymentInvoice {
  number: string;
  reference: string;
  dueDate: string;
  account: string;
  accountHolder: string;
  bank: string;
  amount: number;
  documentUrl: string;
  received: number;
  overdue: boolean;
}

export interface PaymentOrder {
  id: string;
  status: PaymentStatus;
  amount: number;
  paymentUrl: string | null;
  method: PaymentMethod;
  invoice: PaymentInvoice | null;
  policies: Policy[];
  /** Paid lines this order holds no policy for: to be refunded. */
  refusedOffers: string[];
  /** Status REFUND_DUE: what goes back, and why. */
  refund: { amount: number; reason: RefundReason } | null;
}

export interface PaymentReturn {
  order: PaymentOrder;
  providerStatus: PaymentStatus;
  /** The logged-in customer owns the order (only then are its policies shown). */
  owned: boolean;
}
