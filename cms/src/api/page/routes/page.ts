import { factories } from '@strapi/strapi';
import { readRules } from '../../../content-api/read-rules';

const readMiddleware = { name: 'global::content-read', config: readRules.page };

export default factories.createCoreRouter('api::page.page', {
  config: {
    find: { middlewares: [readMiddleware] },
    findOne: { middlewares: [readMiddleware] },
  },
});
