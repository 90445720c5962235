import type { Locale, RouteKey } from '@kindlustus/routes';
import type { LoginMethod } from '../api-client/login/login-types';
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

/**
 * The application form block as drawn; here, not beside the block, because the careers form it loads
 * lazily reads it too.
 */
export interface ApplicationFormView { kind: 'blocks.application-form'; heading: string; intro: string | null; jobs: JobSummary[]; captcha: CaptchaSettings; terms: ApplicationTerms }

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
