/**
 * The site's languages as they are written: one BCP 47 tag each, Estonian, Russian and English as used in
 * Estonia (en-IE: day before month and the euro sign first, like the English of the EU). Intl numbers and
 * money, hand-written dates and numbers, PDF language metadata all follow these tags. The language codes
 * themselves (`Locale`) are the route table's: a language exists where it has paths.
 */
import type { Locale } from '@kindlustus/routes';

export const languageTags: Readonly<Record<Locale, string>> = { et: 'et-EE', ru: 'ru-EE', en: 'en-IE' };

/** The language a text is written in: Russian or English when asked for, Estonian otherwise. */
export const writingLocale = (language: unknown): Locale => (language === 'ru' || language === 'en' ? language : 'et');
