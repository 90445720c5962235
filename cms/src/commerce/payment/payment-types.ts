import type { ActingRightDeps } from '../company/acting-right';
import type { Core } from '@strapi/strapi';
import type { PaymentProvider, PaymentStatus } from '../../adapters/payments/payment-provider';
import type { PaymentOrderRow } from '../../rows/rows';
import type { ComparisonSort } from '../../sale-record/demands-and-needs';
import type { SaleRecords } from '../../sale-record/sale-records';
import type { CartService } from '../cart/cart-service';
import type { SessionStore } from '../login/customer-session';
import type { PolicyService } from '../policies/policy-service';
import type { Outcome } from '../outcome';

export interface PaymentDeps {
  strapi: Core.Strapi;
  provider: PaymentProvider;
  sessions: SessionStore;
  carts: CartService;
  policies: PolicyService;
  siteUrl: string;
  notificationUrl: string;
  limit: { burst: number; perMinute: number };
  /** After an order's policies are issued: enqueues its documents and e-mail. A failure is logged, never the payment's (the sweep enqueues what is missing). */
  onIssued?: (order: { id: number; reference: string }) => Promise<unknown>;
  /** After an invoice order is made: enqueues the invoice's PDF and e-mail. */
  onInvoiced?: (order: { id: number; reference: string }) => Promise<unknown>;
  /** Records on each order line what the customer was shown and accepted (documents, demands and needs). */
  saleRecords?: SaleRecords;
  /**
   * The right to represent a company the cart's policies are for (company/acting-right.ts), checked again before
   * any payment method is asked; without it every policyholder code is taken as typed (no company check).
   */
  actingRight?: ActingRightDeps;
  /** Refuse a payment while a line lacks its insurer's terms or IPID (a live site: see saleDocumentsRequired). */
  documentsRequired?: boolean;
  /** How long an order with no word from the provider keeps its offers from another payment (the provider's own expiry). */
  openPaymentMs?: number;
  now?: () => Date;
}

/** How an order is paid: through the payment provider's bank link, or by a company's bank transfer against an invoice. */
export type PaymentMethod = 'bankLink' | 'invoice';
export const paymentMethods: readonly PaymentMethod[] = ['bankLink', 'invoice'];

/** An order's status: the provider's, or REFUND_DUE (paid for offers whose policy it cannot hold: money to return). */
export type OrderStatus = PaymentStatus | 'REFUND_DUE';
/** What the customer ticked on the payment page: the documents' consent and the demands-and-needs confirmation, and the comparison's sort order. */
export interface PaymentConsent {
  termsAccepted?: boolean | null;
  demandsAndNeedsConfirmed?: boolean | null;
  sort?: ComparisonSort;
}

/** A refusal to start a payment may name the customer's own open payment, to continue it. */
export type StartOutcome = Outcome<PaymentOrderRow> & { openOrder?: PaymentOrderRow };

/** Statuses in which the provider has taken the money: the order's offers are bought (or to be refunded). */
export const moneyTaken: ReadonlyArray<OrderStatus | null> = ['PAID', 'REFUND_DUE', 'PARTIALLY_REFUNDED'];

/** An order as read, or as just moved by a notice (its paidAt then the Date written). */
export type KnownOrder = Omit<PaymentOrderRow, 'paidAt'> & { paidAt: string | Date | null };
