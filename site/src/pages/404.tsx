import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { defaultLocale, isLocale, locales, type Locale } from '@kindlustus/routes';
import { PageShell } from '../app/page-shell';
import { NotFound } from '../components/not-found';
import { chromeOf, type ChromeQueryData, type UiTextsQueryData } from '../content/page-data';
import { SeoHead } from '../i18n/seo-head';

type Data = ChromeQueryData & Required<UiTextsQueryData>;
type Context = { language?: string };

const homes = Object.fromEntries(locales.map((locale) => [locale, locale === defaultLocale ? '/' : `/${locale}/`])) as Record<Locale, string>;
const languageOf = (context: Context): Locale => (isLocale(context.language) ? context.language : defaultLocale);

/** The 404 page, one per language (/404/, /ru/404/, /en/404/); the server answers it with status 404. */
export default function NotFoundPage({ data, pageContext }: PageProps<Data, Context>) {
  const language = languageOf(pageContext);
  return (
    <PageShell context={{ language, prefixed: language !== defaultLocale, layout: 'default', alternates: homes }} chrome={chromeOf(data)}>
      <NotFound />
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const language = languageOf(pageContext);
  const errors = data.locales.edges.find((edge) => edge.node.ns === 'errors');
  const texts = errors ? (JSON.parse(errors.node.data) as Record<string, string>) : {};
  return (
    <SeoHead
      page={{ language, alternates: homes, canonical: homes[language], indexable: false }}
      title={texts.notFoundTitle}
      brandName={data.global?.brandName}
      description={texts.notFoundHint}
      siteUrl={data.site.siteMetadata.siteUrl}
    />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...SiteChrome
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "languages", "errors", "consent"] } }) {
      edges { node { ns data language } }
    }
    site { siteMetadata { siteUrl } }
  }
`;
