import { useEffect, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { isRouteKey, routeTable } from '@kindlustus/routes';
import { apiAcceptHeader, apiUrl } from '../api-client/api-base';
import { PageShell } from '../app/page-shell';
import { Blocks } from '../blocks/registry';
import { JobArticle } from '../careers/job-article';
import { blockSourcesOf, chromeOf, type BlockSourcesQueryData, type ChromeQueryData } from '../content/page-data';
import type { PageContext } from '../content/types';
import { SeoHead } from '../i18n/seo-head';
import { draftBlocks, draftJob, draftProductBlocks } from '../preview/draft-reshape';

type Data = ChromeQueryData & BlockSourcesQueryData;
type Draft = { type: 'job' | 'page' | 'product'; document: Record<string, any> };
type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; draft: Draft };

/** Reads the draft the signed link names (?type, id, expires, token) in this page's language. */
async function fetchDraft(search: string, language: string): Promise<Draft> {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const id = query.get('id');
  if ((type !== 'job' && type !== 'page' && type !== 'product') || !id) throw new Error('Not a preview link');
  const params = new URLSearchParams({ locale: language, expires: query.get('expires') ?? '', token: query.get('token') ?? '' });
  const response = await fetch(apiUrl(`previews/${type}/${encodeURIComponent(id)}?${params}`), { headers: { accept: apiAcceptHeader } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Draft;
}

const layoutOf = (draft: Draft): PageContext['layout'] => {
  if (draft.type === 'job') return 'careers';
  if (draft.type === 'product') return 'default';
  const key: unknown = draft.document.routeKey;
  return isRouteKey(key) ? routeTable[key].layout : 'default';
};

/**
 * The editors' draft preview (opened from the CMS admin): a job, page or product as it will look once
 * published, in the link's language, with a banner saying it is not published.
 */
export default function PreviewPage({ data, pageContext, location }: PageProps<Data, PageContext>) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchDraft(location.search, pageContext.language).then(
      (draft) => current && setState({ status: 'ready', draft }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [location.search, pageContext.language]);

  const draft = state.status === 'ready' ? state.draft : null;
  return (
    <PageShell context={{ ...pageContext, layout: draft ? layoutOf(draft) : pageContext.layout }} chrome={chromeOf(data)}>
      <p role="status" data-testid="preview-banner" sx={{ bg: 'secondary', color: 'text', fontWeight: 'bold', px: 4, py: 2, borderRadius: 4 }}>
        {t('common:previewBanner')}
      </p>
      {state.status === 'loading' ? <p>{t('common:loading')}</p> : null}
      {state.status === 'failed' ? <p role="alert" sx={{ color: 'error' }}>{t('common:previewFailed')}</p> : null}
      {draft?.type === 'job' ? <JobArticle job={draftJob(draft.document)} documentId={String(draft.document.documentId)} /> : null}
      {draft?.type === 'page' ? (
        <Blocks blocks={draftBlocks(draft.document.blocks, blockSourcesOf(data))} />
      ) : null}
      {draft?.type === 'product' ? <Blocks blocks={draftProductBlocks(draft.document, t('common:previewFaq'), blockSourcesOf(data))} /> : null}
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  return <SeoHead page={pageContext} title={undefined} brandName={data.global?.brandName} description={undefined} siteUrl={data.site.siteMetadata.siteUrl} />;
}

export const query = graphql`
  query PreviewPage($language: String!, $withJobs: Boolean!, $withApplication: Boolean!, $withInsurers: Boolean!) {
    ...SiteChrome
    ...AllTexts
    ...BlockSources
    site { siteMetadata { siteUrl } }
  }
`;
