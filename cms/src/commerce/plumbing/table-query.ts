import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
// The transaction a read joins and the conversion of a row to attributes, as Strapi's own execute() has them.
import { transactionCtx } from '@strapi/database/dist/transaction-context';
import { fromRow } from '@strapi/database/dist/query/helpers/transform';
import type { Columns, RowOf, TableUid } from '../../rows/rows';

type Direction = 'asc' | 'desc';
type OrderBy = Record<string, Direction> | Array<Record<string, Direction>>;
export interface ReadParams {
  where?: Record<string, unknown>;
  select?: string[];
  orderBy?: OrderBy;
  limit?: number;
}
type Scalar = string | number;
interface Compiled {
  sql: string;
  values: Scalar[];
}
interface Attribute {
  type: string;
  columnName?: string;
}
interface PgConnection {
  query(config: { name: string; text: string; values: Scalar[] }): Promise<{ rows: unknown[] }>;
}
interface SqliteConnection {
  prepare(sql: string): { all(...values: Scalar[]): unknown[] };
}

const scalarValue = (value: unknown): value is Scalar => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const nonColumnTypes = new Set(['relation', 'component', 'dynamiczone', 'media']);

/**
 * The SQL of a simple read (equality, IS NULL and IN on columns of the table, $or of such, an order, a limit),
 * or null for anything else. Exported for its tests; the shapes are the services' own lookups.
 */
export function compileRead(table: string, attributes: Record<string, Attribute>, params: ReadParams, one: boolean): Compiled | null {
  const columnOf = (name: string) => {
    const attribute = attributes[name];
    if (!attribute || nonColumnTypes.has(attribute.type)) return null;
    return quoted(attribute.columnName ?? name);
  };
  const values: Scalar[] = [];
  /** The conditions of one `where` (values pushed in their order), or null when one is not simple. */
  const conditionsOf = (where: Record<string, unknown>): string[] | null => {
    const conditions: string[] = [];
    for (const [name, value] of Object.entries(where)) {
      if (name === '$or') {
        if (!Array.isArray(value) || !value.length) return null;
        const alternatives: string[] = [];
        for (const entry of value) {
          const inner = entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? conditionsOf(entry as Record<string, unknown>) : null;
          if (!inner?.length) return null;
          alternatives.push(`(${inner.join(' AND ')})`);
        }
        conditions.push(`(${alternatives.join(' OR ')})`);
        continue;
      }
      const column = columnOf(name);
      if (!column) return null;
      if (value === null) conditions.push(`${column} IS NULL`);
      else if (scalarValue(value)) {
        conditions.push(`${column} = ?`);
        values.push(value);
      } else if (typeof value === 'object' && Object.keys(value as object).length === 1 && Array.isArray((value as { $in?: unknown }).$in)) {
        const list = (value as { $in: unknown[] }).$in;
        if (!list.length || !list.every(scalarValue)) return null;
        conditions.push(`${column} IN (${list.map(() => '?').join(', ')})`);
        values.push(...(list as Scalar[]));
      } else return null;
    }
    return conditions;
  };
  const conditions = conditionsOf(params.where ?? {});
  if (!conditions) return null;
  const selected = params.select ? params.select.map(columnOf) : ['*'];
  if (selected.some((column) => column === null)) return null;
  const orders: string[] = [];
  for (const entry of params.orderBy ? [params.orderBy].flat() : []) {
    for (const [name, direction] of Object.entries(entry)) {
      const column = columnOf(name);
      if (!column || (direction !== 'asc' && direction !== 'desc')) return null;
      orders.push(`${column} ${direction}`);
    }
  }
  const limit = one ? 1 : params.limit;
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) return null;
  const sql = [
    `SELECT ${selected.join(', ')} FROM ${quoted(table)}`,
    conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    orders.length ? `ORDER BY ${orders.join(', ')}` : '',
    limit !== undefined ? `LIMIT ${limit}` : '',
  ].filter(Boolean).join(' ');
  return { sql, values };
}

const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/**
 * Strapi's `db.query(uid)` with its simple reads (the lookups of every checkout step) sent straight to the
 * pooled connection as prepared statements: PostgreSQL parses and plans each once per connection, and the
 * query builder, its SQL compiler and the pool's per-query bookkeeping are skipped; they cost several times
 * the statement itself. Rows come back converted by Strapi's own `fromRow`, in the caller's transaction when
 * there is one. Any read outside that subset, and every write, is Strapi's own.
 */
export function tableQuery<U extends TableUid>(strapi: Core.Strapi, uid: U) {
  type Row = RowOf<U>;
  type ColumnRow = Columns[U];
  const meta = () => strapi.db.metadata.get(uid as never) as unknown as { tableName: string; attributes: Record<string, Attribute> };
  const sqliteStatements = new WeakMap<object, Map<string, ReturnType<SqliteConnection['prepare']>>>();
  const pgNames = new Map<string, string>();

  async function rows({ sql, values }: Compiled): Promise<ColumnRow[]> {
    const transaction = transactionCtx.get() as { client: typeof strapi.db.connection.client } | undefined;
    const client = transaction ? transaction.client : strapi.db.connection.client;
    const connection = await client.acquireConnection();
    try {
      if (strapi.db.dialect.client === 'postgres') {
        let name = pgNames.get(sql);
        if (!name) {
          name = `read_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
          pgNames.set(sql, name);
        }
        return (await (connection as PgConnection).query({ name, text: numbered(sql), values })).rows as ColumnRow[];
      }
      let statements = sqliteStatements.get(connection);
      if (!statements) sqliteStatements.set(connection, (statements = new Map()));
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = (connection as SqliteConnection).prepare(sql)));
      return statement.all(...values) as ColumnRow[];
    } finally {
      await client.releaseConnection(connection);
    }
  }

  type Reads = { findOne(params: ReadParams): Promise<Row | null>; findMany(params: ReadParams): Promise<Row[]> };
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
    });
  };
}
