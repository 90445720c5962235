import type { Core } from '@strapi/strapi';
import { columnValues, tableMetadata } from '../plumbing/column-values';
import { runInStrapi } from '../../database/prepared-statements';
import { columnOf, quoted } from '../plumbing/sql-compile';
import { tableQuery } from '../plumbing/table-query';

/**
 * At login the browser gets a new client id (an id someone else planted or saw before the login opens
 * nothing after it); its quotes and cart move to the new id, and its login attempts too, remembering the old id
 * (another tab still polls its login). The browser's quotes become the customer's too (they may then be read
 * and bought from the customer's other browsers); a quote linked to someone already stays theirs.
 */
export async function handOverClient(strapi: Core.Strapi, from: string, to: string, personalCode: string): Promise<void> {
  await handOverQuotes(strapi, from, to, personalCode);
  await tableQuery(strapi, 'api::cart.cart')().updateMany({ where: { clientId: from }, data: { clientId: to } });
  // A poll another tab sent with the old cookie while this login finished still finds its attempt (and answers
  // RUNNING until that tab's next poll brings the new cookies and the session).
  await tableQuery(strapi, 'api::login-attempt.login-attempt')().updateMany({ where: { clientId: from }, data: { clientId: to, previousClientId: from } });
}

/** Moves and links the quotes in one UPDATE (Strapi's updateMany cannot keep a column's own value where set). */
async function handOverQuotes(strapi: Core.Strapi, from: string, to: string, personalCode: string): Promise<void> {
  const { tableName, attributes } = tableMetadata(strapi, 'api::quote-request.quote-request');
  const column = (name: string) => columnOf(attributes, name)!;
  const { updatedAt } = columnValues(attributes, { updatedAt: new Date() }, false)!;
  await runInStrapi(strapi, {
    sql: `UPDATE ${quoted(tableName)} SET ${column('clientId')} = ?, ${column('personalCode')} = COALESCE(${column('personalCode')}, ?), ${column('updatedAt')} = ? WHERE ${column('clientId')} = ?`,
    values: [to, personalCode, updatedAt, from],
  });
}
