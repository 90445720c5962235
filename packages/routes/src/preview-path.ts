import { defaultLocale, locales, type Locale } from './locales';
import { localePrefix } from './paths';

/**
 * The editors' draft preview: one page per language outside the route table (it is no page of the
 * spec), never indexed, never in the sitemap. The CMS links to it with a signed, expiring token.
 */
export const previewBase = '/eelvaade/';

export function previewPath(locale: Locale, options: { prefixDefault?: boolean } = {}): string {
  return `${localePrefix(locale, options)}${previewBase}`;
}

/** Every address the preview answers at: unprefixed Estonian and under each language prefix. */
export const previewPaths: readonly string[] = [previewPath(defaultLocale), ...locales.map((locale) => previewPath(locale, { prefixDefault: true }))];
