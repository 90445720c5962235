import type { Locale } from '@kindlustus/routes';
import type { Knex } from 'knex';
import { runPrepared } from '../../database/prepared-statements';
import type { PolicyDocumentData } from './policy-document';

/** Each policy's PDF per language, rendered once: the e-mail's attachment and the customer's download. */
export const storedDocumentTable = 'policy_documents';

/** Not a content type (bytes, nothing for the admin): made on every boot, left alone by Strapi's schema sync. */
export async function ensureStoredDocumentTable(knex: Knex): Promise<void> {
  const bytes = /^(pg|postgres)/.test(String(knex.client.config.client)) ? 'BYTEA' : 'BLOB';
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${storedDocumentTable} (policy_number VARCHAR(60) NOT NULL, language VARCHAR(2) NOT NULL, pdf ${bytes} NOT NULL, PRIMARY KEY (policy_number, language))`,
  );
}

type Render = (data: PolicyDocumentData, language: Locale) => Promise<Uint8Array>;

/**
 * The stored document, or rendered and stored now. Two processes rendering the same one at once store the
 * first (the same document either way: a policy does not change once issued).
 */
export function storedDocuments(knex: () => Knex, render: Render) {
  return async function documentOf(data: PolicyDocumentData, language: Locale): Promise<Buffer> {
    const key = [data.policyNumber, language];
    const { rows } = await runPrepared<{ pdf: Uint8Array | null }>(knex(), {
      sql: `SELECT pdf FROM ${storedDocumentTable} WHERE policy_number = ? AND language = ? LIMIT 1`,
      values: key,
    });
    if (rows[0]?.pdf) return Buffer.from(rows[0].pdf);
    const pdf = Buffer.from(await render(data, language));
    await runPrepared(knex(), {
      sql: `INSERT INTO ${storedDocumentTable} (policy_number, language, pdf) VALUES (?, ?, ?) ON CONFLICT (policy_number, language) DO NOTHING`,
      values: [...key, pdf],
    });
    return pdf;
  };
}

export type DocumentOf = ReturnType<typeof storedDocuments>;
