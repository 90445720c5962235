import type { Block, JobSummary, SiteChrome } from './types';
import { reshapeBlock, reshapeChrome, type StrapiBlock, type StrapiGlobal } from './reshape';

/** What every template's query returns besides its own content (see fragments.ts). */
export interface ChromeQueryData {
  global: StrapiGlobal | null;
  site: { siteMetadata: { siteUrl: string } };
}
export interface BlockSourcesQueryData {
  jobs: { nodes: JobSummary[] };
}
export interface StrapiPageContent {
  title: string;
  metaDescription: string;
  blocks: StrapiBlock[] | null;
}

export function chromeOf(data: ChromeQueryData): SiteChrome {
  return reshapeChrome(data.global);
}

export function blocksOf(page: StrapiPageContent | null | undefined, sources: BlockSourcesQueryData): Block[] {
  const blockSources = { jobs: sources.jobs.nodes };
  return (page?.blocks ?? []).flatMap((block) => {
    const reshaped = reshapeBlock(block, blockSources);
    return reshaped ? [reshaped] : [];
  });
}
