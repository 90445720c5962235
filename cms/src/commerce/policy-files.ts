import type { Core } from '@strapi/strapi';
import type { DocumentOf } from '../policies/document/stored-documents';
import type { DocumentLanguage } from '../policies/document/policy-document';
import { uploadedBytes } from '../upload/uploaded-bytes';
import { policyDocumentData } from './policy-document-data';

type Row = Record<string, any>;

/** The PDF a policy's owner gets: the insurer's own document staff uploaded when concluding it, else the one drawn here. */
export function policyPdfs(strapi: Core.Strapi, documentOf: DocumentOf) {
  async function uploadedOf(policyId: number): Promise<Buffer | null> {
    const row = await strapi.db.query('api::policy.policy').findOne({ where: { id: policyId }, select: ['id'], populate: { document: true } } as never) as Row | null;
    return typeof row?.document?.url === 'string' ? uploadedBytes(strapi, row.document.url) : null;
  }
  return async function pdfOf(policy: Row, language: DocumentLanguage): Promise<Buffer> {
    // Only a policy staff concluded (it had a promised time) has an uploaded document: the API path asks nothing more.
    const uploaded = policy.concludeBy ? await uploadedOf(policy.id) : null;
    return uploaded ?? documentOf(policyDocumentData(policy), language);
  };
}

export type PolicyPdfOf = ReturnType<typeof policyPdfs>;
