import { factories } from '@strapi/strapi';
import { readRules } from '../../../content-api/read-rules';

const readMiddleware = { name: 'global::content-read', config: readRules.integrationSetting };

export default factories.createCoreRouter('api::integration-setting.integration-setting', {
  config: {
    find: { middlewares: [readMiddleware] },
  },
});
