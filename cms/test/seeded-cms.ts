import path from 'path';
import { loadSeedContent } from '../src/seed/content-files';
import { adminToken, request } from './http';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';

/** The committed seed content a CMS under test is seeded with, and its jobs by whether they are still open. */
export const content = loadSeedContent(path.join(__dirname, '..', 'src', 'seed', 'content'));
const jobKeys = Object.keys(content.shared.jobs);
export const expiredJobKeys = jobKeys.filter((key) => content.shared.jobs[key]!.validForDays < 0);
export const currentJobKeys = jobKeys.filter((key) => !expiredJobKeys.includes(key));

/**
 * Inside a describe: a CMS seeded on a fresh database of the target kind, booted before its tests and stopped
 * after them, with a request helper and an administrator's token; `restart()` boots it again on the same database.
 */
export function useSeededCms(target: string) {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let cms: StrapiProcess;
  let env: Record<string, string>;
  let admin: string;
  const api = (path: string, options?: Parameters<typeof request>[2]) => request(cms.url, path, options);

  beforeAll(async () => {
    booted = await bootCms(target);
    ({ cms, env } = booted);
    admin = await adminToken(cms.url, env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!);
  });

  afterAll(async () => {
    // A test may have restarted the CMS: stop the one running now, then the database.
    await cms?.stop();
    await booted?.stop();
  });

  async function restart() {
    await cms.stop();
    cms = await startStrapi(env);
  }

  return { api, restart, started: () => ({ env, admin }) };
}
