import { defaultLocale, locales, type Locale } from '@kindlustus/routes';
import { siteConstants } from '../config/site-constants';

export interface SeoHeadProps {
  /** The page's language, its versions in each language, its canonical address, whether to index it. */
  page: { language: Locale; alternates: Record<Locale, string>; canonical: string; indexable: boolean };
  title: string | null | undefined;
  brandName: string | null | undefined;
  description: string | null | undefined;
  siteUrl: string;
}

/** '%s - {brand}', or the default title when a page has none. */
export function documentTitle(title: string | null | undefined, brandName: string | null | undefined): string {
  if (!title) return siteConstants.defaultTitle;
  if (!brandName) return title;
  return siteConstants.titleTemplate.replace('%s', title).replace('{brand}', brandName);
}

/** html lang, title, description, hreflang alternates with x-default, the canonical address, robots. */
export function SeoHead({ page, title, brandName, description, siteUrl }: SeoHeadProps) {
  const { language, alternates, canonical, indexable } = page;
  return (
    <>
      <html lang={language} />
      <title>{documentTitle(title, brandName)}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={`${siteUrl}${canonical}`} />
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${siteUrl}${alternates[locale]}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${alternates[defaultLocale]}`} />
      {indexable ? null : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={siteConstants.colors.primary} />
    </>
  );
}
