import type { QuoteForm } from '@kindlustus/domain';
import type { Locale, RouteKey } from '@kindlustus/routes';
import type { BlockComponentName } from '../blocks/block-names';
import type { LoginMethod } from '../api-client/account-types';
import type { ScriptIds } from '../consent/script-ids';

/** What pages and blocks render: plain view types, reshaped from the CMS at the template boundary. */
export interface NavLink {
  label: string;
  routeKey: RouteKey;
}
export interface ContactLine {
  label: string;
  value: string;
  href: string | null;
}
export interface SiteChrome {
  brandName: string;
  tagline: string | null;
  navigation: NavLink[];
  footerHtml: string;
  contactLines: ContactLine[];
  /** The outside scripts' ids (Integration settings); they load only with consent. */
  scriptIds: ScriptIds;
  /** The CMS runs as a test site (SITE_STAGE=staging or sandboxes): every page says so. */
  testSite: boolean;
  /** The e-ID methods the CMS offers (a method switched off is left out), in the login page's order. */
  loginMethods: LoginMethod[];
}
export interface TitledText {
  title: string;
  text: string;
}
export interface FaqItem {
  question: string;
  answerHtml: string;
}
/** An insurer the broker compares, with its logo (an upload on the site's origin) when it has one. */
export interface InsurerSummary {
  code: string;
  name: string;
  logo: { url: string; width: number; height: number } | null;
}
export interface ProductSummary {
  key: string;
  name: string;
  pitch: string;
  routeKey: RouteKey;
}
export interface Office {
  name: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  openingHours: Array<{ days: string; hours: string }>;
}
export interface JobSummary {
  documentId: string;
  title: string;
  slug: string;
  summary: string;
  location: string;
  department: string | null;
  employmentType: string;
  datePosted: string;
  validThrough: string;
}
export interface Job extends JobSummary {
  bodyHtml: string;
  /** Dates as shown (formatted at build time in Europe/Tallinn). */
  datePostedShown: string;
  validThroughShown: string;
  salaryMin: number | null;
  salaryMax: number | null;
  openings: number;
  contactEmail: string | null;
}

export type Block =
  | { kind: 'blocks.hero'; heading: string; leadHtml: string; ctaLabel: string | null; ctaRouteKey: RouteKey | null }
  | { kind: 'blocks.rich-text'; bodyHtml: string }
  | { kind: 'blocks.feature-list'; heading: string; intro: string | null; items: TitledText[] }
  | { kind: 'blocks.steps'; heading: string; items: TitledText[] }
  | { kind: 'blocks.cover-table'; heading: string; intro: string | null; rows: Array<{ cover: string; limit: string | null; deductible: string | null; note: string | null }> }
  | { kind: 'blocks.faq-list'; heading: string; items: FaqItem[] }
  | { kind: 'blocks.product-cards'; heading: string; products: ProductSummary[] }
  | { kind: 'blocks.insurer-logos'; heading: string; intro: string | null; insurers: InsurerSummary[] }
  | { kind: 'blocks.cta'; heading: string; text: string | null; buttonLabel: string; routeKey: RouteKey }
  | { kind: 'blocks.contact-card'; heading: string; office: Office | null }
  | { kind: 'blocks.trust-signals'; heading: string; licenceTitle: string; licenceHtml: string; office: Office | null }
  | { kind: 'blocks.job-list'; heading: string; emptyText: string; jobs: JobSummary[] }
  | { kind: 'blocks.testimonial'; quote: string; author: string; role: string | null }
  | { kind: 'blocks.notice'; tone: 'info' | 'warning'; textHtml: string }
  | { kind: 'blocks.application-form'; heading: string; intro: string | null; jobs: JobSummary[]; captcha: CaptchaSettings; terms: ApplicationTerms }
  | { kind: 'blocks.quote-form'; form: QuoteForm; heading: string; intro: string | null };

/** The captcha as the CMS integration settings configure it (empty: not configured). */
export interface CaptchaSettings {
  siteKey: string;
  version: string;
}
/** What the CMS states about applications: kept this many days with the consent; CV limits. */
export interface ApplicationTerms {
  keepDays: number;
  cvMaxMb: number;
  cvTypes: string[];
}

export type BlockOf<K extends BlockComponentName> = Extract<Block, { kind: K }>;

/** What page creation gives each template (see gatsby/page-plan.ts). */
export interface PageContext {
  routeKey: RouteKey;
  /** The CMS page whose content is shown (the job list for the job route without a slug). */
  contentKey: RouteKey;
  /** Every route a client-only shell serves; it picks one from the URL after mount. */
  routeKeys?: RouteKey[];
  documentId?: string;
  language: Locale;
  prefixed: boolean;
  /** The same page in each language, unprefixed Estonian included. */
  alternates: Record<Locale, string>;
  canonical: string;
  indexable: boolean;
  layout: 'default' | 'careers';
  /** The page's Open Graph image (the home page and the products' pages), written by the build. */
  shareImage?: string;
}
