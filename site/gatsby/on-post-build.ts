import { existsSync, mkdirSync, writeFileSync } from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { addFlowPreloads } from './flow-preloads';
import { notPreRendered, planPages, type SourcedJob } from './page-plan';
import { nginxRoutes } from './nginx-routes';
import { robotsTxt, sitemapXml } from './search-files';

/**
 * Fails the build when a static page of the route table was not written (`… is not pre-rendered`),
 * adds the client-only shells' script preloads, then writes sitemap.xml, robots.txt and the web server's route rules.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType, reporter, store }) => {
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata?: { siteUrl?: string } } };
  const publicDir = path.join(program.directory, 'public');
  const siteUrl = (config.siteMetadata?.siteUrl ?? '').replace(/\/$/, '');
  const jobs = getNodesByType('STRAPI_JOB').map((job) => ({ documentId: job.documentId, locale: job.locale, slug: job.slug }) as SourcedJob);
  const pages = planPages(jobs);

  const problems = notPreRendered(pages, (pagePath) => existsSync(path.join(publicDir, pagePath, 'index.html')));
  if (problems.length) reporter.panicOnBuild(problems.join('\n'));
  addFlowPreloads(publicDir, pages);

  writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(pages, siteUrl));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  mkdirSync(path.join(publicDir, '_server'), { recursive: true });
  writeFileSync(path.join(publicDir, '_server', 'routes.conf'), nginxRoutes());
};
