/**
 * What the CMS needs from a payment provider. Money is in whole euro cents (integers) everywhere
 * here; a provider client converts at its edge.
 */
import type { Locale } from '@kindlustus/routes';

export const paymentStatuses = ['PENDING', 'PAID', 'AUTHORIZED', 'VOIDED', 'ABANDONED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PaymentOrder {
  merchantReference: string;
  /** Cents. */
  amount: number;
  currency: 'EUR';
  locale: Locale;
  /** amount: cents for the whole line. */
  lineItems: Array<{ name: string; quantity: number; amount: number }>;
  returnUrl: string;
  notificationUrl: string;
  preferredBank?: string;
  customerName?: string;
}

export interface CreatedPayment {
  providerUuid: string;
  paymentUrl: string;
}

export interface PaymentNotice {
  providerUuid: string;
  merchantReference: string;
  status: PaymentStatus;
  /** Cents. */
  amount: number;
  currency: string;
  bankName?: string;
  /** When the provider wrote this word (its signed token's iat): a late redelivery still tells when the payment was made. */
  reportedAt?: Date;
}

export type TokenProblem = 'malformed' | 'badSignature' | 'expired' | 'unsupportedAlgorithm' | 'wrongMerchant' | 'missingFields';
/** expired: read with acceptExpired, the signature holds but the token's time is over (its claims may be stale). */
export type TokenReading = { ok: true; notice: PaymentNotice; expired?: true } | { ok: false; problem: TokenProblem };

/** A refund's status as the provider reports it; only SUCCESSFUL has returned money. */
export const refundStatuses = ['PENDING', 'PROCESSING', 'SUCCESSFUL', 'REJECTED', 'CANCELED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** One refund of an order, from a refund notification (`refundToken`) or the provider's order. */
export interface RefundNotice {
  /** The provider's uuid of the refunded order. */
  providerUuid: string;
  merchantReference?: string;
  refundUuid: string;
  status: RefundStatus;
  /** Cents. */
  amount: number;
  /** When the provider created the refund, if it says. */
  createdAt?: string;
}

export type RefundReading = { ok: true; refund: RefundNotice; expired?: true } | { ok: false; problem: TokenProblem };

/** An order as the provider's API answers it now (GET /orders/:uuid): the source for a notice whose token has expired. */
export interface ProviderOrder extends PaymentNotice {
  refunds: RefundNotice[];
}

/** A bank the customer can pay through: its code (BIC, as the provider names it) and name. */
export interface PaymentBank {
  code: string;
  name: string;
}

export interface PaymentProvider {
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  /** The banks of Estonia the store can take payments through (bank links), in the provider's order. */
  listBanks(): Promise<PaymentBank[]>;
  /**
   * Reads the token of the return redirect (`?order-token=`) or of the notification (`orderToken`). With
   * acceptExpired a token whose time is over is read too (marked expired): its claims then come from the past.
   */
  readOrderToken(token: string, options?: { acceptExpired?: boolean }): TokenReading;
  /** Reads a refund notification's token (`refundToken`). */
  readRefundToken(token: string, options?: { acceptExpired?: boolean }): RefundReading;
  /** The order as the provider knows it now, by its uuid; throws when the provider cannot answer. */
  getOrder(providerUuid: string): Promise<ProviderOrder>;
}

export function isRefundStatus(value: unknown): value is RefundStatus {
  return typeof value === 'string' && (refundStatuses as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (paymentStatuses as readonly string[]).includes(value);
}
