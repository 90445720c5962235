import type { Cart } from '../../api-client/cart/cart-types';
import { forgetPaymentKey, paymentKeyFor } from './payment-key';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

const cartWith = (instalments: number, dueNow: number): Cart => ({
  lines: [{ offer: { id: 'offer-1' }, instalments, extras: [] } as unknown as Cart['lines'][number]],
  premiumTotal: 12000, extrasTotal: 0, vatTotal: 0, total: 12000, dueNow, payable: true, problems: [], invoiceAllowed: false,
});

describe('the payment idempotency key', () => {
  it('stays the same for the same cart, so a double click or a reload pays one order', () => {
    const storage = memoryStorage();
    const first = paymentKeyFor(cartWith(1, 12000), storage);
    expect(first).toMatch(/^[\w-]{8,80}$/);
    expect(paymentKeyFor(cartWith(1, 12000), storage)).toBe(first);
  });

  it('changes when the cart changes or after a payment that did not go through', () => {
    const storage = memoryStorage();
    const first = paymentKeyFor(cartWith(1, 12000), storage);
    const changed = paymentKeyFor(cartWith(2, 6000), storage);
    expect(changed).not.toBe(first);
    forgetPaymentKey(storage);
    expect(paymentKeyFor(cartWith(2, 6000), storage)).not.toBe(changed);
  });
});
