import type { Locale } from '@kindlustus/routes';
import type { PageLineItem } from './sandbox-payment-page';

/** What the sandbox accepts as a Stargate order, from the claims of an already verified token. */
export interface CheckedOrder {
  merchantReference: string;
  returnUrl: string;
  notificationUrl: string;
  currency: 'EUR';
  /** Euros, as on the wire. */
  grandTotal: number;
  locale: Locale;
  lineItems: PageLineItem[];
  preferredProvider?: string;
}

export type OrderCheck = { ok: true; order: CheckedOrder } | { ok: false; code: string; message: string };

const locales: readonly string[] = ['et', 'ru', 'en'];
const longestTokenLifetimeSeconds = 600;
const clockLeewaySeconds = 30;
const tolerance = 0.005;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The URL as browsers would send it (so it fits in a Location header), or null if not http(s). */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const invalid = (field: string, expected: string): OrderCheck => ({ ok: false, code: 'INVALID_FIELD', message: `${field} must be ${expected}` });

export function checkOrderClaims(claims: Record<string, unknown>, nowSeconds: number): OrderCheck {
  if (typeof claims.exp !== 'number') return invalid('exp', 'a time in seconds');
  if (claims.exp > nowSeconds + longestTokenLifetimeSeconds + clockLeewaySeconds) {
    return { ok: false, code: 'TOKEN_LIFETIME_TOO_LONG', message: 'The order token may be valid for at most 10 minutes' };
  }
  const { merchantReference, currency, grandTotal, locale, lineItems, payment } = claims;
  if (typeof merchantReference !== 'string' || merchantReference.trim() === '') return invalid('merchantReference', 'a non-empty string');
  const returnUrl = webUrl(claims.returnUrl);
  if (!returnUrl) return invalid('returnUrl', 'an http(s) URL');
  const notificationUrl = webUrl(claims.notificationUrl);
  if (!notificationUrl) return invalid('notificationUrl', 'an http(s) URL');
  if (currency !== 'EUR') return invalid('currency', 'EUR');
  if (typeof locale !== 'string' || !locales.includes(locale)) return invalid('locale', 'et, ru or en');
  if (!isAmount(grandTotal) || grandTotal <= 0) return invalid('grandTotal', 'a positive number');
  if (Math.abs(grandTotal * 100 - Math.round(grandTotal * 100)) > 1e-6) return invalid('grandTotal', 'an amount in whole cents');

  if (!Array.isArray(lineItems) || lineItems.length === 0) return invalid('lineItems', 'a non-empty list');
  const lines: PageLineItem[] = [];
  for (const [index, line] of lineItems.entries()) {
    if (!isRecord(line) || typeof line.name !== 'string' || line.name.trim() === '') return invalid(`lineItems[${index}].name`, 'a non-empty string');
    if (!isAmount(line.quantity) || line.quantity <= 0) return invalid(`lineItems[${index}].quantity`, 'a positive number');
    if (!isAmount(line.finalPrice) || line.finalPrice < 0) return invalid(`lineItems[${index}].finalPrice`, 'a number of euros');
    lines.push({ name: line.name, quantity: line.quantity, finalPrice: line.finalPrice });
  }

  if (!isRecord(payment)) return invalid('payment', 'an object');
  if (payment.method !== 'paymentInitiation') return invalid('payment.method', 'paymentInitiation');
  if (payment.currency !== 'EUR') return invalid('payment.currency', 'EUR');
  if (!isAmount(payment.amount)) return invalid('payment.amount', 'a number of euros');
  const options = payment.methodOptions ?? {};
  if (!isRecord(options)) return invalid('payment.methodOptions', 'an object');
  if (options.preferredCountry !== undefined && options.preferredCountry !== 'EE') return invalid('payment.methodOptions.preferredCountry', 'EE (the sandbox has Estonian banks only)');
  if (options.preferredProvider !== undefined && typeof options.preferredProvider !== 'string') return invalid('payment.methodOptions.preferredProvider', 'a string');

  const linesTotal = lines.reduce((sum, line) => sum + line.finalPrice * line.quantity, 0);
  if (Math.abs(grandTotal - payment.amount) > tolerance || Math.abs(grandTotal - linesTotal) > tolerance) {
    return {
      ok: false,
      code: 'TOTALS_DO_NOT_ADD_UP',
      message: `grandTotal ${grandTotal} must equal payment.amount ${payment.amount} and the line items' ${Math.round(linesTotal * 100) / 100}`,
    };
  }

  const order: CheckedOrder = { merchantReference, returnUrl, notificationUrl, currency, grandTotal, locale: locale as Locale, lineItems: lines };
  if (typeof options.preferredProvider === 'string' && options.preferredProvider !== '') order.preferredProvider = options.preferredProvider;
  return { ok: true, order };
}
