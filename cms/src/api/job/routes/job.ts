import { factories } from '@strapi/strapi';
import { readRules } from '../../../content-api/read-rules';

const readMiddleware = { name: 'global::content-read', config: readRules.job };

export default factories.createCoreRouter('api::job.job', {
  config: {
    find: { middlewares: [readMiddleware] },
    findOne: { middlewares: [readMiddleware] },
  },
});
