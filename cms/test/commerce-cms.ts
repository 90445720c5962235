import { commerceFlows } from './commerce-flows';
import { commerceEnv } from './commerce-operations';
import { sharedCms } from './shared-cms';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';

/**
 * The settings of the run's shared CMSs (shared-cms.ts), one CMS per set and database. `commerce`: the provider
 * API suite's, on an empty database, with one plate the sandbox register never answers for
 * (vehicle-typed-api.test.ts; no other suite quotes it). `seeded`: the same with the committed content
 * (the global texts, pages and insurers' logos). A suite on either must not change what the others read
 * (insurers, tariff books, roles, public permissions) nor count rows it did not make.
 */
export const sharedSettings = {
  commerce: { ...commerceEnv, SANDBOX_REGISTER_SILENT_PLATES: '777XYZ' },
  seeded: { ...commerceEnv, SEED: 'true' },
} satisfies Record<string, Record<string, string>>;
export type SharedSettings = keyof typeof sharedSettings;

/** The shared CMS (shared-cms.ts) with the settings set `settings` on `target`. */
export const sharedCommerceCms = (target: string, settings: SharedSettings = 'commerce') => sharedCms(target, settings, sharedSettings[settings]);

/**
 * Inside a describe: a CMS with the provider API suite's settings (commerceEnv) on a fresh database of the
 * target kind, booted before its tests and stopped after them, with the purchase steps against it. `extraEnv`:
 * settings added to the suite's. `shared`: the run's shared one instead (shared-cms.ts; `true` is the `commerce`
 * set of sharedSettings), for a suite that neither restarts it nor needs a database nobody else wrote to, with
 * no settings beyond its set.
 */
export function useCommerceCms(target: string, { shared = false, extraEnv = {} }: { shared?: boolean | SharedSettings; extraEnv?: Record<string, string> } = {}) {
  let booted: Awaited<ReturnType<typeof bootCms>> | undefined;
  let cms: Pick<StrapiProcess, 'url' | 'env'>;
  let own: StrapiProcess | undefined;
  const url = () => cms.url;

  if (shared && Object.keys(extraEnv).length) throw new Error('A shared CMS has its set\'s settings only: add them to sharedSettings, or boot a CMS of the suite\'s own');

  beforeAll(async () => {
    if (shared) {
      cms = await sharedCommerceCms(target, shared === true ? 'commerce' : shared);
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
