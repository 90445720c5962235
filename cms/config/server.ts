import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public address of the CMS (behind the production web server: https://example.ee/cms).
  url: env('PUBLIC_URL', ''),
  // Behind the production web server (site/nginx.conf): X-Forwarded-Proto and X-Forwarded-For are read,
  // and of X-Forwarded-For only the last address, the one that web server saw (one trusted hop).
  // Strapi 5 reads Koa's setting from `proxy.koa`; a bare boolean here is ignored.
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: 1 },
  app: { keys: env.array('APP_KEYS')! },
  webhooks: { populateRelations: false },
});

export default config;
