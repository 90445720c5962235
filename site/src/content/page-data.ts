import type { UiTextBundle } from '../i18n/ui-text-lookup';
import type { ApplicationTerms, JobSummary, SiteChrome } from './types';
import type { StrapiBlock, StrapiIntegrationSetting } from './generated/cms-shapes';
import { reshapeCaptcha, reshapeChrome, reshapeInsurer, type BlockSources, type StrapiGlobal, type StrapiInsurer, type StrapiScriptIds } from './reshape';

/** What every template's query returns besides its own content (see fragments.ts). */
export interface ChromeQueryData {
  global: StrapiGlobal | null;
  scriptIds?: StrapiScriptIds | null;
  siteStage?: { stage: string; loginMethods?: string[] | null } | null;
  site: { siteMetadata: { siteUrl: string } };
}
/** Each part is absent from pages without a block that shows it (see blocks/block-sources.ts). */
export interface BlockSourcesQueryData {
  jobs?: { nodes: JobSummary[] };
  integrations?: Pick<StrapiIntegrationSetting, 'captchaSiteKey' | 'captchaVersion'> | null;
  applicationTerms?: ApplicationTerms | null;
  insurers?: { nodes: StrapiInsurer[] };
}
/** The page's interface texts: gatsby-plugin-react-i18next's `Locale` nodes, one namespace each (JSON). */
export interface UiTextsQueryData {
  locales?: { edges: Array<{ node: { ns: string; data: string } }> };
}
export interface StrapiPageContent {
  title: string;
  metaDescription: string;
  blocks: StrapiBlock[] | null;
}

export function chromeOf(data: ChromeQueryData): SiteChrome {
  return reshapeChrome(data.global, data.scriptIds, data.siteStage);
}

/** What blocks draw on besides their own fields: current jobs, the captcha settings, the application terms. */
export function blockSourcesOf(sources: BlockSourcesQueryData): BlockSources {
  return {
    jobs: sources.jobs?.nodes ?? [],
    captcha: reshapeCaptcha(sources.integrations),
    terms: sources.applicationTerms ?? { keepDays: 0, cvMaxMb: 0, cvTypes: [] },
    insurers: (sources.insurers?.nodes ?? []).map(reshapeInsurer),
  };
}

export function uiTextBundlesOf(data: UiTextsQueryData | undefined): UiTextBundle[] {
  return (data?.locales?.edges ?? []).map(({ node }) => ({ ns: node.ns, data: JSON.parse(node.data) as Record<string, unknown> }));
}
