import type { Core } from '@strapi/strapi';

/**
 * Database-level unique indexes for what must exist once however many requests race: one policy per
 * offer, one order per idempotency key and per provider transaction, one session per token hash.
 * Strapi checks `unique` only in its own layer, which concurrent requests can pass together.
 */
const indexes: Array<[table: string, columns: string]> = [
  ['policies', 'offer_id'],
  // One policy per product, object and start day: two orders for one car paid at the same moment.
  ['policies', 'product, object_key, start_date'],
  ['policies', 'policy_number'],
  ['policies', 'public_id'],
  ['payment_orders', 'reference'],
  ['payment_orders', 'idempotency_scope'],
  ['payment_orders', 'provider_uuid'],
  ['customer_sessions', 'token_hash'],
  ['customers', 'personal_code'],
  ['login_attempts', 'public_id'],
  ['carts', 'public_id'],
  ['data_requests', 'public_id'],
  // A job once per kind and subject: the enqueue's ON CONFLICT needs it.
  ['background_jobs', 'kind, subject'],
];

export async function ensureUniqueIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const [table, columns] of indexes) {
    const name = `${table}_${columns.replace(/, /g, '_')}_uniq`;
    try {
      await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`);
    } catch (error) {
      // Rows written before the rule existed can break it; the services still check it themselves.
      strapi.log.warn(`Unique index ${name} not made: ${(error as Error).message}`);
    }
  }
}
