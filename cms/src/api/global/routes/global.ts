import { factories } from '@strapi/strapi';
import { readRules } from '../../../content-api/read-rules';

const readMiddleware = { name: 'global::content-read', config: readRules.global };

export default factories.createCoreRouter('api::global.global', {
  config: {
    find: { middlewares: [readMiddleware] },
  },
});
