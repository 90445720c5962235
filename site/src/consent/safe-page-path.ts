import { localizePath, parsePath, type RouteKey } from '@kindlustus/routes';
import { isFlowPage } from '../app/flow-boundary';

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

/** No script starts on a flow page (ids and tokens in the address, personal data on the page) nor on an unknown one. */
export function scriptsMayStartOn(pathname: string): boolean {
  return parsePath(pathname) !== null && !isFlowPage(pathname);
}
