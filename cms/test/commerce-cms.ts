import { commerceFlows } from './commerce-flows';
import { commerceEnv } from './commerce-operations';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';

/**
 * Inside a describe: a CMS with the provider API suite's settings (commerceEnv) on a fresh database of the
 * target kind, booted before its tests and stopped after them, with the purchase steps against it; `extraEnv`:
 * settings added to the suite's (e.g. SEED: 'true' for the committed content).
 */
export function useCommerceCms(target: string, extraEnv: Record<string, string> = {}) {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let cms: StrapiProcess;
  const url = () => cms.url;

  beforeAll(async () => {
    booted = await bootCms(target, { ...commerceEnv, ...extraEnv });
    cms = booted.cms;
  });
  afterAll(async () => {
    // A test may have restarted the CMS: stop the one running now, then the database.
    await cms?.stop();
    await booted?.stop();
  });

  /** Stops the CMS (if it still runs) and starts it again on the same database, with settings added for this start. */
  async function restart(extraEnv: Record<string, string> = {}) {
    await cms.stop();
    cms = await startStrapi({ ...booted.env, ...extraEnv });
    return cms;
  }

  return { url, env: () => booted.env, restart, ...commerceFlows(url) };
}
