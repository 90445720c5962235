import type { Offer } from '../../api-client/quotes/quote-types';
import { comparisonRows, sortOffers } from './offer-view';

const offer = (id: string, premium: number | null, extra: Partial<Offer> = {}): Offer => ({
  id, insurerId: id, insurerName: id.toUpperCase(), insurerLogo: null, product: 'casco', status: premium === null ? 'declined' : 'offer', reason: premium === null ? 'vehicleTooOld' : null,
  premium, periodMonths: 12, coverRows: [], deductibles: [], compensationLimits: [], territory: 'baltics', usage: 'normal', extras: [],
  instalmentOptions: [], priceFactors: [], indicative: false, vehicleTyped: false, validUntil: '2026-11-23T12:00:00.000Z', valid: true, confirmed: false, quoteId: 'q1', owned: true, desk: null, declineNote: null, documentLinks: [], ...extra,
});

describe('offers of a quote', () => {
  it('sorts offers by price, or by deductible then price, and keeps insurers without an offer apart', () => {
    const offers = [
      offer('a', 500_00, { deductibles: [{ key: 'main', amount: 300_00, percent: null }] }),
      offer('b', null),
      offer('c', 400_00, { deductibles: [{ key: 'main', amount: 500_00, percent: null }] }),
      offer('d', 450_00, { deductibles: [{ key: 'main', amount: 300_00, percent: null }] }),
    ];
    expect(sortOffers(offers, 'price').offers.map((o) => o.id)).toEqual(['c', 'd', 'a']);
    expect(sortOffers(offers, 'deductible').offers.map((o) => o.id)).toEqual(['d', 'a', 'c']);
    expect(sortOffers(offers, 'price').others.map((o) => o.id)).toEqual(['b']);
  });

  it('compares cover by cover and marks the rows where the offers differ', () => {
    const rows = comparisonRows([
      offer('a', 500_00, { instalmentOptions: [{ count: 1, premium: 500_00 }, { count: 2, premium: 506_00 }], coverRows: [{ key: 'theft', included: true, limit: 20_000_00 }, { key: 'glass', included: true, limit: null }], deductibles: [{ key: 'glass', amount: null, percent: 10 }] }),
      offer('b', 500_00, { instalmentOptions: [{ count: 1, premium: 500_00 }, { count: 2, premium: 510_00 }], coverRows: [{ key: 'theft', included: false, limit: 20_000_00 }, { key: 'glass', included: true, limit: null }], territory: 'europe' }),
    ]);
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row]));
    expect(byLabel['quote:price']!.differs).toBe(false);
    expect(byLabel['quote:instalments']!.differs).toBe(false);
    expect(byLabel['quote:coverTheft']!.differs).toBe(true);
    expect(byLabel['quote:coverGlass']!.differs).toBe(false);
    expect(byLabel['quote:deductibleGlass']!.cells).toEqual([{ kind: 'percent', percent: 10 }, { kind: 'none' }]);
    expect(byLabel['quote:territory']!.cells).toEqual([{ kind: 'text', textKey: 'quote:territoryBaltics' }, { kind: 'text', textKey: 'quote:territoryEurope' }]);
  });

  it('groups the rows in the order a customer reads an offer, extras with their price per policy or per day', () => {
    const rows = comparisonRows([
      offer('a', 500_00, {
        coverRows: [{ key: 'theft', included: true, limit: 20_000_00 }],
        deductibles: [{ key: 'main', amount: 300_00, percent: null }],
        compensationLimits: [{ key: 'sumInsured', amount: 20_000_00 }],
        extras: [{ key: 'replacementCar', price: 25_00, per: 'day', maxDays: 14, vatable: true, preselected: false }],
      }),
    ]);
    expect([...new Set(rows.map((row) => row.group))]).toEqual(['price', 'cover', 'deductibles', 'limits', 'terms', 'extras']);
    expect(rows.find((row) => row.label === 'quote:replacementCar')!.cells).toEqual([{ kind: 'extra', cents: 25_00, per: 'day' }]);
  });

  it('names a cover the CMS has no text for by its code', () => {
    expect(comparisonRows([offer('a', 1, { coverRows: [{ key: 'meteorite', included: true, limit: null }] })]).map((row) => row.label)).toContain('meteorite');
  });
});
