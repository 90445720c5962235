import { factories } from '@strapi/strapi';
import { readRules } from '../../../content-api/read-rules';

const readMiddleware = { name: 'global::content-read', config: readRules.product };

export default factories.createCoreRouter('api::product.product', {
  config: {
    find: { middlewares: [readMiddleware] },
    findOne: { middlewares: [readMiddleware] },
  },
});
