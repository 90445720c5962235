import { appendFileSync, existsSync, readFileSync } from 'fs';
import path from 'path';
import { dropDatabase, type TestDatabase } from './databases';

/**
 * A suite's PostgreSQL database is dropped at the run's end (global-teardown.ts), not in its afterAll: a drop waits
 * for a checkpoint of the whole server, which took 0.2 to 6 s a suite beside the other runs, and at the end the
 * drops follow each other with little left to write. SQLite's folder goes at once (a file removed), as does any
 * database outside a jest run of cms/jest.config.js.
 */
const dropsFile = (dir: string) => path.join(dir, 'drops.jsonl');

export async function dropAtRunEnd(database: TestDatabase): Promise<void> {
  const dir = process.env.CMS_SHARED_DIR;
  if (!dir || database.env.DATABASE_CLIENT !== 'postgres') return database.drop();
  appendFileSync(dropsFile(dir), `${JSON.stringify(database.env)}\n`);
}

/** Drops the databases the run's suites left for its end. */
export async function dropLeftDatabases(dir: string): Promise<void> {
  if (!existsSync(dropsFile(dir))) return;
  for (const line of readFileSync(dropsFile(dir), 'utf8').split('\n').filter(Boolean)) await dropDatabase(JSON.parse(line) as Record<string, string>);
}
