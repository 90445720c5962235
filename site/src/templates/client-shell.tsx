import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { locales, localizePath, parsePath, type Locale, type RouteKey } from '@kindlustus/routes';
import { PageShell } from '../app/page-shell';
import { useMounted } from '../app/use-mounted';
import { Blocks, blocksOf } from '../blocks/registry';
import { NotFound } from '../components/not-found';
import { ClientRouteFlow } from '../flows/client-routes';
import { chromeOf, type BlockSourcesQueryData, type ChromeQueryData, type StrapiPageContent } from '../content/page-data';
import type { PageContext } from '../content/types';
import { SeoHead } from '../i18n/seo-head';

type Data = ChromeQueryData & BlockSourcesQueryData & { pages: { nodes: Array<StrapiPageContent & { routeKey: string }> } };

/** Which of the shell's routes the address names, with its parameters; null when none does. */
function activeRoute(pathname: string, keys: RouteKey[]) {
  const parsed = parsePath(pathname);
  return parsed && keys.includes(parsed.key) ? parsed : null;
}

/**
 * A client-only page (offers, confirmation, cart, payment, login, policies): a static shell with the
 * route's layout and CMS intro; the address is read after mount, so every parameter works on reload.
 */
export default function ClientShell({ data, pageContext, location }: PageProps<Data, PageContext>) {
  const mounted = useMounted();
  const keys = pageContext.routeKeys ?? [pageContext.routeKey];
  const route = mounted ? activeRoute(location.pathname, keys) : { key: pageContext.routeKey, params: {} };
  const alternates = mounted && route
    ? (Object.fromEntries(locales.map((locale) => [locale, localizePath(route.key, locale, route.params)])) as Record<Locale, string>)
    : pageContext.alternates;
  const page = route ? data.pages.nodes.find((candidate) => candidate.routeKey === route.key) : undefined;
  const chrome = chromeOf(data);
  return (
    <PageShell context={pageContext} chrome={chrome} alternates={alternates}>
      {route ? (
        <div data-route-key={route.key} data-ready={mounted ? 'true' : 'false'}>
          <Blocks blocks={blocksOf(page, data)} withFlow />
          {/* The flow's room is kept from the first paint, so what it draws later does not push the footer up the screen. */}
          <div sx={{ minHeight: '100vh' }}>
            {mounted ? <ClientRouteFlow routeKey={route.key} params={route.params} search={location.search} loginMethods={chrome.loginMethods} /> : null}
          </div>
        </div>
      ) : (
        <NotFound />
      )}
    </PageShell>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, PageContext>) {
  const keys = pageContext.routeKeys ?? [pageContext.routeKey];
  const key = activeRoute(location.pathname, keys)?.key ?? pageContext.routeKey;
  const page = data.pages.nodes.find((candidate) => candidate.routeKey === key);
  return (
    <SeoHead
      page={pageContext}
      title={page?.title}
      brandName={data.global?.brandName}
      description={page?.metaDescription}
      siteUrl={data.site.siteMetadata.siteUrl}
    />
  );
}

export const query = graphql`
  query ClientShell($routeKeys: [String!]!, $language: String!, $withJobs: Boolean!, $withApplication: Boolean!, $withInsurers: Boolean!) {
    ...SiteChrome
    ...AllTexts
    ...BlockSources
    pages: allStrapiPage(filter: { routeKey: { in: $routeKeys }, locale: { eq: $language } }) {
      nodes { routeKey ...PageContent }
    }
    site { siteMetadata { siteUrl } }
  }
`;
