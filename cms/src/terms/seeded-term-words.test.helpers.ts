/** The insurance terms' words as the committed seed has them: what a fresh CMS publishes. */
import { readFileSync } from 'fs';
import path from 'path';
import { locales, type Locale } from '@kindlustus/routes';
import { termWordsFrom, type TermWords, type UiTexts } from './term-words';

const contentDir = path.resolve(__dirname, '../seed/content');

export const seededUiTexts: Record<Locale, UiTexts> = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(path.join(contentDir, `${locale}.json`), 'utf8')).global.uiTexts]),
) as Record<Locale, UiTexts>;

export const seededTermWords = (language: Locale): TermWords => termWordsFrom(seededUiTexts[language], seededUiTexts[language], language);
