import type { Core } from '@strapi/strapi';
// The conversion of a row to attributes, as Strapi's own execute() has it.
import { fromRow } from '@strapi/database/dist/query/helpers/transform';
import type { Columns, Fields, RowOf, TableUid } from '../rows/rows';
import { columnValues, tableMetadata } from './column-values';
import { runInStrapi, type Compiled } from './prepared-statements';
import { compileRead, compileUpdate, type ReadParams } from './sql-compile';

export type { ReadParams } from './sql-compile';
interface UpdateParams {
  where: Record<string, unknown>;
  data: Fields;
}

/**
 * Strapi's `db.query(uid)` with its simple reads and changes (the lookups and updates of every checkout
 * step) sent as prepared statements (prepared-statements.ts). Rows come back converted by Strapi's own
 * `fromRow`; a change runs Strapi's update lifecycles and converts its values as `updateMany()` does. Any
 * read or change outside that subset is Strapi's own.
 */
export function tableQuery<U extends TableUid>(strapi: Core.Strapi, uid: U) {
  type Row = RowOf<U>;
  type ColumnRow = Columns[U];
  const meta = () => tableMetadata(strapi, uid);
  const rows = async (compiled: Compiled) => (await runInStrapi<ColumnRow>(strapi, compiled)).rows;

  type Reads = {
    findOne(params: ReadParams): Promise<Row | null>;
    findMany(params: ReadParams): Promise<Row[]>;
    updateMany(params: UpdateParams): Promise<{ count: number }>;
  };
  return (): Omit<ReturnType<typeof strapi.db.query>, keyof Reads> & Reads => {
    const query = strapi.db.query(uid as never);
    const compile = (params: ReadParams | undefined, one: boolean) => (params ? compileRead(meta().tableName, meta().attributes, params, one) : null);
    return Object.assign(Object.create(query) as typeof query, {
      async findOne(params: ReadParams): Promise<Row | null> {
        const compiled = compile(params, true);
        if (!compiled) return query.findOne(params as never);
        const [row] = await rows(compiled);
        return row ? (fromRow(meta() as never, row) as Row) : null;
      },
      async findMany(params: ReadParams): Promise<Row[]> {
        const compiled = compile(params, false);
        if (!compiled) return query.findMany(params as never);
        return fromRow(meta() as never, await rows(compiled)) as Row[];
      },
      async updateMany(params: UpdateParams): Promise<{ count: number }> {
        const compileFor = (data: Fields) => {
          const values = columnValues(meta().attributes, data, false);
          return values ? compileUpdate(meta().tableName, meta().attributes, params.where, values) : null;
        };
        // A change outside the subset is Strapi's own, lifecycles and all.
        if (!compileFor(params.data)) return query.updateMany(params as never) as Promise<{ count: number }>;
        const states = await strapi.db.lifecycles.run('beforeUpdateMany', uid as never, { params } as never);
        const compiled = compileFor(params.data);
        if (!compiled) throw new Error(`A lifecycle of ${uid} changed an update into one only Strapi can write`);
        const result = { count: (await runInStrapi(strapi, compiled)).count };
        await strapi.db.lifecycles.run('afterUpdateMany', uid as never, { params, result } as never, states);
        return result;
      },
    });
  };
}
