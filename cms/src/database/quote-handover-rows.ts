import type { Core } from '@strapi/strapi';
import { columnValues, tableMetadata } from './column-values';
import { runInStrapi } from './prepared-statements';
import { columnOf, quoted } from './sql-compile';

/**
 * Moves these quotes from client `from` to `to` and links them to the person, in one UPDATE (Strapi's
 * updateMany cannot keep a column's own value where set: a quote linked already keeps its code).
 */
export async function moveQuotesToClient(strapi: Core.Strapi, ids: number[], from: string, to: string, personalCode: string): Promise<void> {
  if (!ids.length) return;
  const { tableName, attributes } = tableMetadata(strapi, 'api::quote-request.quote-request');
  // `id` is Strapi's own column, not among the attributes.
  const column = (name: string) => columnOf(attributes, name) ?? quoted(name);
  const { updatedAt } = columnValues(attributes, { updatedAt: new Date() }, false)!;
  await runInStrapi(strapi, {
    sql: `UPDATE ${quoted(tableName)} SET ${column('clientId')} = ?, ${column('personalCode')} = COALESCE(${column('personalCode')}, ?), ${column('updatedAt')} = ? WHERE ${column('clientId')} = ? AND ${column('id')} IN (${ids.map(() => '?').join(', ')})`,
    values: [to, personalCode, updatedAt, from, ...ids],
  });
}
