import type { Cart } from '../../api-client/cart/cart-types';

/**
 * The idempotency key of a payment: one per cart as priced (lines, schedules, extras, amount), kept in
 * the tab, so a double click or a reload pays once; a changed cart, or a payment that did not go
 * through, gets a new key and so a new order.
 */
const storageKey = 'payment-key';

export const cartFingerprint = (cart: Cart): string =>
  JSON.stringify([
    cart.dueNow,
    cart.lines.map((line) => [line.offer.id, line.instalments, line.extras.filter((extra) => extra.selected).map((extra) => [extra.key, extra.days])]),
  ]);

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10)).join('-');

export function paymentKeyFor(cart: Cart, storage: Storage = window.sessionStorage): string {
  const fingerprint = cartFingerprint(cart);
  try {
    const stored = JSON.parse(storage.getItem(storageKey) ?? 'null') as { fingerprint?: string; key?: string } | null;
    if (stored?.fingerprint === fingerprint && stored.key) return stored.key;
  } catch {
    // An unreadable entry is replaced below.
  }
  const key = newKey();
  try {
    storage.setItem(storageKey, JSON.stringify({ fingerprint, key }));
  } catch {
    // Without storage each attempt has its own key; the server still pays each order once.
  }
  return key;
}

/** After a payment that did not go through: paying again starts a new order. */
export function forgetPaymentKey(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(storageKey);
  } catch {
    // Nothing stored.
  }
}
