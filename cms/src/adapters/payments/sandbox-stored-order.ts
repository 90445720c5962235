import type { Locale } from '@kindlustus/routes';
import type { PaymentStatus } from './payment-provider';
import type { CheckedOrder } from './sandbox-order-check';
import type { PageLineItem, PageOrder, SandboxBank } from './sandbox-payment-page';

/** An order as the payment sandbox keeps it in memory, and the views of it that leave the sandbox. */

export interface SandboxMerchant {
  accessKey: string;
  secretKey: string;
  name: string;
}

/** A refund the merchant asked for (cents); the sandbox returns the money at once. */
export interface SandboxRefund {
  uuid: string;
  idempotencyKey: string;
  amount: number;
  status: 'SUCCESSFUL';
  createdAt: number;
  type: string;
}

export interface StoredOrder extends CheckedOrder {
  uuid: string;
  merchant: SandboxMerchant;
  status: PaymentStatus;
  bank?: SandboxBank;
  /** The customer paid and the bank has not confirmed yet ("pay, the bank confirms later"). */
  confirming?: boolean;
  createdAt: number;
  abandonTimer?: NodeJS.Timeout;
  notificationAttempts: number;
  notificationDelivered: boolean;
  refunds: SandboxRefund[];
}

export interface SandboxOrderSnapshot {
  uuid: string;
  merchantName: string;
  merchantReference: string;
  status: PaymentStatus;
  /** Euros, as on the wire. */
  grandTotal: number;
  currency: string;
  locale: Locale;
  lineItems: PageLineItem[];
  returnUrl: string;
  notificationUrl: string;
  bankName?: string;
  createdAt: number;
  notificationAttempts: number;
  notificationDelivered: boolean;
}

/** A copy the caller may keep: later changes of the stored order do not reach it. */
export function orderSnapshot(order: StoredOrder): SandboxOrderSnapshot {
  const snapshot: SandboxOrderSnapshot = {
    uuid: order.uuid,
    merchantName: order.merchant.name,
    merchantReference: order.merchantReference,
    status: order.status,
    grandTotal: order.grandTotal,
    currency: order.currency,
    locale: order.locale,
    lineItems: order.lineItems.map((line) => ({ ...line })),
    returnUrl: order.returnUrl,
    notificationUrl: order.notificationUrl,
    createdAt: order.createdAt,
    notificationAttempts: order.notificationAttempts,
    notificationDelivered: order.notificationDelivered,
  };
  if (order.bank) snapshot.bankName = order.bank.name;
  return snapshot;
}

/** What the payment pages show of an order. */
export function pageOrder(order: StoredOrder): PageOrder {
  const { merchantReference, locale, grandTotal, lineItems, status, preferredProvider } = order;
  return { merchantName: order.merchant.name, merchantReference, locale, grandTotal, lineItems, status, preferredProvider };
}
