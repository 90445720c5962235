import type { Core } from '@strapi/strapi';
import type { DocumentCatalogue } from './document-catalogue';

const uid = 'api::insurance-document.insurance-document';

/** An editor's new or changed document version is used at once by this process (other replicas within the catalogue's TTL). */
export function forgetDocumentsOnEdit(strapi: Core.Strapi, catalogue: () => DocumentCatalogue): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === uid && !['findOne', 'findFirst', 'findMany', 'count'].includes(context.action)) catalogue().clear();
    return result;
  });
}
