import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import { blockComponentNames } from '../src/content/generated/block-names';
import { blockSourceFlags } from '../src/blocks/block-sources';
import { shareImagePath } from '../src/seo/share-image';
import { planPages, type PlannedPage, type SourcedJob, type TemplateName } from './page-plan';
import { shareImageRoutes } from './share-images';

const templates: Record<TemplateName, string> = {
  content: path.resolve(__dirname, '../src/templates/content-page.tsx'),
  job: path.resolve(__dirname, '../src/templates/job-page.tsx'),
  client: path.resolve(__dirname, '../src/templates/client-shell.tsx'),
  preview: path.resolve(__dirname, '../src/templates/preview-page.tsx'),
};

/** Creates every page of the route table in every language variant (see page-plan.ts). */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType, getNode, reporter }) => {
  const known = new Set<string>(blockComponentNames);
  const blocksOfPage = new Map<string, string[]>();
  for (const page of getNodesByType('STRAPI_PAGE')) {
    const components: string[] = [];
    for (const id of (page.blocks___NODE as string[] | undefined) ?? []) {
      const component = (getNode(id) as Node & { strapi_component?: string } | undefined)?.strapi_component;
      if (!component) continue;
      components.push(component);
      if (!known.has(component)) {
        reporter.warn(`Page ${String(page.routeKey)} (${String(page.locale)}) has the block ${component}, which the site cannot show: it is left out.`);
      }
    }
    blocksOfPage.set(`${String(page.routeKey)}|${String(page.locale)}`, components);
  }
  // The blocks a planned page can show; the preview page shows any draft, so it can show every block.
  const shownBlocks = ({ template, context }: PlannedPage): readonly string[] => {
    if (template === 'preview') return blockComponentNames;
    if (template === 'job') return [];
    const keys = template === 'client' ? context.routeKeys ?? [] : [context.contentKey];
    return keys.flatMap((key) => blocksOfPage.get(`${key}|${context.language}`) ?? []);
  };

  const jobs: SourcedJob[] = getNodesByType('STRAPI_JOB').map((job) => ({
    documentId: job.documentId as string,
    locale: job.locale as SourcedJob['locale'],
    slug: job.slug as string,
  }));
  const shared = shareImageRoutes(getNodesByType('STRAPI_PRODUCT'));
  for (const page of planPages(jobs)) {
    const sources = blockSourceFlags(shownBlocks(page));
    const { routeKey, language } = page.context;
    const shareImage = page.template === 'content' && shared.has(routeKey) ? { shareImage: shareImagePath(routeKey, language) } : {};
    actions.createPage({ path: page.path, matchPath: page.matchPath, component: templates[page.template], context: { ...page.context, ...sources, ...shareImage } });
  }
};
