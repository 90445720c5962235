/** The content-API actions that anyone may call: reads of published content, nothing else. */
export const publicReadActions = [
  'api::page.page.find',
  'api::page.page.findOne',
  'api::product.product.find',
  'api::product.product.findOne',
  'api::job.job.find',
  'api::job.job.findOne',
  'api::office.office.find',
  'api::office.office.findOne',
  'api::insurer.insurer.find',
  'api::insurer.insurer.findOne',
  'api::global.global.find',
  'api::integration-setting.integration-setting.find',
  'plugin::i18n.locales.listLocales',
] as const;

/** The site build also reads the content model (gatsby-source-strapi asks for it first). */
export const siteBuildActions = [
  ...publicReadActions,
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.content-types.getContentType',
  'plugin::content-type-builder.components.getComponents',
  'plugin::content-type-builder.components.getComponent',
] as const;
