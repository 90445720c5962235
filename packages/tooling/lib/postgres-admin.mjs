import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './run.mjs';

/** Modules the CMS depends on (pg, better-sqlite3), from the CMS's own dependencies. */
export const cmsRequire = createRequire(path.join(root, 'cms/package.json'));

/** A connection to the local PostgreSQL as its superuser (trust auth on these machines). */
export async function adminClient(database = 'postgres') {
  const { Client } = cmsRequire('pg');
  const client = new Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database, connectionTimeoutMillis: 2000 });
  await client.connect();
  return client;
}

export async function postgresReachable() {
  try {
    await (await adminClient()).end();
    return true;
  } catch {
    return false;
  }
}

export async function adminQuery(sql, database = 'postgres') {
  const client = await adminClient(database);
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
