import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
// The transaction a statement joins, as Strapi's own execute() has it.
import { transactionCtx } from '@strapi/database/dist/transaction-context';

/** A statement with `?` placeholders and its values (a written value may be anything the driver binds). */
export interface Compiled {
  sql: string;
  values: unknown[];
}
export interface Outcome<Row> {
  rows: Row[];
  /** Rows the statement changed (UPDATE, INSERT), or the rows it answered. */
  count: number;
}

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}
interface SqliteStatement {
  reader: boolean;
  all(...values: unknown[]): unknown[];
  run(...values: unknown[]): { changes: number };
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

// better-sqlite3 binds neither dates nor booleans: as knex's SQLite client does, a date is its milliseconds, a boolean 0 or 1.
const sqliteValue = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

const pgStatements = new Map<string, { name: string; text: string }>();
const sqliteStatements = new WeakMap<object, Map<string, SqliteStatement>>();

interface KnexClient {
  dialect: string;
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

/**
 * Runs one statement on a connection of knex's pool (or of the transaction `knex` is), as a prepared
 * statement: named on PostgreSQL (parsed and planned once per connection), cached `prepare()` on SQLite.
 * Knex's query builder, its SQL compiler and the pool's per-query bookkeeping cost several times the
 * statement itself, on every statement of a checkout.
 */
export async function runPrepared<Row>(knex: { client: unknown }, { sql, values }: Compiled): Promise<Outcome<Row>> {
  const client = knex.client as KnexClient;
  const connection = (await client.acquireConnection()) as object;
  try {
    if (client.dialect === 'postgresql') {
      let statement = pgStatements.get(sql);
      if (!statement) pgStatements.set(sql, (statement = { name: `sql_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`, text: numbered(sql) }));
      const result = await (connection as PgConnection).query({ ...statement, values });
      return { rows: result.rows as Row[], count: result.rowCount ?? result.rows.length };
    }
    let statements = sqliteStatements.get(connection);
    if (!statements) sqliteStatements.set(connection, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = (connection as SqliteConnection).prepare(sql)));
    const bound = values.map(sqliteValue);
    if (statement.reader) {
      const rows = statement.all(...bound) as Row[];
      return { rows, count: rows.length };
    }
    return { rows: [], count: statement.run(...bound).changes };
  } finally {
    await client.releaseConnection(connection);
  }
}

/** runPrepared on Strapi's database, in the caller's Strapi transaction when there is one. */
export function runInStrapi<Row>(strapi: Core.Strapi, compiled: Compiled): Promise<Outcome<Row>> {
  const transaction = transactionCtx.get() as { client: unknown } | undefined;
  return runPrepared<Row>(transaction ?? strapi.db.connection, compiled);
}
