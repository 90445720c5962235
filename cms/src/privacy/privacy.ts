import type { Core } from '@strapi/strapi';
import type { Commerce } from '../commerce/commerce';
import { createDataRequests, type DataRequests } from './data-requests';
import { registerPrivacyGraphql } from './privacy-graphql';

let built: DataRequests | undefined;

/** The customers' data and withdrawal requests, made on first use. */
export function dataRequests(strapi: Core.Strapi): DataRequests {
  built ??= createDataRequests(strapi);
  return built;
}

/** In the admin, staff decide a request (state) and note why (staffNote); what the customer asked stays as asked. */
const staffFields = new Set(['state', 'staffNote']);

export function registerPrivacy(strapi: Core.Strapi, services: () => Commerce): void {
  registerPrivacyGraphql(strapi, services, () => dataRequests(strapi));
  strapi.documents.use(async (context, next) => {
    if (context.uid === 'api::data-request.data-request' && context.action === 'update') {
      const params = context.params as { data?: Record<string, unknown> };
      if (params.data) params.data = Object.fromEntries(Object.entries(params.data).filter(([key]) => staffFields.has(key)));
    }
    return next();
  });
}
