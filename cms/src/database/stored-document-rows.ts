import type { Core } from '@strapi/strapi';
import { runPrepared } from './prepared-statements';

type Knex = Core.Strapi['db']['connection'];

/** Each policy's PDF per language (made by cms/database/migrations). */
const storedDocumentTable = 'policy_documents';

/** The stored PDF of a policy in a language, or null. */
export async function readStoredDocument(knex: Knex, policyNumber: string, language: string): Promise<Buffer | null> {
  const { rows } = await runPrepared<{ pdf: Uint8Array | null }>(knex, {
    sql: `SELECT pdf FROM ${storedDocumentTable} WHERE policy_number = ? AND language = ? LIMIT 1`,
    values: [policyNumber, language],
  });
  return rows[0]?.pdf ? Buffer.from(rows[0].pdf) : null;
}

/** Stores the PDF unless one is stored already (two processes rendering the same one at once keep the first). */
export async function storeDocument(knex: Knex, policyNumber: string, language: string, pdf: Buffer): Promise<void> {
  await runPrepared(knex, {
    sql: `INSERT INTO ${storedDocumentTable} (policy_number, language, pdf) VALUES (?, ?, ?) ON CONFLICT (policy_number, language) DO NOTHING`,
    values: [policyNumber, language, pdf],
  });
}

/** Deletes the stored PDFs of these policies, in every language. */
export async function forgetStoredDocuments(knex: Knex, policyNumbers: string[]): Promise<void> {
  if (!policyNumbers.length) return;
  await knex(storedDocumentTable).whereIn('policy_number', policyNumbers).del();
}

/** Stores the insurer's own PDF of a policy in each language, over any stored before (a conclusion by staff). */
export async function replaceStoredDocuments(trx: Knex, policyNumber: string, languages: readonly string[], pdf: Buffer): Promise<void> {
  await trx(storedDocumentTable)
    .insert(languages.map((language) => ({ policy_number: policyNumber, language, pdf })))
    .onConflict(['policy_number', 'language'])
    .merge();
}
