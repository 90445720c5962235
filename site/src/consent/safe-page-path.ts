import { localizePath, parsePath, routeTable, type RouteKey } from '@kindlustus/routes';

/** Parameters that name public content, not a person's quote, order or policy. */
const publicParams = new Set(['slug']);

export interface SafePage {
  path: string;
  routeKey: RouteKey | null;
  language: string | null;
}

/**
 * What the tag manager and analytics may learn about the page: its route and language, and a path
 * without the query, the hash or any id (offer and order ids stand in as their parameter's name).
 */
export function safePage(pathname: string): SafePage {
  const parsed = parsePath(pathname);
  if (!parsed) return { path: '/404/', routeKey: null, language: null };
  const params = Object.fromEntries(Object.entries(parsed.params).map(([name, value]) => [name, publicParams.has(name) ? value : name.toUpperCase()]));
  return { path: localizePath(parsed.key, parsed.locale, params, { prefixDefault: parsed.prefixed }), routeKey: parsed.key, language: parsed.locale };
}

/** Client-only pages (offers, cart, payment, login, policies) carry ids and tokens in their address: no script starts there. */
export function scriptsMayStartOn(pathname: string): boolean {
  const parsed = parsePath(pathname);
  return parsed !== null && routeTable[parsed.key].kind === 'static';
}
