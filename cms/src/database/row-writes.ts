import type { Core } from '@strapi/strapi';
import type { Fields, RowInput, RowOf, TableUid } from '../rows/rows';
import { tableQuery } from './table-query';
import { isUniqueViolation } from './unique-violation';

/**
 * The commerce tables' writes through Strapi's query engine (`db.query(uid)`), typed by the table's uid:
 * Strapi's lifecycles, defaults, timestamps and value conversions, and its errors (a unique violation
 * as Strapi throws it, see unique-violation.ts).
 */
export function rowWrites<U extends TableUid>(strapi: Core.Strapi, uid: U) {
  type Row = RowOf<U>;
  type Input = RowInput<U>;
  const table = tableQuery(strapi, uid);
  const stamped = (data: Input): Input => (strapi.db.metadata.get(uid as never).attributes.updatedAt ? { ...data, updatedAt: new Date() } : data);

  return {
    /** Inserts one row and answers its id. */
    async add(data: Input): Promise<number> {
      return (await this.insert(data)).id;
    },

    /** Inserts one row and answers it as stored (defaults, timestamps and JSON as read back). */
    async insert(data: Input): Promise<Row> {
      return (await table().create({ data: data as never })) as Row;
    },

    /**
     * Changes `changed` (and updatedAt) of the row with this `key` (a unique attribute) or, where there is
     * none, inserts it; a row inserted meanwhile by another request is changed instead. Answers the row as stored.
     */
    async upsert(data: Input, key: keyof Input & string, changed: Array<keyof Input & string>): Promise<Row> {
      const where = { [key]: data[key] };
      const change = () => this.patch(where, Object.fromEntries(changed.map((name) => [name, data[name]])) as Input);
      if (!(await change())) {
        try {
          return await this.insert(data);
        } catch (error) {
          if (!isUniqueViolation(error) || !(await change())) throw error;
        }
      }
      const row = await table().findOne({ where });
      if (!row) throw new Error(`The ${uid} row changed by ${key} is gone`);
      return row;
    },

    /** How many rows matched `where` and were changed. */
    async patch(where: Fields, data: Input): Promise<number> {
      const { count } = await table().updateMany({ where, data: stamped(data) });
      return count;
    },
  };
}
