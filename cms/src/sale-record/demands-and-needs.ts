/**
 * The customer's demands and needs, as the broker states them before the sale (the Insurance Distribution
 * Directive's "demands and needs"): built from the customer's own answers, one statement per cart line, in
 * the order's language. Pure: the same answers give the same words, so the statement the customer confirms on
 * the payment page is the one the order keeps and the policy document prints.
 */
import type { Locale } from '@kindlustus/routes';
import type { ProductKey } from '@kindlustus/domain';
import { coverLabel, extraLabel, productName } from '../policies/document/document-texts';
import { formatPeriod } from '../policies/document/document-dates';

/** How the offers were ordered when the customer compared them: the site's choice. */
export type ComparisonSort = 'price' | 'deductible';
export const comparisonSorts: readonly ComparisonSort[] = ['price', 'deductible'];

export interface NeedsLine {
  product: ProductKey;
  /** e.g. '123ABC · Toyota RAV4 2019' or an address; empty when the quote names no object. */
  insuredObject: string;
  /** The insurer whose offer was chosen. */
  insurerName: string;
  /** The keys of the covers included in the chosen offer. */
  covers: string[];
  /** The extras chosen, with days for those priced by the day. */
  extras: Array<{ key: string; days?: number | null }>;
  /** YYYY-MM-DD, Tallinn calendar dates, both included. */
  startDate: string;
  endDate: string;
  /** The names of every insurer the quote asked, in the order asked. */
  insurersAsked: string[];
  sort: ComparisonSort;
}

interface NeedsTexts {
  insure: (product: string, object: string) => string;
  covers: (list: string) => string;
  noCovers: string;
  extras: (list: string) => string;
  noExtras: string;
  period: (period: string) => string;
  basis: (count: number, names: string, sort: string, chosen: string) => string;
  sorts: Record<ComparisonSort, string>;
  days: (count: number) => string;
}

const ruInsurers = (count: number) => (count % 10 === 1 && count % 100 !== 11 ? 'страховщика' : 'страховщиков');

const texts: Record<Locale, NeedsTexts> = {
  et: {
    insure: (product, object) => `Soovite kindlustada: ${object ? `${object} – ` : ''}${product}.`,
    covers: (list) => `Valitud kaitse: ${list}.`,
    noCovers: 'Valitud kaitse: pakkumise põhikaitse.',
    extras: (list) => `Lisad: ${list}.`,
    noExtras: 'Lisasid ei valitud.',
    period: (period) => `Kindlustusperiood: ${period}.`,
    basis: (count, names, sort, chosen) => `Võrdlesime ${count} kindlustusandja pakkumisi (${names}), järjestatuna ${sort}; valisite ${chosen} pakkumise.`,
    sorts: { price: 'hinna järgi', deductible: 'omavastutuse järgi' },
    days: (count) => `${count} päeva`,
  },
  ru: {
    insure: (product, object) => `Вы хотите застраховать: ${object ? `${object} – ` : ''}${product}.`,
    covers: (list) => `Выбранное покрытие: ${list}.`,
    noCovers: 'Выбранное покрытие: основное покрытие предложения.',
    extras: (list) => `Дополнения: ${list}.`,
    noExtras: 'Дополнения не выбраны.',
    period: (period) => `Период страхования: ${period}.`,
    basis: (count, names, sort, chosen) => `Мы сравнили предложения ${count} ${ruInsurers(count)} (${names}), упорядоченные ${sort}; вы выбрали предложение ${chosen}.`,
    sorts: { price: 'по цене', deductible: 'по собственной ответственности' },
    days: (count) => `${count} дн.`,
  },
  en: {
    insure: (product, object) => `You wish to insure: ${object ? `${object} – ` : ''}${product}.`,
    covers: (list) => `Cover chosen: ${list}.`,
    noCovers: 'Cover chosen: the offer’s basic cover.',
    extras: (list) => `Extras: ${list}.`,
    noExtras: 'No extras chosen.',
    period: (period) => `Insurance period: ${period}.`,
    basis: (count, names, sort, chosen) => `We compared the offers of ${count} insurer${count === 1 ? '' : 's'} (${names}), sorted ${sort}; you chose the offer of ${chosen}.`,
    sorts: { price: 'by price', deductible: 'by deductible' },
    days: (count) => `${count} days`,
  },
};

/** One line's statement: what is insured, the cover and extras chosen, the period, and the basis of the comparison. */
export function demandsAndNeeds(line: NeedsLine, language: Locale): string {
  const t = texts[language];
  const covers = line.covers.map((key) => coverLabel(key, language, line.product));
  const extras = line.extras.map((extra) => (extra.days ? `${extraLabel(extra.key, language)} (${t.days(extra.days)})` : extraLabel(extra.key, language)));
  return [
    t.insure(productName(line.product, language), line.insuredObject),
    covers.length ? t.covers(covers.join(', ')) : t.noCovers,
    extras.length ? t.extras(extras.join(', ')) : t.noExtras,
    t.period(formatPeriod(line.startDate, line.endDate)),
    t.basis(line.insurersAsked.length, line.insurersAsked.join(', '), t.sorts[line.sort], line.insurerName),
  ].join(' ');
}
