import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  // Only the site may call the API from a browser; list more origins comma-separated.
  const siteOrigins = env.array('CORS_ORIGINS', ['http://localhost:8000', 'http://127.0.0.1:8000']);
  return [
    'strapi::logger',
    'strapi::errors',
    'strapi::security',
    { name: 'strapi::cors', config: { origin: siteOrigins, credentials: true } },
    { name: 'global::csrf-guard', config: { origins: siteOrigins } },
    'strapi::poweredBy',
    'strapi::query',
    // Files up to 12 MB reach the API, which answers anything over its own limits (a CV: 10 MB) clearly.
    { name: 'strapi::body', config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb', formidable: { maxFileSize: 12 * 1024 * 1024 } } },
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};

export default config;
