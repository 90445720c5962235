import type { Policy, RefundReason } from '../policies/policies-types';

/** What the payment and return pages work with: plain domain types, never the API's shapes. */
export interface Bank {
  code: string;
  name: string;
}

/** The provider's statuses, and REFUND_DUE: paid, but without a policy for some line (refund under way). */
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

export type PaymentStatus = 'PENDING' | 'AUTHORIZED' | 'PAID' | 'ABANDONED' | 'VOIDED' | 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'REFUND_DUE';

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
