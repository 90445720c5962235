import type { Offer } from '../../api-client/quotes/quote-types';
import { coverTexts, deductibleTexts, extraTexts, limitTexts, territoryTexts, usageTexts } from './offer-texts';

/** How the offers of a quote are ordered and compared: pure, so the rules are tested without a page. */
export type OfferSort = 'price' | 'deductible';

export function mainDeductible(offer: Offer): number | null {
  return offer.deductibles.find((deductible) => deductible.key === 'main')?.amount ?? null;
}

/** Offers first (by price, or by main deductible then price), then the insurers without one, in the API's order. */
export function sortOffers(offers: Offer[], by: OfferSort): { offers: Offer[]; others: Offer[] } {
  const priced = offers.filter((offer) => offer.status === 'offer');
  const price = (offer: Offer) => offer.premium ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...priced].sort((a, b) =>
    by === 'deductible' ? (mainDeductible(a) ?? 0) - (mainDeductible(b) ?? 0) || price(a) - price(b) : price(a) - price(b),
  );
  return { offers: sorted, others: offers.filter((offer) => offer.status !== 'offer') };
}

export type Cell =
  | { kind: 'money'; cents: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'cover'; included: boolean; limit: number | null }
  | { kind: 'text'; textKey: string }
  | { kind: 'instalments'; counts: number[] }
  | { kind: 'extra'; cents: number; per: 'policy' | 'day' }
  | { kind: 'none' };

export type RowGroup = 'price' | 'cover' | 'deductibles' | 'limits' | 'terms' | 'extras';

/** The heading of each group of rows (the price rows need none). */
export const rowGroupTexts: Record<RowGroup, `quote:${string}` | null> = {
  price: null,
  cover: 'quote:coverRows',
  deductibles: 'quote:deductibles',
  limits: 'quote:compensationLimits',
  terms: 'quote:terms',
  extras: 'quote:extras',
};

export interface ComparisonRow {
  /** A UI text key (`quote:…`) or, for a code the CMS does not name, the code itself. */
  label: string;
  group: RowGroup;
  cells: Cell[];
  /** The offers do not all say the same here. */
  differs: boolean;
}

const labelOf = (texts: Record<string, string>, key: string) => texts[key] ?? key;
const keysOf = (offers: Offer[], pick: (offer: Offer) => Array<{ key: string }>) => [...new Set(offers.flatMap((offer) => pick(offer).map((item) => item.key)))];

function row(label: string, group: ComparisonRow['group'], cells: Cell[]): ComparisonRow {
  const first = JSON.stringify(cells[0]);
  return { label, group, cells, differs: cells.some((cell) => JSON.stringify(cell) !== first) };
}

/** Cover by cover: price and schedules, what is covered, deductibles, limits, territory, usage, extras. */
export function comparisonRows(offers: Offer[]): ComparisonRow[] {
  const rows: ComparisonRow[] = [
    row('quote:price', 'price', offers.map((offer) => (offer.premium === null ? { kind: 'none' } : { kind: 'money', cents: offer.premium }))),
    row('quote:instalments', 'price', offers.map((offer) => ({ kind: 'instalments', counts: offer.instalmentOptions.map((option) => option.count) }))),
  ];
  for (const key of keysOf(offers, (offer) => offer.coverRows)) {
    rows.push(row(labelOf(coverTexts, key), 'cover', offers.map((offer) => {
      const cover = offer.coverRows.find((candidate) => candidate.key === key);
      return cover ? { kind: 'cover', included: cover.included, limit: cover.limit } : { kind: 'cover', included: false, limit: null };
    })));
  }
  for (const key of keysOf(offers, (offer) => offer.deductibles)) {
    rows.push(row(labelOf(deductibleTexts, key), 'deductibles', offers.map((offer): Cell => {
      const deductible = offer.deductibles.find((candidate) => candidate.key === key);
      if (deductible?.amount !== null && deductible?.amount !== undefined) return { kind: 'money', cents: deductible.amount };
      if (deductible?.percent !== null && deductible?.percent !== undefined) return { kind: 'percent', percent: deductible.percent };
      return { kind: 'none' };
    })));
  }
  for (const key of keysOf(offers, (offer) => offer.compensationLimits)) {
    rows.push(row(labelOf(limitTexts, key), 'limits', offers.map((offer): Cell => {
      const limit = offer.compensationLimits.find((candidate) => candidate.key === key);
      return limit ? { kind: 'money', cents: limit.amount } : { kind: 'none' };
    })));
  }
  rows.push(row('quote:territory', 'terms', offers.map((offer): Cell => (offer.territory ? { kind: 'text', textKey: labelOf(territoryTexts, offer.territory) } : { kind: 'none' }))));
  rows.push(row('quote:usage', 'terms', offers.map((offer): Cell => (offer.usage ? { kind: 'text', textKey: labelOf(usageTexts, offer.usage) } : { kind: 'none' }))));
  for (const key of keysOf(offers, (offer) => offer.extras)) {
    rows.push(row(labelOf(extraTexts, key), 'extras', offers.map((offer): Cell => {
      const extra = offer.extras.find((candidate) => candidate.key === key);
      return extra ? { kind: 'extra', cents: extra.price, per: extra.per } : { kind: 'none' };
    })));
  }
  return rows;
}

/** The insurers' offers a customer may compare at once (NN/g: a few at a time; two fit a phone). */
export const maxCompared = 3;
