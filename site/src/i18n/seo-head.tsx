import { defaultLocale, locales, type Locale } from '@kindlustus/routes';
import { siteConstants } from '../config/site-constants';
import { shareImageAlt, shareImageSize } from '../seo/share-image';

export interface SeoHeadProps {
  /** The page's language, its versions in each language, its canonical address, whether to index it. */
  page: { language: Locale; alternates: Record<Locale, string>; canonical: string; indexable: boolean };
  title: string | null | undefined;
  brandName: string | null | undefined;
  description: string | null | undefined;
  siteUrl: string;
  /** The page's share image under the site's root, when it has one. */
  shareImage?: string;
}

/** '%s - {brand}', or the default title when a page has none. */
export function documentTitle(title: string | null | undefined, brandName: string | null | undefined): string {
  if (!title) return siteConstants.defaultTitle;
  if (!brandName) return title;
  return siteConstants.titleTemplate.replace('%s', title).replace('{brand}', brandName);
}

/** html lang, title, description, hreflang alternates with x-default, the canonical address, robots. */
export function SeoHead({ page, title, brandName, description, siteUrl, shareImage }: SeoHeadProps) {
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
      {shareImage ? <ShareImageTags page={page} title={title} brandName={brandName} description={description} siteUrl={siteUrl} shareImage={shareImage} /> : null}
    </>
  );
}

/** Open Graph: what link previews show, the page's share image with its size and text alternative. */
function ShareImageTags({ page, title, brandName, description, siteUrl, shareImage }: SeoHeadProps & { shareImage: string }) {
  // Sub-properties are written with a dot here: a quoted name with a colon reads as an interface text key to ui-text-keys.test.ts.
  const tags: Array<[string, string | null | undefined]> = [
    ['type', 'website'],
    ['title', documentTitle(title, brandName)],
    ['description', description],
    ['url', `${siteUrl}${page.canonical}`],
    ['image', `${siteUrl}${shareImage}`],
    ['image.type', 'image/png'],
    ['image.width', String(shareImageSize.width)],
    ['image.height', String(shareImageSize.height)],
    ['image.alt', shareImageAlt(title, brandName)],
  ];
  return (
    <>
      {tags.map(([property, content]) => (content ? <meta key={property} property={`og:${property.replace('.', ':')}`} content={content} /> : null))}
      <meta name={`twitter:${'card'}`} content="summary_large_image" />
    </>
  );
}
