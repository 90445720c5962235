import { isRouteKey, type RouteKey } from '@kindlustus/routes';
import type { ApplicationTerms, CaptchaSettings, FaqItem, InsurerSummary, Job, JobSummary, Office, ProductSummary, SiteChrome } from './types';
import { allLoginMethods } from '../api-client/login/login-types';
import type { ScriptIds } from '../consent/script-ids';
import type {
  Markdown, StrapiGlobal as GeneratedGlobal, StrapiInsurer as GeneratedInsurer, StrapiIntegrationSetting, StrapiJob as GeneratedJob,
  StrapiOffice as GeneratedOffice, StrapiProduct, StrapiSharedFaqItem,
} from './generated/cms-shapes';

/**
 * The CMS shapes as gatsby-source-strapi exposes them (generated from the CMS's schemas), reshaped into
 * view types: what every page shows and the parts blocks share. Each block reshapes its own fields in its file.
 */
export const htmlOf = (field: Markdown): string => field?.data?.fields?.html ?? '';

export const routeKeyOr = (value: string | null | undefined): RouteKey | null => (isRouteKey(value) ? value : null);

/** The global texts a page query selects. */
export type StrapiGlobal = Pick<GeneratedGlobal, 'brandName' | 'tagline' | 'navigation' | 'footerText' | 'contactLines'>;
export type StrapiScriptIds = Pick<StrapiIntegrationSetting, 'tagManagerId' | 'analyticsId' | 'heatmapId' | 'chatWidgetId' | 'cartWidgetId'>;
export const reshapeScriptIds = (ids: StrapiScriptIds | null | undefined): ScriptIds => ({
  tagManager: ids?.tagManagerId?.trim() ?? '',
  analytics: ids?.analyticsId?.trim() ?? '',
  heatmap: ids?.heatmapId?.trim() ?? '',
  chat: ids?.chatWidgetId?.trim() ?? '',
  cart: ids?.cartWidgetId?.trim() ?? '',
});

export function reshapeChrome(global: StrapiGlobal | null, scriptIds?: StrapiScriptIds | null, siteStage?: { stage: string; loginMethods?: string[] | null } | null): SiteChrome {
  return {
    brandName: global?.brandName ?? '',
    tagline: global?.tagline ?? null,
    navigation: (global?.navigation ?? []).flatMap((link) => (isRouteKey(link.routeKey) ? [{ label: link.label, routeKey: link.routeKey }] : [])),
    footerHtml: htmlOf(global?.footerText),
    contactLines: (global?.contactLines ?? []).map((line) => ({ label: line.label, value: line.value, href: line.href ?? null })),
    scriptIds: reshapeScriptIds(scriptIds),
    testSite: siteStage?.stage === 'staging',
    // A CMS that does not name them (an earlier release) offers all three.
    loginMethods: allLoginMethods.filter((method) => siteStage?.loginMethods?.includes(method) ?? true),
  };
}

type StrapiOffice = Pick<GeneratedOffice, 'name' | 'city' | 'address' | 'phone' | 'email' | 'openingHours'>;
/** A job as the job page's query selects it, with its dates as shown (gatsby/create-resolvers.ts). */
export type StrapiJob = Omit<GeneratedJob, 'employmentType'> & JobSummary & { documentId: string; datePostedShown: string; validThroughShown: string };

export const reshapeProduct = (product: Pick<StrapiProduct, 'key' | 'name' | 'pitch' | 'routeKey'>): ProductSummary => ({
  key: product.key,
  name: product.name,
  pitch: product.pitch,
  routeKey: routeKeyOr(product.routeKey) ?? 'home',
});
export const reshapeFaq = (items: StrapiSharedFaqItem[] | null | undefined): FaqItem[] =>
  (items ?? []).map((item) => ({ question: item.question, answerHtml: htmlOf(item.answer) }));
export const reshapeOffice = (office: StrapiOffice | null | undefined): Office | null =>
  office ? { ...office, openingHours: office.openingHours ?? [] } : null;
export const reshapeJob = ({ body, ...job }: StrapiJob): Job => ({ ...job, bodyHtml: htmlOf(body) });

export interface BlockSources {
  /** Current jobs in the page language, for the job list block. */
  jobs: JobSummary[];
  captcha: CaptchaSettings;
  terms: ApplicationTerms;
  /** Every published insurer, for the insurers-compared block. */
  insurers: InsurerSummary[];
}

export type StrapiInsurer = Pick<GeneratedInsurer, 'code' | 'name' | 'logo'>;
export const reshapeInsurer = (insurer: StrapiInsurer): InsurerSummary => {
  const logo = insurer.logo;
  const sized = logo?.url && (logo.width ?? 0) > 0 && (logo.height ?? 0) > 0;
  return { code: insurer.code, name: insurer.name, logo: sized ? { url: logo!.url!, width: logo!.width!, height: logo!.height! } : null };
};

export const reshapeCaptcha = (settings: Pick<StrapiIntegrationSetting, 'captchaSiteKey' | 'captchaVersion'> | null | undefined): CaptchaSettings => ({
  siteKey: settings?.captchaSiteKey?.trim() ?? '',
  version: settings?.captchaVersion?.trim() ?? '',
});
