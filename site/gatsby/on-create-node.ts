import type { GatsbyNode } from 'gatsby';
import { markdownToHtml } from '../src/content/markdown';

/** Every Markdown field from the CMS gets its HTML as `fields.html`. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions }) => {
  if (node.internal.mediaType !== 'text/markdown' || !node.internal.type.startsWith('STRAPI')) return;
  actions.createNodeField({ node, name: 'html', value: markdownToHtml(node.internal.content ?? '') });
};
