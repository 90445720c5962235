import knexFactory, { type Knex } from 'knex';

const dayMs = 24 * 60 * 60_000;

/** A direct connection to a booted CMS's database (its env), for tests that must change what no API changes. */
export function connectTestDatabase(env: Record<string, string>): Knex {
  return env.DATABASE_CLIENT === 'postgres'
    ? knexFactory({ client: 'pg', connection: { host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, database: env.DATABASE_NAME }, pool: { min: 0, max: 2 } })
    : knexFactory({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME! }, useNullAsDefault: true });
}

/** Moves rows' creation (and last change) back by `days`, as if they had been made then; keeps the column's stored form. Answers how many. */
export async function ageRows(db: Knex, table: string, where: Record<string, unknown>, days: number): Promise<number> {
  const rows: Array<{ id: number; created_at: unknown; updated_at: unknown }> = await db(table).where(where).select('id', 'created_at', 'updated_at');
  const back = (value: unknown) => (typeof value === 'number' ? value - days * dayMs : new Date(new Date(value as string).getTime() - days * dayMs));
  for (const row of rows) await db(table).where({ id: row.id }).update({ created_at: back(row.created_at), updated_at: back(row.updated_at) });
  return rows.length;
}
