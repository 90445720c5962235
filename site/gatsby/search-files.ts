import { locales, routeKeys, routeTable, localePrefix, previewPaths } from '@kindlustus/routes';
import { clientBase, type PlannedPage } from './page-plan';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every indexable page in every language, each with its language alternates. */
export function sitemapXml(pages: PlannedPage[], siteUrl: string): string {
  const entries = pages
    .filter((page) => page.context.indexable && page.template !== 'client' && page.path === page.context.canonical)
    .map((page) => {
      const links = [
        ...Object.entries(page.context.alternates).map(
          ([language, path]) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl + path)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + page.context.alternates.et)}"/>`,
      ];
      return `  <url>\n    <loc>${escapeXml(siteUrl + page.path)}</loc>\n${links.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the client-only pages (cart, payment, login, policies, offers) and the draft preview. */
export function robotsTxt(siteUrl: string): string {
  const bases = new Set(routeKeys.filter((key) => routeTable[key].kind === 'client').map(clientBase));
  const disallowed: string[] = [];
  for (const base of bases) {
    disallowed.push(base);
    for (const locale of locales) disallowed.push(`${localePrefix(locale, { prefixDefault: true })}${base}`);
  }
  disallowed.push(...previewPaths);
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
