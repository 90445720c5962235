import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public address of the CMS (behind the production web server: https://example.ee/cms).
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: { keys: env.array('APP_KEYS')! },
  webhooks: { populateRelations: false },
});

export default config;
