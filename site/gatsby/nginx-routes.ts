import { locales, previewPaths, routeKeys, routeTable } from '@kindlustus/routes';
import { clientBase } from './page-plan';

/**
 * The production web server's rules that come from the route table: client-only routes answered by
 * their shell page, and each language's 404 page. Written next to the built site as
 * `_server/routes.conf`; the nginx config in this folder includes it.
 */
/** nginx's add_header in a location replaces the server's, so each page location includes the set itself. */
export const securityHeadersInclude = 'include /usr/share/nginx/html/live/_server/security-headers.conf;';

export function nginxRoutes(): string {
  const bases = [...new Set(routeKeys.filter((key) => routeTable[key].kind === 'client').map(clientBase))];
  // Longest first, so that /ostukorv/lisaks/ wins over /ostukorv/.
  bases.sort((a, b) => b.length - a.length);
  const prefix = `(/(?:${locales.join('|')}))?`;
  const clientRules = bases.map(
    (base) => `location ~ ^${prefix}${base.replace(/\//g, '\\/')}(.*)$ {\n  ${securityHeadersInclude}\n  try_files $uri $1${base}index.html =404;\n}`,
  );
  const notFound = locales
    .filter((locale) => locale !== 'et')
    .map((locale) => `location /${locale}/ {\n  ${securityHeadersInclude}\n  error_page 404 /${locale}/404/index.html;\n  rewrite ^([^.]*[^/])$ $1/ permanent;\n  try_files $uri $uri/index.html =404;\n}`);
  // The CMS admin's "Open preview" frames these pages.
  const previews = previewPaths.map(
    (preview) => `location = ${preview} {\n  ${securityHeadersInclude.replace('.conf', '-preview.conf')}\n  try_files $uri/index.html =404;\n}`,
  );
  return [...clientRules, ...notFound, ...previews, ''].join('\n');
}
