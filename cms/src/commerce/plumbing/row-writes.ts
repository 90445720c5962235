import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
// Strapi's own conversion of a value to its column (JSON, dates, numbers), as create() and update() use it.
import { createField } from '@strapi/database/dist/fields';
// The transaction a write joins and the conversion of a read row to attributes, as Strapi's own execute() has them.
import { transactionCtx } from '@strapi/database/dist/transaction-context';
import { fromRow } from '@strapi/database/dist/query/helpers/transform';
import type { Fields, RowInput, RowOf, TableUid } from '../../rows/rows';

type Attribute = { type: string; default?: unknown; columnName?: string };

/** Attribute types stored in a column of the row itself (not in a join table). */
const relationTypes = new Set(['relation', 'component', 'dynamiczone', 'media']);

/**
 * Writes to the commerce tables in as few round trips as they need. Strapi's `db.query(uid).create()`
 * inserts, opens a transaction on a second pooled connection for relations (these types have none) and
 * reads the row back; `update()` also reads the row first: four and five round trips for one write, most
 * of a checkout's database work under load. Here an insert is one INSERT … RETURNING, a change the single
 * UPDATE of `updateMany`, with Strapi's lifecycles, defaults and value conversions as create() and update() have them.
 */
export function rowWrites<U extends TableUid>(strapi: Core.Strapi, uid: U) {
  type Row = RowOf<U>;
  type Input = RowInput<U>;
  const attributes = () => strapi.db.metadata.get(uid as never).attributes as Record<string, Attribute>;
  const stamped = (data: Input): Input => (attributes().updatedAt ? { ...data, updatedAt: new Date() } : data);

  function columns(data: Input): Fields {
    const row: Fields = {};
    const values: Fields = data;
    for (const [name, attribute] of Object.entries(attributes())) {
      if (relationTypes.has(attribute.type)) {
        if (values[name] !== undefined) throw new Error(`${uid}.${name} is a relation: write it with db.query().create()`);
        continue;
      }
      let value = values[name];
      if (value === undefined) {
        if (attribute.default === undefined) continue;
        value = typeof attribute.default === 'function' ? (attribute.default as () => unknown)() : attribute.default;
      }
      row[name] = value === null ? null : createField(attribute as never).toDB(value as never);
    }
    return row;
  }

  return {
    /** Inserts one row and answers its id. */
    async add(data: Input): Promise<number> {
      return (await this.insert(data)).id;
    },

    /**
     * Inserts one row and answers it as stored (defaults, timestamps and JSON as read back), in one
     * round trip: `INSERT … RETURNING *` (PostgreSQL and SQLite alike) instead of an insert and a read.
     */
    insert(data: Input): Promise<Row> {
      return insertReturning(data);
    },

    /**
     * Inserts one row or, where one with the same `key` (a unique attribute) is stored already, changes
     * `changed` of that one (and its updatedAt): one `INSERT … ON CONFLICT … DO UPDATE … RETURNING *`
     * instead of a read and an insert or an update. Answers the row as stored.
     */
    upsert(data: Input, key: keyof Input & string, changed: Array<keyof Input & string>): Promise<Row> {
      const columnOf = (name: string) => attributes()[name]?.columnName ?? name;
      const kept = attributes().updatedAt ? [...changed, 'updatedAt'] : changed;
      return insertReturning(data, (query) => query.onConflict(columnOf(key)).merge(kept.map(columnOf)));
    },

    /** How many rows matched `where` and were changed. */
    async patch(where: Fields, data: Input): Promise<number> {
      const { count } = await strapi.db.query(uid as never).updateMany({ where, data: stamped(data) });
      return count;
    },
  };

  async function insertReturning(data: Input, onConflict?: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<Row> {
    const params = { data: { ...data } };
    // createdAt and updatedAt come from Strapi's timestamps subscriber, as in create().
    const states = await strapi.db.lifecycles.run('beforeCreate', uid as never, { params } as never);
    const inserting = strapi.db.queryBuilder(uid as never).insert(columns(params.data)).getKnexQuery() as Knex.QueryBuilder;
    const query = (onConflict ? onConflict(inserting) : inserting).returning('*');
    const transaction = transactionCtx.get();
    if (transaction) query.transacting(transaction);
    let rows: unknown[];
    try {
      rows = await query;
    } catch (error) {
      // Throws unique and not-null violations as Strapi's own errors, as execute() does.
      strapi.db.dialect.transformErrors(error as Error);
      throw error;
    }
    const row = fromRow(strapi.db.metadata.get(uid as never), rows[0] as Fields) as Row | null;
    if (typeof row?.id !== 'number') throw new Error(`No id for the new ${uid} row`);
    await strapi.db.lifecycles.run('afterCreate', uid as never, { params, result: row } as never, states);
    return row;
  }
}
