import { postgresReachable } from './databases';

/** Decides once which databases the API suites run on, and says so. */
export default async function globalSetup(): Promise<void> {
  const targets = ['sqlite'];
  if (await postgresReachable()) targets.push('postgres');
  process.env.CMS_TEST_DATABASES = targets.join(',');
  const names = targets.map((target) => (target === 'sqlite' ? 'SQLite' : 'PostgreSQL'));
  const skipped = targets.includes('postgres') ? '' : ' (PostgreSQL not reachable at 127.0.0.1:5432: not run)';
  console.log(`\nCMS API tests run on: ${names.join(' and ')}${skipped}`);
}
