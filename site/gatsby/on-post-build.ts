import { existsSync, mkdirSync, writeFileSync } from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { nameFlowScripts } from './flow-scripts-list';
import { notPreRendered, planPages, type SourcedJob } from './page-plan';
import { nginxRoutes } from './nginx-routes';
import { precompress } from './precompress';
import { shareImageRoutes, writeShareImages } from './share-images';
import { robotsTxt, sitemapXml } from './search-files';
import { originOf, securityFiles, siteScriptHashes } from './security-files';

/**
 * Fails the build when a static page of the route table was not written (`… is not pre-rendered`),
 * names the client-only shells' flow scripts in their HTML, then writes sitemap.xml, robots.txt, the web server's
 * route rules and the inputs of its security headers (the hashes of the pages' inline scripts); last, the gzip copy
 * of each text file that the web server sends (precompress.ts), so that it covers every file written before.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter, store }) => {
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata?: { siteUrl?: string } } };
  const publicDir = path.join(program.directory, 'public');
  const siteUrl = (config.siteMetadata?.siteUrl ?? '').replace(/\/$/, '');
  const jobs = getNodesByType('STRAPI_JOB').map((job) => ({ documentId: job.documentId, locale: job.locale, slug: job.slug }) as SourcedJob);
  const pages = planPages(jobs);

  const problems = notPreRendered(pages, (pagePath) => existsSync(path.join(publicDir, pagePath, 'index.html')));
  if (problems.length) reporter.panicOnBuild(problems.join('\n'));
  nameFlowScripts(publicDir, pages);

  const titles = new Map(getNodesByType('STRAPI_PAGE').map((node) => [`${String(node.routeKey)}|${String(node.locale)}`, String(node.title ?? '')]));
  const brands = new Map(getNodesByType('STRAPI_GLOBAL').map((node) => [String(node.locale), String(node.brandName ?? '')]));
  // Timed on their own: the publish benchmark prints each phase Gatsby reports.
  const shareImages = reporter.activityTimer('share images');
  shareImages.start();
  await writeShareImages(
    publicDir,
    shareImageRoutes(getNodesByType('STRAPI_PRODUCT')),
    (routeKey, language) => titles.get(`${routeKey}|${language}`) || undefined,
    (language) => brands.get(language) ?? '',
    path.join(program.directory, '.cache', 'share-images-drawn.json'),
  );
  shareImages.end();

  const serverFiles = reporter.activityTimer('sitemap, robots and server rules');
  serverFiles.start();

  writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(pages, siteUrl));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  mkdirSync(path.join(publicDir, '_server'), { recursive: true });
  writeFileSync(path.join(publicDir, '_server', 'routes.conf'), nginxRoutes());
  const scriptHashes = siteScriptHashes(publicDir);
  // Gatsby's own inline scripts are made constant (inline-script-globals.tsx): more hashes mean a
  // script that differs per page, which would make the policy grow with the site.
  if (scriptHashes.length > 4) reporter.panicOnBuild(`Too many distinct inline scripts for the Content-Security-Policy: ${scriptHashes.length}`);
  const security = securityFiles({
    scriptHashes,
    apiOrigin: originOf(process.env.GATSBY_API_URL),
    adminOrigin: originOf(process.env.CMS_ADMIN_URL ?? process.env.STRAPI_URL),
  });
  writeFileSync(path.join(publicDir, '_server', 'security.json'), security.json);
  writeFileSync(path.join(publicDir, '_server', 'security-headers.conf'), security.nginx);
  writeFileSync(path.join(publicDir, '_server', 'security-headers-preview.conf'), security.nginxPreview);
  serverFiles.end();

  const compressing = reporter.activityTimer('gzip copies of changed files');
  compressing.start();
  const copies = await precompress(publicDir);
  compressing.setStatus(`${copies.written} written, ${copies.kept} kept, ${copies.removed} removed`);
  compressing.end();
};
