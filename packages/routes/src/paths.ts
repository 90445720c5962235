import { defaultLocale, isLocale, locales, type Locale } from './locales';
import { isRouteKey, routeKeys, routeTable, type RouteKey } from './route-table';

export type RouteParams = Readonly<Record<string, string | undefined>>;

interface Segment {
  readonly literal?: string;
  readonly param?: string;
  readonly optional?: boolean;
}

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const match = /^\{(\w+)(\?)?\}$/.exec(part);
      return match ? { param: match[1], optional: match[2] === '?' } : { literal: part };
    });
}

const compiled = new Map(routeKeys.map((key) => [key, segmentsOf(routeTable[key].pattern)]));

function segmentsFor(key: RouteKey): Segment[] {
  const segments = compiled.get(key);
  if (!segments) throw new Error(`Unknown route key: ${key}`);
  return segments;
}

export interface LocalizeOptions {
  /** Write the default language with its `/et/` prefix (for the `/et/` copies of every page). */
  readonly prefixDefault?: boolean;
}

export function localePrefix(locale: Locale, options: LocalizeOptions = {}): string {
  return locale === defaultLocale && !options.prefixDefault ? '' : `/${locale}`;
}

/** The path of a route in a language, always with a trailing slash. Throws on a missing required parameter. */
export function localizePath(
  key: RouteKey,
  locale: Locale,
  params: RouteParams = {},
  options: LocalizeOptions = {},
): string {
  const parts: string[] = [];
  for (const segment of segmentsFor(key)) {
    if (segment.literal !== undefined) {
      parts.push(segment.literal);
      continue;
    }
    const value = params[segment.param ?? ''];
    if (value === undefined || value === '') {
      if (segment.optional) break;
      throw new Error(`Route ${key} needs the parameter "${segment.param}"`);
    }
    parts.push(encodeURIComponent(value));
  }
  const path = parts.length ? `/${parts.join('/')}/` : '/';
  return `${localePrefix(locale, options)}${path}`;
}

/** A route pattern under a prefix, in Gatsby's matchPath form (`:id`, optional params as a splat). */
export function matchPathFor(key: RouteKey, locale: Locale, options: LocalizeOptions = {}): string {
  const literals = segmentsFor(key)
    .filter((segment) => segment.literal !== undefined)
    .map((segment) => segment.literal);
  const hasParams = segmentsFor(key).some((segment) => segment.param !== undefined);
  const base = `${localePrefix(locale, options)}/${literals.join('/')}${literals.length ? '/' : ''}`;
  return hasParams ? `${base}*` : base;
}

export interface ParsedPath {
  readonly key: RouteKey;
  readonly locale: Locale;
  /** True when the path carried a language prefix (`/et/...` for the default language). */
  readonly prefixed: boolean;
  readonly params: Readonly<Record<string, string>>;
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  let index = 0;
  for (const segment of segments) {
    const part = parts[index];
    if (segment.literal !== undefined) {
      if (part !== segment.literal) return null;
      index += 1;
      continue;
    }
    if (part === undefined) {
      if (segment.optional) continue;
      return null;
    }
    params[segment.param ?? ''] = decodeURIComponent(part);
    index += 1;
  }
  return index === parts.length ? params : null;
}

/** The route, language and parameters of a path (query and hash ignored); null for an unknown path. */
export function parsePath(url: string): ParsedPath | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  let parts = pathname.split('/').filter(Boolean);
  let locale: Locale = defaultLocale;
  let prefixed = false;
  const first = parts[0];
  if (isLocale(first)) {
    locale = first;
    prefixed = true;
    parts = parts.slice(1);
  }
  // Literal routes win over parameterised ones, so the table order does not matter.
  const ordered = [...routeKeys].sort(
    (a, b) => Number(/\{/.test(routeTable[a].pattern)) - Number(/\{/.test(routeTable[b].pattern)),
  );
  for (const key of ordered) {
    const params = matchSegments(segmentsFor(key), parts);
    if (params) return { key, locale, prefixed, params };
  }
  return null;
}

/** The same page in every language (for the switcher, hreflang and the sitemap). */
export function alternatePaths(
  key: RouteKey,
  paramsByLocale: Partial<Record<Locale, RouteParams>> = {},
): Record<Locale, string> {
  const result = {} as Record<Locale, string>;
  for (const locale of locales) result[locale] = localizePath(key, locale, paramsByLocale[locale] ?? {});
  return result;
}

export { isRouteKey };
