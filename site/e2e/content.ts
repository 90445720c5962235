import { readFileSync } from 'fs';
import type { Page } from '@playwright/test';
import path from 'path';
import { defaultLocale, localizePath, locales, routeKeys, routeTable, type Locale, type RouteKey } from '@kindlustus/routes';

/** The seeded content the CMS under test was started with: what the pages must show. */
const contentDir = path.resolve(__dirname, '../../cms/src/seed/content');
type Texts = {
  global: { brandName: string; uiTexts: Record<string, Record<string, string>> };
  pages: Record<string, { title: string; blocks: Array<{ __component: string; heading?: string }> }>;
  products: Record<string, { name: string }>;
  jobs: Record<string, { title: string; slug: string }>;
};
export const texts = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(path.join(contentDir, `${locale}.json`), 'utf8')) as Texts]),
) as Record<Locale, Texts>;
const shared = JSON.parse(readFileSync(path.join(contentDir, 'shared.json'), 'utf8')) as { jobs: Record<string, { validForDays: number }> };

/** The sandbox insurers' names by their code, as the seed gives them. */
export const insurerNames: Record<string, string> = Object.fromEntries(
  Object.entries((JSON.parse(readFileSync(path.join(contentDir, 'shared.json'), 'utf8')) as { insurers: Record<string, { name: string }> }).insurers)
    .map(([code, insurer]) => [code, insurer.name]),
);
export const currentJobKeys = Object.keys(shared.jobs).filter((key) => shared.jobs[key]!.validForDays > 0);
export const expiredJobKeys = Object.keys(shared.jobs).filter((key) => shared.jobs[key]!.validForDays < 0);

export const variants: Array<{ locale: Locale; prefixed: boolean }> = [
  { locale: defaultLocale, prefixed: false },
  ...locales.map((locale) => ({ locale, prefixed: true })),
];

const sampleParams: Partial<Record<RouteKey, Record<string, string>>> = {
  cascoOffer: { id: 'of-3xk9q2' },
  cascoConfirm: { id: 'of-3xk9q2', price: '412.50' },
  trafficOffer: { id: 'of-7mz1a8' },
  trafficConfirm: { id: 'of-7mz1a8' },
  homeOffer: { id: 'of-2hm4k1' },
  homeConfirm: { id: 'of-2hm4k1', price: '12900' },
  forestryMachineOffer: { id: 'of-5fm6x0' },
  forestryMachineConfirm: { id: 'of-5fm6x0' },
  employerHealthOffer: { id: 'of-8eh9p3' },
  employerHealthConfirm: { id: 'of-8eh9p3', price: '2400000' },
  companyConfirm: { token: 'Vb3x9QmR2kLp7TnY4sWd6HfJ' },
};

export interface RouteSample {
  key: RouteKey;
  locale: Locale;
  path: string;
  layout: string;
  title: string;
}

/** Each of the 36 routes under each of the 4 prefixes, with sample parameters, and what it must show. */
export function routeSamples(): RouteSample[] {
  return routeKeys.flatMap((key) =>
    variants.map(({ locale, prefixed }) => {
      const job = texts[locale].jobs[currentJobKeys[0]!]!;
      const params = key === 'careersJob' ? { slug: job.slug } : sampleParams[key] ?? {};
      const pageTitle = key === 'careersJob' ? job.title : texts[locale].pages[key]!.title;
      return {
        key,
        locale,
        path: localizePath(key, locale, params, { prefixDefault: prefixed }),
        layout: routeTable[key].layout,
        title: `${pageTitle} - ${texts[locale].global.brandName}`,
      };
    }),
  );
}

/** The main heading of a seeded page: its first hero. */
export function heroHeading(locale: Locale, key: RouteKey): string {
  return texts[locale].pages[key]!.blocks.find((block) => block.__component === 'blocks.hero')!.heading!;
}

/** Opens a page and waits until React has hydrated it, so that clicks are client-side navigations. */
export async function openInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('body[data-hydrated="true"]').waitFor();
}
