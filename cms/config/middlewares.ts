import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  // Only the site may call the API from a browser; list more origins comma-separated.
  const siteOrigins = env.array('CORS_ORIGINS', ['http://localhost:8000', 'http://127.0.0.1:8000']);
  // A line per request costs every request CPU and buries what matters in `npm start`'s output; on demand only.
  const requestLines = env.bool('LOG_REQUESTS', false) ? ['strapi::logger'] : [];
  return [
    // A refused body's rest is read and dropped and its connection closed: the next request is not stuck behind it.
    'global::unread-body',
    ...requestLines,
    'strapi::errors',
    // helmet's defaults: CSP (default-src 'self', frame-ancestors 'self'), X-Frame-Options SAMEORIGIN,
    // nosniff, Referrer-Policy no-referrer, HSTS; the admin panel works under them. No X-Powered-By.
    'strapi::security',
    { name: 'strapi::cors', config: { origin: siteOrigins, credentials: true } },
    { name: 'global::csrf-guard', config: { origins: siteOrigins } },
    'strapi::query',
    // GraphQL: only a JSON POST to the endpoint itself; too large, too deep, too many aliases, too costly,
    // batched or a subscription: a 4xx with a code, before Apollo (and before strapi::body).
    'global::graphql-limits',
    // Unreadable bodies (malformed JSON or multipart): 400 with a code instead of the parsers' 500.
    'global::body-errors',
    // Files up to 12 MB reach the API, which answers anything over its own limits (a CV: 10 MB) clearly.
    { name: 'strapi::body', config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb', formidable: { maxFileSize: 12 * 1024 * 1024 } } },
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};

export default config;
