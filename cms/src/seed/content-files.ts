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
}
export interface SeedContent {
  shared: SharedContent;
  texts: Record<Locale, LocaleContent>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadSeedContent(dir: string): SeedContent {
  const texts = {} as Record<Locale, LocaleContent>;
  for (const locale of locales) texts[locale] = readJson<LocaleContent>(path.join(dir, `${locale}.json`));
  return { shared: readJson<SharedContent>(path.join(dir, 'shared.json')), texts };
}
