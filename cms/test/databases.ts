import { copyFileSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import { Client } from 'pg';

export interface TestDatabase {
  readonly name: string;
  readonly env: Record<string, string>;
  drop(): Promise<void>;
}

const pgHost = process.env.TEST_PG_HOST ?? '127.0.0.1';
const pgPort = Number(process.env.TEST_PG_PORT ?? 5432);
const pgUser = process.env.TEST_PG_USER ?? 'postgres';

/** A new SQLite database for one test file, removed afterwards: empty, or a copy of the file `template`. */
export function sqliteDatabase(template?: string): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-test-'));
  const filename = path.join(dir, 'data.db');
  if (template) copyFileSync(template, filename);
  return {
    name: 'SQLite',
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ host: pgHost, port: pgPort, user: pgUser, database: 'postgres', connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<boolean> {
  if (process.env.TEST_PG === 'off') return false;
  try {
    await withAdminClient((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** A new PostgreSQL database for one test file, dropped afterwards: empty, or a copy of the database `template`. */
export async function postgresDatabase(template?: string): Promise<TestDatabase> {
  const database = `cms_test_${process.pid}_${Date.now().toString(36)}`;
  await withAdminClient((client) => client.query(template ? `create database ${database} template ${template}` : `create database ${database}`));
  return {
    name: 'PostgreSQL',
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: pgHost,
      DATABASE_PORT: String(pgPort),
      DATABASE_NAME: database,
      DATABASE_USERNAME: pgUser,
      DATABASE_PASSWORD: '',
    },
    async drop() {
      await withAdminClient((client) => client.query(`drop database if exists ${database} with (force)`));
    },
  };
}

/** Drops the database a CMS's `env` names (a shared CMS's, at the end of the run: shared-cms.ts). */
export async function dropDatabase(env: Readonly<Record<string, string | undefined>>): Promise<void> {
  if (env.DATABASE_CLIENT === 'postgres') {
    await withAdminClient((client) => client.query(`drop database if exists ${env.DATABASE_NAME} with (force)`));
  } else if (env.DATABASE_FILENAME) {
    rmSync(path.dirname(env.DATABASE_FILENAME), { recursive: true, force: true });
  }
}

/** Writes a stopped CMS's SQLite database into its main file (the write-ahead log emptied), so that a copy of the file is whole. */
export function checkpointSqlite(filename: string): void {
  const db = new Database(filename);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** A connection pool of its own to a test database (as another CMS process would have). */
export function connect(database: TestDatabase): Knex {
  const env = database.env;
  return env.DATABASE_CLIENT === 'postgres'
    ? knexFactory({ client: 'pg', connection: { host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, database: env.DATABASE_NAME }, pool: { min: 0, max: 4 } })
    : knexFactory({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME! }, useNullAsDefault: true });
}

/**
 * Runs one statement on a booted CMS's own database (its env says which), for tests that must set up a
 * state the API cannot reach in test time (e.g. an attempt older than a minute). `$1`-style placeholders.
 */
export async function runSql(env: Record<string, string | undefined>, statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (env.DATABASE_CLIENT !== 'postgres') {
    const db = new Database(env.DATABASE_FILENAME!);
    try {
      // SQLite takes `?` in order: each `$n` must come once, in order.
      const numbers = [...statement.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
      if (numbers.some((number, index) => number !== index + 1)) throw new Error(`runSql: use $1, $2 … once each, in order: ${statement}`);
      const prepared = db.prepare(statement.replace(/\$\d+/g, '?'));
      if (prepared.reader) return prepared.all(...params) as Record<string, unknown>[];
      prepared.run(...params);
      return [];
    } finally {
      db.close();
    }
  }
  const client = new Client({ host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, database: env.DATABASE_NAME });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
}
