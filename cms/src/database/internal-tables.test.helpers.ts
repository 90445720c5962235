import path from 'path';
import type { Core } from '@strapi/strapi';

type Knex = Core.Strapi['db']['connection'];

const migration = path.resolve(__dirname, '../../database/migrations/2026.11.27T00.00.00.internal-tables.js');

/** Makes the tables that are no content types on a test's own database, by the CMS's own migration. */
export async function makeInternalTables(knex: Knex): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { up } = require(migration) as { up(knex: Knex): Promise<void> };
  await up(knex);
}
