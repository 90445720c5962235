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
      apolloServer: { introspection: env.bool('GRAPHQL_INTROSPECTION', true) },
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
