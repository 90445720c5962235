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
  /** The committed seed's words in this language: what a term the published texts lack is written with. */
  defaults: Record<string, string>;
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

/** The terms' words in a language: the published UI texts', with the seed's for those they lack. */
export function termWordsFrom(published: UiTexts | null | undefined, seeded: UiTexts | null | undefined, language: Locale): TermWords {
  if (!locales.includes(language)) throw new Error(`Unknown language: ${language}`);
  return { language, words: termTexts(published), defaults: termTexts(seeded) };
}

/**
 * A term's words: as editors published them, else the seed's in the same language (a missing one is reported
 * when the catalogue is read, see term-catalogue.ts), else the key itself: a row a desk insurer's staff named
 * freely is printed as they wrote it.
 */
export function termWord(terms: TermWords, kind: TermKind, key: string): string {
  const textKey = termTextKey(kind, key);
  return (textKey && (terms.words[textKey] ?? terms.defaults[textKey])) || key;
}

export const productName = (terms: TermWords, product: ProductKey) => termWord(terms, 'product', product);
export const coverLabel = (terms: TermWords, key: string) => termWord(terms, 'cover', key);
export const deductibleLabel = (terms: TermWords, key: string) => termWord(terms, 'deductible', key);
export const extraLabel = (terms: TermWords, key: string) => termWord(terms, 'extra', key);
export const territoryLabel = (terms: TermWords, key: string) => termWord(terms, 'territory', key);
