import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: { httpOnly: true },
      // Customers log in with e-ID through the provider API, not with passwords: no public sign-up.
      register: { allowedFields: [] },
    },
  },
  graphql: {
    config: {
      // The provider API's GraphQL lives under /api with the REST API; content is read over REST.
      endpoint: '/api/graphql',
      shadowCRUD: false,
      landingPage: false,
      depthLimit: 10,
      amountLimit: 100,
      // Schema introspection is off in production unless asked for (the site's types come from schema.graphql).
      // No automatic persisted queries: every operation arrives whole, so the limits see what runs.
      apolloServer: { introspection: env.bool('GRAPHQL_INTROSPECTION', env('NODE_ENV') !== 'production'), persistedQueries: false },
    },
  },
  // Mail goes to .eml files in EMAIL_FOLDER by default (no mail server needed); EMAIL_PROVIDER=nodemailer
  // with SMTP_HOST, SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD sends through any SMTP server.
  email: {
    config:
      env('EMAIL_PROVIDER', 'file') === 'nodemailer'
        ? {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
            },
            settings: { defaultFrom: env('EMAIL_FROM', 'veeb@tarkus.ee'), defaultReplyTo: env('EMAIL_REPLY_TO', 'veeb@tarkus.ee') },
          }
        : {
            provider: '@kindlustus/email-file-provider',
            providerOptions: { folder: env('EMAIL_FOLDER', '.tmp/mail') },
            settings: { defaultFrom: env('EMAIL_FROM', 'veeb@tarkus.ee'), defaultReplyTo: env('EMAIL_REPLY_TO', 'veeb@tarkus.ee') },
          },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      security: {
        allowedTypes: ['image/*', 'application/pdf', 'application/msword',
          'application/vnd.openxmlformats-officedocument.*', 'text/plain', 'application/rtf', 'text/rtf'],
        deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh', 'text/x-shellscript'],
      },
    },
  },
});

export default config;
