import {
  defaultLocale,
  localePrefix,
  localizePath,
  locales,
  previewPath,
  routeKeys,
  routeTable,
  type Locale,
  type RouteKey,
} from '@kindlustus/routes';
import type { PageContext } from '../src/content/types';

export type TemplateName = 'content' | 'job' | 'client' | 'preview';

export interface I18nContext {
  language: Locale;
  languages: Locale[];
  defaultLanguage: Locale;
  generateDefaultLanguagePage: false;
  routed: boolean;
  originalPath: string;
  path: string;
}

export interface PlannedPage {
  path: string;
  matchPath?: string;
  template: TemplateName;
  context: PageContext & { i18n: I18nContext };
}

export interface SourcedJob {
  documentId: string;
  locale: Locale;
  slug: string;
}

/** Language variants of every route: unprefixed Estonian, /et/, /ru/ and /en/. */
export const variants: Array<{ locale: Locale; prefixed: boolean }> = [
  { locale: defaultLocale, prefixed: false },
  ...locales.map((locale) => ({ locale, prefixed: true })),
];

function i18nContext(locale: Locale, path: string, originalPath: string, prefixed: boolean): I18nContext {
  return {
    language: locale,
    languages: [...locales],
    defaultLanguage: defaultLocale,
    generateDefaultLanguagePage: false,
    routed: prefixed,
    originalPath,
    path,
  };
}

/** The literal part of a pattern before its first parameter: where a client-only shell lives. */
export function clientBase(key: RouteKey): string {
  const pattern: string = routeTable[key].pattern;
  const cut = pattern.indexOf('{');
  return cut === -1 ? pattern : pattern.slice(0, cut);
}

/** Every page the site builds, from the route table and the sourced jobs. */
export function planPages(jobs: SourcedJob[]): PlannedPage[] {
  const pages: PlannedPage[] = [];
  const clientGroups = new Map<string, RouteKey[]>();
  for (const key of routeKeys) {
    if (routeTable[key].kind !== 'client') continue;
    const base = clientBase(key);
    clientGroups.set(base, [...(clientGroups.get(base) ?? []), key]);
  }

  for (const { locale, prefixed } of variants) {
    const at = (key: RouteKey, params = {}) => localizePath(key, locale, params, { prefixDefault: prefixed });
    const page = (key: RouteKey, path: string, template: TemplateName, extra: Partial<PlannedPage['context']> & { alternates: Record<Locale, string> }): PlannedPage => ({
      path,
      template,
      context: {
        routeKey: key,
        contentKey: key,
        language: locale,
        prefixed,
        canonical: extra.alternates[locale],
        indexable: routeTable[key].indexable && !(locale === defaultLocale && prefixed),
        layout: routeTable[key].layout,
        i18n: i18nContext(locale, path, extra.alternates[defaultLocale], prefixed),
        ...extra,
      },
    });
    const alternatesOf = (key: RouteKey) =>
      Object.fromEntries(locales.map((other) => [other, localizePath(key, other)])) as Record<Locale, string>;

    for (const key of routeKeys) {
      const route = routeTable[key];
      if (route.content === 'job') {
        for (const job of jobs.filter((candidate) => candidate.locale === locale)) {
          const alternates = Object.fromEntries(
            jobs
              .filter((other) => other.documentId === job.documentId)
              .map((other) => [other.locale, localizePath(key, other.locale, { slug: other.slug })]),
          ) as Record<Locale, string>;
          pages.push(page(key, at(key, { slug: job.slug }), 'job', { documentId: job.documentId, alternates }));
        }
        // Without a slug the job route lists the open positions; the list page is the canonical one.
        pages.push(page(key, at(key), 'content', {
          contentKey: 'careersPositions',
          alternates: alternatesOf(key),
          canonical: localizePath('careersPositions', locale),
        }));
      } else if (route.kind === 'static') {
        pages.push(page(key, at(key), 'content', { alternates: alternatesOf(key) }));
      }
    }

    for (const [base, keys] of clientGroups) {
      const literal = keys.find((key) => !routeTable[key].pattern.includes('{'));
      const shellKey = literal ?? keys[0]!;
      const path = `${localePrefix(locale, { prefixDefault: prefixed })}${base}`;
      const hasParams = keys.some((key) => routeTable[key].pattern.includes('{'));
      const alternates = Object.fromEntries(locales.map((other) => [other, `${localePrefix(other)}${base}`])) as Record<Locale, string>;
      const shell = page(shellKey, path, 'client', { routeKeys: keys, alternates });
      pages.push(hasParams ? { ...shell, matchPath: `${path}*` } : shell);
    }

    // The editors' draft preview (outside the route table; the draft is read after mount).
    const previewAlternates = Object.fromEntries(locales.map((other) => [other, previewPath(other)])) as Record<Locale, string>;
    const preview = page('home', previewPath(locale, { prefixDefault: prefixed }), 'preview', { alternates: previewAlternates });
    pages.push({ ...preview, context: { ...preview.context, indexable: false } });
  }
  return pages;
}

/** Pages of the plan whose HTML the build did not write: '<path> is not pre-rendered' for each. */
export function notPreRendered(pages: PlannedPage[], written: (path: string) => boolean): string[] {
  return pages
    .filter((page) => !page.matchPath && !written(page.path))
    .map((page) => `${page.path} is not pre-rendered`);
}
