import { mkdirSync } from 'fs';
import path from 'path';
import { commerceFlows } from './commerce-flows';
import { commerceEnv } from './commerce-operations';
import { purchaseSuiteEnv } from './purchase-operations';
import { sharedCms } from './shared-cms';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';

/** A folder of this run's (removed with the shared CMSs at its end: global-teardown.ts), made if missing. */
function runFolder(name: string): string {
  const dir = process.env.CMS_SHARED_DIR;
  if (!dir) throw new Error('CMS_SHARED_DIR is not set: run the suites with cms/jest.config.js (its global setup)');
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * The settings of the run's shared CMSs (shared-cms.ts), one CMS per set and database. `commerce`: the provider
 * API suite's, on an empty database, with one plate the sandbox register never answers for
 * (vehicle-typed-api.test.ts; no other suite quotes it) and a folder of extra e-ID identities that only
 * identity-api.test.ts fills (foreign people, whom no other suite logs in). `seeded`: the same with the committed
 * content (the global texts, pages and insurers' logos). `office`: the broker desk's, the office's day's and the job
 * applications' suites, seeded, selling only with the insurer's terms and IPID as a live site, the office's summary
 * due from midnight, the desk's caps per e-mail and address low enough to reach, a CV folder only the careers suite
 * counts, and one mail folder, in which each suite reads only the mails to its own addresses or applicants. A suite
 * on any of them must not change what the others read (insurers, tariff books, roles, public permissions) nor count
 * rows or mails it did not make. `purchases`: the buying suites' (payment once, invoices, personal data, erasure
 * during a purchase), empty, with a bank that abandons an unpaid payment only after ten minutes, quick housekeeping
 * and jobs, the broker's address and IBAN, one mail folder (each suite reads only the mails of its own orders or
 * addresses) and a folder of extra e-ID identities for suites that count or erase everything of a person (people of
 * their own: sandbox-people.ts); each suite insures vehicles of its own (suite-plates.ts). `concluding`: the suites
 * of policies staff conclude with an insurer (the admin's and the office's pages), seeded, with the insurer `vaike`
 * priced from its tariff book that the first of them adds (tariff-insurer.ts) and every traffic quote then asks, quick
 * jobs, one mail folder for both databases' CMSs (each suite reads only the mails to its own addresses, which name
 * the database) and a folder of extra e-ID identities for a suite that reads a person's whole account (a person of
 * its own: sandbox-people.ts).
 * The getters make the run's folders when a set is first asked for.
 */
export const sharedSettings = {
  get commerce() {
    return { ...commerceEnv, SANDBOX_REGISTER_SILENT_PLATES: '777XYZ', E_ID_SANDBOX_EXTRA_IDENTITIES: runFolder('extra-identities') };
  },
  seeded: { ...commerceEnv, SEED: 'true' },
  get office() {
    return {
      SEED: 'true', EMAIL_FOLDER: runFolder('office-mail'), CV_FOLDER: runFolder('office-cvs'), JOB_POLL_MS: '300', HOUSEKEEPING_INTERVAL_MS: '500',
      QUOTE_RATE_BURST: '100', QUOTE_RATE_PER_MINUTE: '600', APPLY_RATE_BURST: '100', APPLY_RATE_PER_MINUTE: '600',
      SALE_DOCUMENTS_REQUIRED: 'true',
      OFFICE_MAIL_SUMMARY_HOUR: '0', OFFICE_REMINDER_MINUTES: '60',
      DESK_CASES_PER_EMAIL_PER_DAY: '2', DESK_CASES_PER_ADDRESS_PER_DAY: '3',
    };
  },
  get purchases() {
    return {
      ...commerceEnv, EMAIL_FOLDER: runFolder('purchases-mail'), E_ID_SANDBOX_EXTRA_IDENTITIES: runFolder('purchases-identities'),
      HOUSEKEEPING_INTERVAL_MS: '500', JOB_POLL_MS: '300', PAYMENT_SANDBOX_RETRY_MS: '0,300,600', PAYMENT_SANDBOX_ABANDON_MS: '600000',
      BROKER_IBAN: 'EE38 2200 2210 2014 5685', BROKER_EMAIL: 'maakler@tarkus.ee',
    };
  },
  get concluding() {
    return {
      ...purchaseSuiteEnv, SEED: 'true', EMAIL_FOLDER: runFolder('concluding-mail'), E_ID_SANDBOX_EXTRA_IDENTITIES: runFolder('concluding-identities'),
      JOB_POLL_MS: '300', QUOTE_RATE_PER_MINUTE: '600',
    };
  },
} satisfies Record<string, Record<string, string>>;
export type SharedSettings = keyof typeof sharedSettings;

/** The shared CMS (shared-cms.ts) with the settings set `settings` on `target`. */
export const sharedCommerceCms = (target: string, settings: SharedSettings = 'commerce') => sharedCms(target, settings, sharedSettings[settings]);

/**
 * Inside a describe: a CMS with the provider API suite's settings (commerceEnv) on a fresh database of the
 * target kind, booted before its tests and stopped after them, with the purchase steps against it. `extraEnv`:
 * settings added to the suite's; a function is asked when the CMS boots, for settings known only then (the port of
 * a server the suite starts in a beforeAll declared before this). `shared`: the run's shared one instead
 * (shared-cms.ts; `true` is the `commerce` set of sharedSettings), for a suite that neither restarts it nor needs a
 * database nobody else wrote to, with no settings beyond its set.
 */
export function useCommerceCms(
  target: string,
  { shared = false, extraEnv = {} }: { shared?: boolean | SharedSettings; extraEnv?: Record<string, string> | (() => Record<string, string>) } = {},
) {
  let booted: Awaited<ReturnType<typeof bootCms>> | undefined;
  let cms: Pick<StrapiProcess, 'url' | 'env'>;
  let own: StrapiProcess | undefined;
  const url = () => cms.url;

  if (shared && (typeof extraEnv === 'function' || Object.keys(extraEnv).length)) throw new Error('A shared CMS has its set\'s settings only: add them to sharedSettings, or boot a CMS of the suite\'s own');

  beforeAll(async () => {
    if (shared) {
      cms = await sharedCommerceCms(target, shared === true ? 'commerce' : shared);
      return;
    }
    booted = await bootCms(target, { ...commerceEnv, ...(typeof extraEnv === 'function' ? extraEnv() : extraEnv) });
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
