import { addMonths, addDays } from './tallinn-date';
import { isOfferValid } from './offer-validity';
import { splitIntoInstalments, type Cents } from './money';
import { standardVatRateOn, vatIncluded } from './vat';

/** An extra an insurer sells with an offer; `vatable` extras are services that carry VAT. */
export interface ExtraTerms {
  key: string;
  price: Cents;
  per: 'policy' | 'day';
  maxDays?: number;
  vatable?: boolean;
}

export interface CartOffer {
  id: string;
  premium: Cents;
  validUntil: string | Date | null;
  extras: ExtraTerms[];
  /** The premium for each schedule the insurer allows (instalment count → premium for the period). */
  instalmentOptions: Array<{ count: number; premium: Cents }>;
  startDate: string;
  periodMonths: number;
}

export interface CartChoice {
  offer: CartOffer;
  extras: Array<{ key: string; days?: number }>;
  instalments: number;
}

export interface PricedExtra {
  key: string;
  per: 'policy' | 'day';
  unitPrice: Cents;
  maxDays: number | null;
  selected: boolean;
  days: number | null;
  amount: Cents;
  vat: Cents;
}

export interface Instalment {
  number: number;
  dueDate: string;
  amount: Cents;
}

export interface PricedLine {
  offerId: string;
  premium: Cents;
  instalments: number;
  instalmentsAllowed: number[];
  schedule: Instalment[];
  extras: PricedExtra[];
  extrasTotal: Cents;
  vat: Cents;
  /** Paid now: the first instalment and every extra. */
  dueNow: Cents;
  expired: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  premiumTotal: Cents;
  extrasTotal: Cents;
  vatTotal: Cents;
  total: Cents;
  dueNow: Cents;
  /** alreadyInsured: added by the cart service when a line's object has an overlapping policy. */
  problems: Array<'empty' | 'offerExpired' | 'alreadyInsured'>;
  payable: boolean;
}

/** When each instalment falls due: evenly through the period from its first day. */
export function instalmentDueDates(startDate: string, periodMonths: number, count: number, today: string): string[] {
  const step = Math.max(1, Math.floor(periodMonths / count));
  return Array.from({ length: count }, (_, index) => (index === 0 ? (today > startDate ? today : startDate) : addMonths(startDate, index * step)));
}

/** The last day of cover of a policy starting on `startDate` for `periodMonths`. */
export function policyEndDate(startDate: string, periodMonths: number): string {
  return addDays(addMonths(startDate, periodMonths), -1);
}

function priceExtra(terms: ExtraTerms, choice: { key: string; days?: number } | undefined, vatRate: number): PricedExtra {
  const maxDays = terms.per === 'day' ? terms.maxDays ?? 30 : null;
  const days = terms.per === 'day' && choice ? Math.min(Math.max(1, Math.floor(choice.days ?? maxDays ?? 1)), maxDays ?? 1) : null;
  const amount = choice ? terms.price * (days ?? 1) : 0;
  return {
    key: terms.key,
    per: terms.per,
    unitPrice: terms.price,
    maxDays,
    selected: Boolean(choice),
    days,
    amount,
    vat: terms.vatable ? vatIncluded(amount, vatRate) : 0,
  };
}

/**
 * Prices a cart on the server: each line's premium for its schedule, its chosen extras (VAT where
 * it applies), the instalments, and what is due now. Expired offers make the cart unpayable.
 */
export function priceCart(choices: CartChoice[], now: Date, today: string): PricedCart {
  const vatRate = standardVatRateOn(today);
  const lines = choices.map((choice): PricedLine => {
    const { offer } = choice;
    const option = offer.instalmentOptions.find((entry) => entry.count === choice.instalments) ?? { count: 1, premium: offer.premium };
    const extras = offer.extras.map((terms) => priceExtra(terms, choice.extras.find((chosen) => chosen.key === terms.key), vatRate));
    const extrasTotal = extras.reduce((sum, extra) => sum + extra.amount, 0);
    const dueDates = instalmentDueDates(offer.startDate, offer.periodMonths, option.count, today);
    const schedule = splitIntoInstalments(option.premium, option.count).map((amount, index) => ({ number: index + 1, dueDate: dueDates[index]!, amount }));
    return {
      offerId: offer.id,
      premium: option.premium,
      instalments: option.count,
      instalmentsAllowed: offer.instalmentOptions.map((entry) => entry.count),
      schedule,
      extras,
      extrasTotal,
      vat: extras.reduce((sum, extra) => sum + extra.vat, 0),
      dueNow: schedule[0]!.amount + extrasTotal,
      expired: !offer.validUntil || !isOfferValid(offer.validUntil, now),
    };
  });
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const problems: PricedCart['problems'] = [];
  if (!lines.length) problems.push('empty');
  if (lines.some((line) => line.expired)) problems.push('offerExpired');
  return {
    lines,
    premiumTotal: sum((line) => line.premium),
    extrasTotal: sum((line) => line.extrasTotal),
    vatTotal: sum((line) => line.vat),
    total: sum((line) => line.premium + line.extrasTotal),
    dueNow: sum((line) => line.dueNow),
    problems,
    payable: problems.length === 0,
  };
}
