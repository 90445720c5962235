import { commerceFlows } from './commerce-flows';
import { commerceEnv } from './commerce-operations';
import { sharedCms } from './shared-cms';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';

/** The shared CMS (shared-cms.ts) with the provider API suite's settings on `target`. */
export const sharedCommerceCms = (target: string) => sharedCms(target, 'commerce', commerceEnv);

/**
 * Inside a describe: a CMS with the provider API suite's settings (commerceEnv) on a fresh database of the
 * target kind, booted before its tests and stopped after them, with the purchase steps against it. `extraEnv`:
 * settings added to the suite's (e.g. SEED: 'true' for the committed content). `shared`: the run's shared one
 * instead (shared-cms.ts), for a suite that neither restarts it nor needs a database nobody else wrote to, with
 * no settings of its own.
 */
export function useCommerceCms(target: string, { shared = false, extraEnv = {} }: { shared?: boolean; extraEnv?: Record<string, string> } = {}) {
  let booted: Awaited<ReturnType<typeof bootCms>> | undefined;
  let cms: Pick<StrapiProcess, 'url' | 'env'>;
  let own: StrapiProcess | undefined;
  const url = () => cms.url;

  beforeAll(async () => {
    if (shared) {
      cms = await sharedCommerceCms(target);
      return;
    }
    booted = await bootCms(target, { ...commerceEnv, ...extraEnv });
    cms = own = booted.cms;
  });
  afterAll(async () => {
    // A test may have restarted the CMS: stop the one running now, then the database.
    await own?.stop();
    await booted?.stop();
  });

  /** Stops the CMS (if it still runs) and starts it again on the same database, with settings added for this start. */
  async function restart(extraEnv: Record<string, string> = {}) {
    if (!booted || !own) throw new Error('A shared CMS is not restarted: the suite boots its own (useCommerceCms without shared)');
    await own.stop();
    cms = own = await startStrapi({ ...booted.env, ...extraEnv });
    return own;
  }

  return { url, env: () => cms.env as Record<string, string>, restart, ...commerceFlows(url) };
}
