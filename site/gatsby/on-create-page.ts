import type { GatsbyNode } from 'gatsby';
import { locales } from '@kindlustus/routes';

/**
 * gatsby-plugin-react-i18next gives the localized 404 pages the language twice in their matchPath
 * (`/ru/ru/*`), so the browser would not find them for an unknown /ru/ address: put it right.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const match = /^\/(\w+)\/404(\.html|\/)$/.exec(page.path);
  const language = match?.[1];
  if (!language || !(locales as readonly string[]).includes(language)) return;
  const matchPath = `/${language}/*`;
  if (page.matchPath === matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath });
};
