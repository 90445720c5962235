/**
 * The customer's demands and needs, as the broker states them before the sale (the Insurance Distribution
 * Directive's "demands and needs"): built from the customer's own answers, one statement per cart line, in
 * the order's language, in the CMS's words of the insurance terms (those the site showed). Pure: the same answers and terms give the same words, so the statement the customer confirms on
 * the payment page is the one the order keeps and the policy document prints.
 */
import type { Locale } from '@kindlustus/routes';
import type { ProductKey } from '@kindlustus/domain';
import { coverLabel, extraLabel, productName, type TermWords } from '../terms/term-words';
import { formatPeriod } from '../policy-papers/document/document-dates';

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
  /** What each insurer the quote asked had answered when the customer chose: see insurersAnswered. */
  insurers: InsurerAnswers;
  sort: ComparisonSort;
}

/** The insurers of a quote by what the customer saw: an offer, no offer (declined or no answer in time), or still to answer. */
export interface InsurerAnswers {
  offered: string[];
  declined: string[];
  awaiting: string[];
}

/** A quote's lines (in the order asked) as the customer saw them; a repeat the desk already has (deskAlreadyAsked) is still to answer. */
export function insurersAnswered(lines: Array<{ insurerName: unknown; outcome: unknown; reason?: unknown }>): InsurerAnswers {
  const answers: InsurerAnswers = { offered: [], declined: [], awaiting: [] };
  for (const line of lines) {
    const name = String(line.insurerName);
    const group = line.outcome === 'offer' ? answers.offered : line.outcome === 'pending' || line.reason === 'deskAlreadyAsked' ? answers.awaiting : answers.declined;
    if (!Object.values(answers).some((names) => names.includes(name))) group.push(name);
  }
  return answers;
}

interface NeedsTexts {
  insure: (product: string, object: string) => string;
  covers: (list: string) => string;
  noCovers: string;
  extras: (list: string) => string;
  noExtras: string;
  period: (period: string) => string;
  basis: (count: number, names: string, sort: string, chosen: string) => string;
  declined: (names: string) => string;
  awaiting: (names: string) => string;
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
    declined: (names) => `Pakkumist ei teinud: ${names}.`,
    awaiting: (names) => `Vastust ootame veel: ${names}.`,
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
    declined: (names) => `Не сделали предложения: ${names}.`,
    awaiting: (names) => `Ещё не ответили: ${names}.`,
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
    declined: (names) => `No offer from: ${names}.`,
    awaiting: (names) => `Still to answer: ${names}.`,
    sorts: { price: 'by price', deductible: 'by deductible' },
    days: (count) => `${count} days`,
  },
};

/**
 * One line's statement: what is insured, the cover and extras chosen, the period, and the basis of the comparison:
 * the offers the customer compared, and who made none or had not answered yet (never counted as compared).
 */
export function demandsAndNeeds(line: NeedsLine, language: Locale, terms: TermWords): string {
  const t = texts[language];
  const covers = line.covers.map((key) => coverLabel(terms, key));
  const { declined, awaiting } = line.insurers;
  const offered = line.insurers.offered.length ? line.insurers.offered : [line.insurerName];
  const extras = line.extras.map((extra) => (extra.days ? `${extraLabel(terms, extra.key)} (${t.days(extra.days)})` : extraLabel(terms, extra.key)));
  return [
    t.insure(productName(terms, line.product), line.insuredObject),
    covers.length ? t.covers(covers.join(', ')) : t.noCovers,
    extras.length ? t.extras(extras.join(', ')) : t.noExtras,
    t.period(formatPeriod(line.startDate, line.endDate)),
    t.basis(offered.length, offered.join(', '), t.sorts[line.sort], line.insurerName),
    ...(declined.length ? [t.declined(declined.join(', '))] : []),
    ...(awaiting.length ? [t.awaiting(awaiting.join(', '))] : []),
  ].join(' ');
}
