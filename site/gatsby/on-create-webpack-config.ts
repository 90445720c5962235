import type { GatsbyNode } from 'gatsby';

/**
 * @emotion/react imports hoist-non-react-statics only for its side effects (it uses it in withTheme,
 * which the site does not call). That package does not declare itself free of side effects, so webpack
 * would ship it and react-is to every page; it has none, and saying so here leaves both out.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
  });
};
