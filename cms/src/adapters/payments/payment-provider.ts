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
}

export type TokenReading =
  | { ok: true; notice: PaymentNotice }
  | { ok: false; problem: 'malformed' | 'badSignature' | 'expired' | 'unsupportedAlgorithm' | 'wrongMerchant' | 'missingFields' };

/** A bank the customer can pay through: its code (BIC, as the provider names it) and name. */
export interface PaymentBank {
  code: string;
  name: string;
}

export interface PaymentProvider {
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  /** The banks of Estonia the store can take payments through (bank links), in the provider's order. */
  listBanks(): Promise<PaymentBank[]>;
  /** Reads the token of the return redirect (`?order-token=`) or of the notification (`orderToken`). */
  readOrderToken(token: string): TokenReading;
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (paymentStatuses as readonly string[]).includes(value);
}
