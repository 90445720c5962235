import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageShell } from '../app/page-shell';
import { Blocks, blocksOf } from '../blocks/registry';
import { chromeOf, type BlockSourcesQueryData, type ChromeQueryData, type StrapiPageContent } from '../content/page-data';
import type { PageContext } from '../content/types';
import { SeoHead } from '../i18n/seo-head';

type Data = ChromeQueryData & BlockSourcesQueryData & { page: StrapiPageContent | null };

/** A static page: the CMS page of its route, rendered block by block. */
export default function ContentPage({ data, pageContext }: PageProps<Data, PageContext>) {
  return (
    <PageShell context={pageContext} chrome={chromeOf(data)}>
      <Blocks blocks={blocksOf(data.page, data)} />
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  return (
    <SeoHead
      page={pageContext}
      title={data.page?.title}
      brandName={data.global?.brandName}
      description={data.page?.metaDescription}
      siteUrl={data.site.siteMetadata.siteUrl}
      shareImage={pageContext.shareImage}
    />
  );
}

export const query = graphql`
  query ContentPage($contentKey: String!, $language: String!, $withJobs: Boolean!, $withApplication: Boolean!, $withInsurers: Boolean!) {
    ...SiteChrome
    ...StaticPageTexts
    ...BlockSources
    page: strapiPage(routeKey: { eq: $contentKey }, locale: { eq: $language }) { ...PageContent }
    site { siteMetadata { siteUrl } }
  }
`;
