// The dependency-free part of the domain rules: zod must not reach static pages.
import { isQuoteForm } from '@kindlustus/domain/quote-forms';
import { isRouteKey, type RouteKey } from '@kindlustus/routes';
import type { ApplicationTerms, Block, CaptchaSettings, FaqItem, InsurerSummary, Job, JobSummary, Office, ProductSummary, SiteChrome } from './types';
import { allLoginMethods } from '../api-client/account-types';
import type { ScriptIds } from '../consent/script-ids';

/**
 * The CMS shapes as gatsby-source-strapi exposes them, and their reshaping into view types.
 * Only this file knows them.
 */
type Markdown = { data?: { fields?: { html?: string | null } | null } | null } | null | undefined;
export const htmlOf = (field: Markdown): string => field?.data?.fields?.html ?? '';

const routeKeyOr = (value: string | null | undefined): RouteKey | null => (isRouteKey(value) ? value : null);

export interface StrapiGlobal {
  brandName: string;
  tagline: string | null;
  navigation: Array<{ label: string; routeKey: string }> | null;
  footerText: Markdown;
  contactLines: Array<{ label: string; value: string; href: string | null }> | null;
}

export interface StrapiScriptIds {
  tagManagerId: string | null; analyticsId: string | null; heatmapId: string | null; chatWidgetId: string | null; cartWidgetId: string | null;
}
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

export interface StrapiFaqItem { question: string; answer: Markdown }
export interface StrapiProduct { key: string; name: string; pitch: string; routeKey: string; faq?: StrapiFaqItem[] | null }
export interface StrapiOffice {
  name: string; city: string; address: string; phone: string; email: string;
  openingHours: Array<{ days: string; hours: string }> | null;
}
export type StrapiJobSummary = Omit<JobSummary, 'department'> & { department: string | null };
export type StrapiJob = StrapiJobSummary & {
  body: Markdown; salaryMin: number | null; salaryMax: number | null; openings: number; contactEmail: string | null;
  datePostedShown: string; validThroughShown: string;
};

export type StrapiBlock = { strapi_component?: string } & Record<string, unknown>;

const reshapeProduct = (product: StrapiProduct): ProductSummary => ({
  key: product.key,
  name: product.name,
  pitch: product.pitch,
  routeKey: routeKeyOr(product.routeKey) ?? 'home',
});
const reshapeFaq = (items: StrapiFaqItem[] | null | undefined): FaqItem[] =>
  (items ?? []).map((item) => ({ question: item.question, answerHtml: htmlOf(item.answer) }));
export const reshapeOffice = (office: StrapiOffice | null | undefined): Office | null =>
  office ? { ...office, openingHours: office.openingHours ?? [] } : null;
export const reshapeJob = (job: StrapiJob): Job => ({ ...job, bodyHtml: htmlOf(job.body) });

export interface BlockSources {
  /** Current jobs in the page language, for the job list block. */
  jobs: JobSummary[];
  captcha: CaptchaSettings;
  terms: ApplicationTerms;
  /** Every published insurer, for the insurers-compared block. */
  insurers: InsurerSummary[];
}

export interface StrapiInsurer { code: string; name: string; logo: { url: string | null; width: number | null; height: number | null } | null }
export const reshapeInsurer = (insurer: StrapiInsurer): InsurerSummary => {
  const logo = insurer.logo;
  const sized = logo?.url && (logo.width ?? 0) > 0 && (logo.height ?? 0) > 0;
  return { code: insurer.code, name: insurer.name, logo: sized ? { url: logo!.url!, width: logo!.width!, height: logo!.height! } : null };
};

export interface StrapiIntegrationSetting { captchaSiteKey: string | null; captchaVersion: string | null }
export const reshapeCaptcha = (settings: StrapiIntegrationSetting | null | undefined): CaptchaSettings => ({
  siteKey: settings?.captchaSiteKey?.trim() ?? '',
  version: settings?.captchaVersion?.trim() ?? '',
});

/** A CMS block as a view type; null for a block the site does not know (it renders nothing). */
export function reshapeBlock(block: StrapiBlock, sources: BlockSources): Block | null {
  const b = block as Record<string, any>;
  switch (block.strapi_component) {
    case 'blocks.hero':
      return { kind: 'blocks.hero', heading: b.heading, leadHtml: htmlOf(b.lead), ctaLabel: b.ctaLabel ?? null, ctaRouteKey: routeKeyOr(b.ctaRouteKey) };
    case 'blocks.rich-text':
      return { kind: 'blocks.rich-text', bodyHtml: htmlOf(b.body) };
    case 'blocks.feature-list':
      return { kind: 'blocks.feature-list', heading: b.heading, intro: b.intro ?? null, items: b.items ?? [] };
    case 'blocks.steps':
      return { kind: 'blocks.steps', heading: b.heading, items: b.items ?? [] };
    case 'blocks.cover-table':
      return { kind: 'blocks.cover-table', heading: b.heading, intro: b.intro ?? null, rows: b.rows ?? [] };
    case 'blocks.faq-list':
      return { kind: 'blocks.faq-list', heading: b.heading, items: reshapeFaq(b.product?.faq) };
    case 'blocks.product-cards':
      return { kind: 'blocks.product-cards', heading: b.heading, products: (b.products ?? []).map(reshapeProduct) };
    case 'blocks.insurer-logos':
      return { kind: 'blocks.insurer-logos', heading: b.heading, intro: b.intro ?? null, insurers: sources.insurers };
    case 'blocks.cta': {
      const routeKey = routeKeyOr(b.routeKey);
      return routeKey ? { kind: 'blocks.cta', heading: b.heading, text: b.text ?? null, buttonLabel: b.buttonLabel, routeKey } : null;
    }
    case 'blocks.contact-card':
      return { kind: 'blocks.contact-card', heading: b.heading, office: reshapeOffice(b.office) };
    case 'blocks.trust-signals':
      return { kind: 'blocks.trust-signals', heading: b.heading, licenceTitle: b.licenceTitle, licenceHtml: htmlOf(b.licence), office: reshapeOffice(b.office) };
    case 'blocks.job-list':
      return { kind: 'blocks.job-list', heading: b.heading, emptyText: b.emptyText, jobs: sources.jobs };
    case 'blocks.testimonial':
      return { kind: 'blocks.testimonial', quote: b.quote, author: b.author, role: b.role ?? null };
    case 'blocks.notice':
      return { kind: 'blocks.notice', tone: b.tone === 'warning' ? 'warning' : 'info', textHtml: htmlOf(b.noticeText) };
    case 'blocks.application-form':
      return { kind: 'blocks.application-form', heading: b.heading, intro: b.intro ?? null, jobs: sources.jobs, captcha: sources.captcha, terms: sources.terms };
    case 'blocks.quote-form':
      return isQuoteForm(b.form) ? { kind: 'blocks.quote-form', form: b.form, heading: b.heading, intro: b.intro ?? null } : null;
    default:
      return null;
  }
}
