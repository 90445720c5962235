import type { Locale } from '@kindlustus/routes';
import type { Core } from '@strapi/strapi';
import { readStoredDocument, storeDocument } from '../../database/stored-document-rows';
import type { PolicyDocumentData } from './policy-document';

type Knex = Core.Strapi['db']['connection'];
type Render = (data: PolicyDocumentData, language: Locale) => Promise<Uint8Array>;

/**
 * Each policy's PDF per language, rendered once: the e-mail's attachment and the customer's download. The
 * stored document, or rendered and stored now. Two processes rendering the same one at once store the
 * first (the same document either way: a policy does not change once issued).
 */
export function storedDocuments(knex: () => Knex, render: Render) {
  return async function documentOf(data: PolicyDocumentData, language: Locale): Promise<Buffer> {
    const stored = await readStoredDocument(knex(), data.policyNumber, language);
    if (stored) return stored;
    const pdf = Buffer.from(await render(data, language));
    await storeDocument(knex(), data.policyNumber, language, pdf);
    return pdf;
  };
}

export type DocumentOf = ReturnType<typeof storedDocuments>;
