import type { Core } from '@strapi/strapi';
// The conversion of a read row to attributes, as Strapi's own execute() has it.
import { fromRow } from '@strapi/database/dist/query/helpers/transform';
import type { Fields, RowInput, RowOf, TableUid } from '../rows/rows';
import { columnValues, tableMetadata } from './column-values';
import { runInStrapi } from './prepared-statements';
import { compileInsert } from './sql-compile';
import { tableQuery } from './table-query';

/**
 * Writes to the commerce tables in as few round trips as they need. Strapi's `db.query(uid).create()`
 * inserts, opens a transaction on a second pooled connection for relations (these types have none) and
 * reads the row back; `update()` also reads the row first: four and five round trips for one write, most
 * of a checkout's database work under load. Here an insert is one prepared INSERT … RETURNING, a change the
 * single prepared UPDATE of `updateMany` (table-query.ts), with Strapi's lifecycles, defaults and value
 * conversions as create() and update() have them.
 */
export function rowWrites<U extends TableUid>(strapi: Core.Strapi, uid: U) {
  type Row = RowOf<U>;
  type Input = RowInput<U>;
  const meta = () => tableMetadata(strapi, uid);
  const stamped = (data: Input): Input => (meta().attributes.updatedAt ? { ...data, updatedAt: new Date() } : data);
  const changes = tableQuery(strapi, uid);

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
      const merge = meta().attributes.updatedAt ? [...changed, 'updatedAt'] : changed;
      return insertReturning(data, { conflict: key, merge });
    },

    /** How many rows matched `where` and were changed. */
    async patch(where: Fields, data: Input): Promise<number> {
      const { count } = await changes().updateMany({ where, data: stamped(data) });
      return count;
    },
  };

  async function insertReturning(data: Input, upsert?: { conflict: string; merge: string[] }): Promise<Row> {
    const params = { data: { ...data } };
    // createdAt and updatedAt come from Strapi's timestamps subscriber, as in create().
    const states = await strapi.db.lifecycles.run('beforeCreate', uid as never, { params } as never);
    const { tableName, attributes } = meta();
    const values = columnValues(attributes, params.data, true);
    if (!values) throw new Error(`${uid}: a relation is written with db.query().create()`);
    let rows: Fields[];
    try {
      rows = (await runInStrapi<Fields>(strapi, compileInsert(tableName, attributes, values, upsert))).rows;
    } catch (error) {
      // Throws unique and not-null violations as Strapi's own errors, as execute() does.
      strapi.db.dialect.transformErrors(error as Error);
      throw error;
    }
    const row = fromRow(meta() as never, rows[0]) as Row | null;
    if (typeof row?.id !== 'number') throw new Error(`No id for the new ${uid} row`);
    await strapi.db.lifecycles.run('afterCreate', uid as never, { params, result: row } as never, states);
    return row;
  }
}
