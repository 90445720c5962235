import { factories } from '@strapi/strapi';
import { readRules } from '../../../content-api/read-rules';

const readMiddleware = { name: 'global::content-read', config: readRules.office };

export default factories.createCoreRouter('api::office.office', {
  config: {
    find: { middlewares: [readMiddleware] },
    findOne: { middlewares: [readMiddleware] },
  },
});
