export { sourceNodes } from './gatsby/source-nodes';
export { onCreateNode } from './gatsby/on-create-node';
export { createSchemaCustomization } from './gatsby/schema';
export { createResolvers } from './gatsby/create-resolvers';
export { createPages } from './gatsby/create-pages';
export { onCreatePage } from './gatsby/on-create-page';
export { onPreBuild } from './gatsby/on-pre-build';
export { onPostBuild } from './gatsby/on-post-build';
