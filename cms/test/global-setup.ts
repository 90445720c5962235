import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { postgresReachable } from './databases';

/**
 * Decides once which databases the API suites run on, and says so. `CMS_TEST_DATABASES` set by the caller
 * (`npm test` runs one jest process per database) is kept; PostgreSQL asked for and not reachable fails.
 */
export default async function globalSetup(): Promise<void> {
  const asked = process.env.CMS_TEST_DATABASES?.split(',').filter(Boolean);
  const targets = asked?.length ? asked : ['sqlite'];
  const postgresUp = await postgresReachable();
  if (asked?.includes('postgres') && !postgresUp) throw new Error('CMS_TEST_DATABASES names postgres, and PostgreSQL is not reachable at 127.0.0.1:5432');
  if (!asked?.length && postgresUp) targets.push('postgres');
  process.env.CMS_TEST_DATABASES = targets.join(',');
  // Where the suites that share a CMS find it (shared-cms.ts); global-teardown.ts stops them.
  process.env.CMS_SHARED_DIR = mkdtempSync(path.join(tmpdir(), 'cms-shared-'));
  const names = targets.map((target) => (target === 'sqlite' ? 'SQLite' : 'PostgreSQL'));
  const skipped = targets.includes('postgres') || asked?.length ? '' : ' (PostgreSQL not reachable at 127.0.0.1:5432: not run)';
  console.log(`\nCMS API tests run on: ${names.join(' and ')}${skipped}`);
}
