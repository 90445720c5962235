import { factories } from '@strapi/strapi';
import { readRules } from '../../../content-api/read-rules';

const readMiddleware = { name: 'global::content-read', config: readRules.insurer };

export default factories.createCoreRouter('api::insurer.insurer', {
  config: {
    find: { middlewares: [readMiddleware] },
    findOne: { middlewares: [readMiddleware] },
  },
});
