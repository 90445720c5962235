import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::integration-setting.integration-setting');
