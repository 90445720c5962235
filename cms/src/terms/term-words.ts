/**
 * The words of the insurance terms (products, covers, deductibles, extras, territories) in one language, as
 * editors keep them in the CMS's global UI texts (see @kindlustus/domain term-keys): the same words the site
 * showed the customer. Plain data, so a policy document's worker thread can be handed them.
 */
import { allTermTextKeys, termTextKey, type TermKind, type ProductKey } from '@kindlustus/domain';
import { locales, type Locale } from '@kindlustus/routes';

/** The global UI texts of one language: namespace → key → text. */
export type UiTexts = Record<string, Record<string, unknown> | undefined>;

export interface TermWords {
  language: Locale;
  /** Term text key (`quote:coverTheft`) → its words in this language. */
  words: Record<string, string>;
  /** The same in Estonian: what a term without words in this language is written with. */
  estonian: Record<string, string>;
}

function textOf(texts: UiTexts | null | undefined, textKey: string): string | undefined {
  const [namespace, key] = textKey.split(':') as [string, string];
  const text = texts?.[namespace]?.[key];
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** The term texts among a language's UI texts. */
export function termTexts(texts: UiTexts | null | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const textKey of allTermTextKeys) {
    const text = textOf(texts, textKey);
    if (text !== undefined) found[textKey] = text;
  }
  return found;
}

/** The term text keys a language's UI texts have no words for. */
export function missingTermTexts(texts: UiTexts | null | undefined): string[] {
  return allTermTextKeys.filter((textKey) => textOf(texts, textKey) === undefined);
}

export function termWordsFrom(uiTexts: Partial<Record<Locale, UiTexts | null>>, language: Locale): TermWords {
  if (!locales.includes(language)) throw new Error(`Unknown language: ${language}`);
  return { language, words: termTexts(uiTexts[language]), estonian: termTexts(uiTexts.et) };
}

/**
 * A term's words: in the language, else in Estonian (a missing one is reported when the catalogue is read, see
 * term-catalogue.ts), else the key itself, so that a cover an insurer adds still shows up instead of disappearing.
 */
export function termWord(terms: TermWords, kind: TermKind, key: string): string {
  const textKey = termTextKey(kind, key);
  return (textKey && (terms.words[textKey] ?? terms.estonian[textKey])) || key;
}

export const productName = (terms: TermWords, product: ProductKey) => termWord(terms, 'product', product);
export const coverLabel = (terms: TermWords, key: string) => termWord(terms, 'cover', key);
export const deductibleLabel = (terms: TermWords, key: string) => termWord(terms, 'deductible', key);
export const extraLabel = (terms: TermWords, key: string) => termWord(terms, 'extra', key);
export const territoryLabel = (terms: TermWords, key: string) => termWord(terms, 'territory', key);
