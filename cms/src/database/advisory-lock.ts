import type { Core } from '@strapi/strapi';

type Knex = Core.Strapi['db']['connection'];

/**
 * Runs `work` in a transaction holding PostgreSQL's transaction-scoped advisory lock (namespace, id), or
 * answers undefined at once when another connection holds it. The lock is freed when the transaction ends,
 * also when the process dies.
 */
export async function withAdvisoryLock<T>(knex: Knex, namespace: number, id: number, work: () => Promise<T>): Promise<T | undefined> {
  return knex.transaction(async (trx) => {
    const result = await trx.raw('SELECT pg_try_advisory_xact_lock(?, ?) AS locked', [namespace, id]);
    return result.rows[0]?.locked === true ? work() : undefined;
  });
}
