import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { commonsTest } from './commons-chunk';

const browserStages = new Set(['build-javascript', 'develop']);
const i18nDir = path.resolve(__dirname, '../src/i18n');

/**
 * Browser bundles only:
 * - Components read their texts through src/i18n/translation.ts, which is react-i18next when pages are
 *   rendered at build time; the browser gets translation.browser.tsx, the same page resources without
 *   i18next (see docs/editors.md on interface texts).
 * - @emotion/react imports hoist-non-react-statics only for its side effects (it uses it in withTheme,
 *   which the site does not call). That package does not declare itself free of side effects, so webpack
 *   would ship it and react-is to every page; it has none, and saying so here leaves both out.
 * - Apollo takes from `graphql` only what an operation needs on its way out (Kind, OperationTypeNode, visit,
 *   BREAK, print); @0no-co/graphql.web, which gql.tada's documents already bring, has the same, printed
 *   alike, in a third of graphql-js's bytes, so the client pages' API chunk no longer carries both.
 * - The production build's `commons` chunk holds only what every page component needs, not what lazily
 *   loaded parts share (commons-chunk.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (!browserStages.has(stage)) return;
  if (stage === 'build-javascript') {
    const commons = (getConfig() as { optimization?: { splitChunks?: { cacheGroups?: { commons?: { minChunks?: number } } } } }).optimization?.splitChunks?.cacheGroups?.commons;
    if (!commons?.minChunks) throw new Error('Gatsby\'s webpack configuration has no commons chunk group: site/gatsby/commons-chunk.ts needs a look');
    actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { commons: { test: commonsTest(commons.minChunks) } } } } });
  }
  actions.setWebpackConfig({
    resolve: {
      alias: {
        [`${path.join(i18nDir, 'translation')}$`]: path.join(i18nDir, 'translation.browser.tsx'),
        graphql$: '@0no-co/graphql.web',
      },
    },
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
  });
};
