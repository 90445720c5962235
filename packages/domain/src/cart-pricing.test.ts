import { addMonths } from './tallinn-date';
import { instalmentDueDates, policyEndDate, priceCart, type CartOffer } from './cart-pricing';
import { policyStanding } from './policy-status';
import { parseEstonianPhone } from './phone-number';
import { standardVatRateOn, vatIncluded } from './vat';

const now = new Date('2026-11-21T10:00:00Z');
const today = '2026-11-21';
const casco: CartOffer = {
  id: 'casco-1',
  premium: 600_00,
  validUntil: '2026-11-22T10:00:00Z',
  startDate: '2026-12-01',
  periodMonths: 12,
  instalmentOptions: [{ count: 1, premium: 600_00 }, { count: 4, premium: 618_01 }],
  extras: [
    { key: 'replacementCar', price: 35_00, per: 'day', maxDays: 30 },
    { key: 'claimsHelp', price: 24_80, per: 'policy', vatable: true },
  ],
};

describe('priceCart', () => {
  it('prices premium, chosen extras with VAT where it applies, and what is due now', () => {
    const cart = priceCart([{ offer: casco, extras: [{ key: 'replacementCar', days: 10 }, { key: 'claimsHelp' }], instalments: 4 }], now, today);
    const [line] = cart.lines;
    expect(line!.premium).toBe(618_01);
    expect(line!.schedule.map((entry) => entry.amount)).toEqual([154_51, 154_50, 154_50, 154_50]);
    expect(line!.schedule.map((entry) => entry.dueDate)).toEqual(['2026-12-01', '2027-03-01', '2027-06-01', '2027-09-01']);
    expect(line!.extras.map((extra) => [extra.key, extra.amount, extra.vat])).toEqual([['replacementCar', 350_00, 0], ['claimsHelp', 24_80, 4_80]]);
    expect(cart.extrasTotal).toBe(374_80);
    expect(cart.vatTotal).toBe(4_80);
    expect(cart.total).toBe(618_01 + 374_80);
    expect(cart.dueNow).toBe(154_51 + 374_80);
    expect(cart.payable).toBe(true);
  });

  it('caps days at the insurer maximum, ignores unknown extras and falls back to one payment for a schedule not allowed', () => {
    const cart = priceCart([{ offer: casco, extras: [{ key: 'replacementCar', days: 99 }, { key: 'jetpack' }], instalments: 12 }], now, today);
    expect(cart.lines[0]!.extras[0]!.days).toBe(30);
    expect(cart.lines[0]!.extras.map((extra) => extra.key)).toEqual(['replacementCar', 'claimsHelp']);
    expect(cart.lines[0]!.instalments).toBe(1);
    expect(cart.total).toBe(600_00 + 30 * 35_00);
  });

  it('flags expired offers and an empty cart as not payable', () => {
    const expired = priceCart([{ offer: { ...casco, validUntil: '2026-11-21T09:59:59Z' }, extras: [], instalments: 1 }], now, today);
    expect(expired.lines[0]!.expired).toBe(true);
    expect(expired.problems).toEqual(['offerExpired']);
    expect(expired.payable).toBe(false);
    expect(priceCart([], now, today)).toMatchObject({ problems: ['empty'], payable: false, total: 0 });
  });

  it('makes a policy that started in the past due today, not earlier', () => {
    expect(instalmentDueDates('2026-11-20', 12, 2, today)).toEqual([today, '2027-05-20']);
  });
});

describe('calendar, VAT, standing and phone rules', () => {
  it('moves months keeping the day or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-21', 14)).toBe('2028-01-21');
    expect(policyEndDate('2026-12-01', 12)).toBe('2027-11-30');
    expect(policyEndDate('2026-01-31', 1)).toBe('2026-02-27');
  });

  it('uses the VAT rate of the day: 22 % before and 24 % from 1 July 2025', () => {
    expect(standardVatRateOn('2025-06-30')).toBe(2200);
    expect(standardVatRateOn('2025-07-01')).toBe(2400);
    expect(vatIncluded(124_00, 2400)).toBe(24_00);
    expect(vatIncluded(10_00, 0)).toBe(0);
  });

  it('tells upcoming, active and expired policies apart on Tallinn days', () => {
    expect(policyStanding('2026-12-01', '2027-11-30', today)).toBe('upcoming');
    expect(policyStanding('2026-11-21', '2027-11-20', today)).toBe('active');
    expect(policyStanding('2025-11-21', '2026-11-20', today)).toBe('expired');
  });

  it('reads Estonian phone numbers in their usual spellings', () => {
    expect(parseEstonianPhone('+372 5123 4567')).toBe('+37251234567');
    expect(parseEstonianPhone('00372 5123456')).toBe('+3725123456');
    expect(parseEstonianPhone('51234567')).toBe('+37251234567');
    expect(parseEstonianPhone('+371 2123 4567')).toBeNull();
    expect(parseEstonianPhone('abc')).toBeNull();
  });
});
