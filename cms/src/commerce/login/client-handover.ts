import type { Core } from '@strapi/strapi';
// Strapi's own conversion of a value to its column, as update() uses it.
import { createField } from '@strapi/database/dist/fields';

type Attribute = { type: string; columnName?: string };

/**
 * At login the browser gets a new client id (an id someone else planted or saw before the login opens
 * nothing after it); its quotes and cart move to the new id, and its login attempts too, remembering the old id
 * (another tab still polls its login). The browser's quotes become the customer's too (they may then be read
 * and bought from the customer's other browsers); a quote linked to someone already stays theirs.
 */
export async function handOverClient(strapi: Core.Strapi, from: string, to: string, personalCode: string): Promise<void> {
  await handOverQuotes(strapi, from, to, personalCode);
  await strapi.db.query('api::cart.cart').updateMany({ where: { clientId: from }, data: { clientId: to } });
  // A poll another tab sent with the old cookie while this login finished still finds its attempt (and answers
  // RUNNING until that tab's next poll brings the new cookies and the session).
  await strapi.db.query('api::login-attempt.login-attempt').updateMany({ where: { clientId: from }, data: { clientId: to, previousClientId: from } });
}

/** Moves and links the quotes in one UPDATE (Strapi's updateMany cannot keep a column's own value where set). */
async function handOverQuotes(strapi: Core.Strapi, from: string, to: string, personalCode: string): Promise<void> {
  const { tableName, attributes } = strapi.db.metadata.get('api::quote-request.quote-request' as never) as unknown as { tableName: string; attributes: Record<string, Attribute> };
  const column = (name: string) => attributes[name]!.columnName ?? name;
  const knex = strapi.db.connection;
  await knex(tableName)
    .where(column('clientId'), from)
    .update({
      [column('clientId')]: to,
      [column('personalCode')]: knex.raw('COALESCE(??, ?)', [column('personalCode'), personalCode]),
      [column('updatedAt')]: createField(attributes.updatedAt as never).toDB(new Date() as never),
    });
}
