import { locales, routeKeys, routeTable } from '@kindlustus/routes';
import { notPreRendered, planPages, variants } from './page-plan';
import { robotsTxt, sitemapXml } from './search-files';

const jobs = [
  { documentId: 'j1', locale: 'et' as const, slug: 'noustaja' },
  { documentId: 'j1', locale: 'ru' as const, slug: 'konsultant' },
  { documentId: 'j1', locale: 'en' as const, slug: 'advisor' },
];
const pages = planPages(jobs);
const byPath = new Map(pages.map((page) => [page.path, page]));

describe('planPages', () => {
  it('gives every route four language variants (108 in all)', () => {
    expect(variants).toHaveLength(4);
    let answered = 0;
    for (const key of routeKeys) {
      for (const { locale, prefixed } of variants) {
        const prefix = prefixed || locale !== 'et' ? `/${locale}` : '';
        const found = pages.some((page) => page.context.language === locale && page.context.prefixed === prefixed &&
          (page.context.routeKeys ?? [page.context.routeKey]).includes(key) && page.path.startsWith(prefix));
        if (found) answered += 1;
      }
    }
    expect(answered).toBe(routeKeys.length * 4);
  });

  it('uses paths that are unique and end in a slash', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/\/$/);
  });

  it('builds each job under its own slug in each language and links the versions', () => {
    expect(byPath.get('/karjaar/tookoht/noustaja/')?.context.alternates).toEqual({
      et: '/karjaar/tookoht/noustaja/', ru: '/ru/karjaar/tookoht/konsultant/', en: '/en/karjaar/tookoht/advisor/',
    });
    expect(byPath.get('/et/karjaar/tookoht/noustaja/')?.context).toMatchObject({ canonical: '/karjaar/tookoht/noustaja/', indexable: false });
    expect(byPath.get('/ru/karjaar/tookoht/konsultant/')).toMatchObject({ template: 'job', context: { language: 'ru', layout: 'careers', documentId: 'j1' } });
  });

  it('serves client-only routes from one shell per path with a matchPath for parameters', () => {
    const offers = byPath.get('/en/kaskokindlustus-dev/pakkumine/');
    expect(offers).toMatchObject({ template: 'client', matchPath: '/en/kaskokindlustus-dev/pakkumine/*' });
    expect(offers?.context.routeKeys).toEqual(['cascoOffers', 'cascoOffer']);
    expect(byPath.get('/ostukorv/')?.matchPath).toBeUndefined();
    expect(byPath.get('/et/ise-dev/poliisid/')?.context.indexable).toBe(false);
  });

  it('points /et/ copies at the unprefixed page and keeps them out of the index', () => {
    const copy = byPath.get('/et/kaskokindlustus-dev/');
    expect(copy?.context).toMatchObject({ canonical: '/kaskokindlustus-dev/', indexable: false, language: 'et', prefixed: true });
    expect(byPath.get('/kaskokindlustus-dev/')?.context).toMatchObject({ canonical: '/kaskokindlustus-dev/', indexable: true });
  });
});

describe('notPreRendered', () => {
  it('names every static page the build did not write, and nothing when all are there', () => {
    expect(notPreRendered(pages, () => true)).toEqual([]);
    const missing = new Set(['/ru/liikluskindlustus-kkk-dev/', '/ostukorv/']);
    const problems = notPreRendered(pages, (path) => !missing.has(path));
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(expect.arrayContaining(['/ru/liikluskindlustus-kkk-dev/ is not pre-rendered', '/ostukorv/ is not pre-rendered']));
  });
});

describe('sitemap.xml and robots.txt', () => {
  const sitemap = sitemapXml(pages, 'https://tarkus.ee');

  it('lists indexable pages in every language with alternates, and no client-only or /et/ page', () => {
    expect(sitemap).toContain('<loc>https://tarkus.ee/ru/liikluskindlustus-kkk-dev/</loc>');
    expect(sitemap).toContain('<loc>https://tarkus.ee/en/karjaar/tookoht/advisor/</loc>');
    expect(sitemap).toContain('hreflang="x-default" href="https://tarkus.ee/kaskokindlustus-dev/"');
    expect(sitemap).not.toContain('ostukorv');
    expect(sitemap).not.toContain('https://tarkus.ee/et/');
    const indexable = routeKeys.filter((key) => routeTable[key].indexable && routeTable[key].content === 'page');
    expect(sitemap.match(/<url>/g)).toHaveLength(indexable.length * locales.length + jobs.length);
  });

  it('keeps client-only pages out under every prefix and names the sitemap', () => {
    const robots = robotsTxt('https://tarkus.ee');
    for (const path of ['/ostukorv/', '/ru/ostukorv/', '/et/ise-dev/poliisid/', '/en/login-dev/', '/api/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toContain('Disallow: /kaskokindlustus-dev/\n');
    expect(robots).toContain('Sitemap: https://tarkus.ee/sitemap.xml');
  });
});

describe('nginx route rules', () => {
  const { nginxRoutes } = jest.requireActual('./nginx-routes') as typeof import('./nginx-routes');
  const rules = nginxRoutes();

  it('answers each client-only path from its shell under every prefix, longest path first', () => {
    expect(rules).toContain('location ~ ^(/(?:et|ru|en))?\\/kaskokindlustus-dev\\/pakkumine\\/(.*)$ {\n  include /usr/share/nginx/html/live/_server/security-headers.conf;\n  try_files $uri $1/kaskokindlustus-dev/pakkumine/index.html =404;');
    expect(rules.indexOf('ostukorv\\/lisaks')).toBeLessThan(rules.indexOf('ostukorv\\/(.*)'));
  });

  it('gives the Russian and English addresses their own 404 page', () => {
    expect(rules).toContain('location /ru/ {\n  include /usr/share/nginx/html/live/_server/security-headers.conf;\n  error_page 404 /ru/404/index.html;');
    expect(rules).toContain('error_page 404 /en/404/index.html;');
  });

  it('sends the security headers from every location, since add_header in a location replaces the server ones', () => {
    const locations = rules.split('location ').slice(1);
    for (const location of locations) expect(location).toMatch(/include \/usr\/share\/nginx\/html\/live\/_server\/security-headers(-preview)?\.conf;/);
    expect(rules).toContain('location = /ru/eelvaade/ {\n  include /usr/share/nginx/html/live/_server/security-headers-preview.conf;');
  });
});

describe('dates on the site', () => {
  const { showDate } = jest.requireActual('./create-resolvers') as typeof import('./create-resolvers');

  it('shows a CMS calendar date as day.month.year in Tallinn', () => {
    expect(showDate('2026-11-21')).toBe('21.11.2026');
    expect(showDate('2027-01-01')).toBe('01.01.2027');
    expect(showDate('2026-03-29')).toBe('29.03.2026');
  });
});
