import { readFileSync } from 'fs';
import path from 'path';
import { locales, type Locale } from '@kindlustus/routes';

/** The shape of the committed seed files (see content/FORMAT.md). */
export type Block = { __component: string } & Record<string, unknown>;

export interface PageTexts {
  title: string;
  metaDescription: string;
  blocks: Block[];
}
export interface ProductTexts {
  name: string;
  pitch: string;
  covered: Array<{ title: string; text: string }>;
  faq: Array<{ question: string; answer: string }>;
}
export interface JobTexts {
  title: string;
  slug: string;
  summary: string;
  body: string;
  location: string;
  department?: string;
}
export interface OfficeTexts {
  name: string;
  city: string;
  address: string;
  openingHours: Array<{ days: string; hours: string }>;
}
export interface GlobalTexts {
  brandName: string;
  tagline?: string;
  navigation: Array<{ label: string; routeKey: string }>;
  footerText?: string;
  contactLines: Array<{ label: string; value: string; href?: string }>;
  uiTexts: Record<string, Record<string, string>>;
}
export interface LocaleContent {
  global: GlobalTexts;
  pages: Record<string, PageTexts>;
  products: Record<string, ProductTexts>;
  jobs: Record<string, JobTexts>;
  offices: Record<string, OfficeTexts>;
}
export interface JobFacts {
  employmentType: 'full-time' | 'part-time' | 'contract' | 'internship';
  validForDays: number;
  postedDaysAgo: number;
  salaryMin?: number;
  salaryMax?: number;
  openings: number;
  contactEmail?: string;
}
export interface SharedContent {
  offices: Record<string, { phone: string; email: string; latitude?: number; longitude?: number }>;
  jobs: Record<string, JobFacts>;
  products: Record<string, { routeKey: string }>;
  /** Keyed by the insurer code the insurer adapters use; `logo` is a file beside the content files. */
  insurers: Record<string, InsurerFacts>;
  /** Insurers without an API whose products our broker desk answers: made up, seeded beside the sandbox insurers. */
  deskInsurers?: Record<string, InsurerFacts & { deskProducts: string[] }>;
}
export interface InsurerFacts {
  name: string;
  logo?: string;
  licence?: string;
}
export interface SeedContent {
  shared: SharedContent;
  texts: Record<Locale, LocaleContent>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** `assetDir` holds the content's files (logos); the build copies only the JSON files into dist. */
export function loadSeedContent(dir: string, assetDir: string = dir): SeedContent {
  const texts = {} as Record<Locale, LocaleContent>;
  for (const locale of locales) texts[locale] = readJson<LocaleContent>(path.join(dir, `${locale}.json`));
  const shared = readJson<SharedContent>(path.join(dir, 'shared.json'));
  for (const facts of [...Object.values(shared.insurers ?? {}), ...Object.values(shared.deskInsurers ?? {})]) {
    if (facts.logo) facts.logo = path.join(assetDir, facts.logo);
  }
  return { shared: { ...shared, insurers: shared.insurers ?? {} }, texts };
}
