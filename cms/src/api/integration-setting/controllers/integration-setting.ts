import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::integration-setting.integration-setting');
