// The browser tests: Playwright in Debian's Chromium against a freshly seeded CMS and the site built
// from it. `npm test` runs them all; `npm run test:browser -- <playwright args>` runs a chosen few.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeBrowserTestIdentities } from './browser-identities.mjs';
import { ensureChromium } from './chromium.mjs';
import { startNginx } from './nginx.mjs';
import { bin } from './prepare.mjs';
import { root, run, step } from './run.mjs';
import { startThrowawaySite } from './throwaway-site.mjs';

/** CMS settings the browser tests rely on. */
const cmsEnv = {
  // The browser tests sign in to the admin more often than its limit of 5 per 5 minutes allows.
  ADMIN_RATE_LIMIT: 'false',
  // The quote flows: a slow insurer (its offer arrives after the others) and offers that expire soon.
  SANDBOX_INSURER_DELAYS: 'emajoe:forestry-machine=1500',
  SANDBOX_OFFER_VALID_SECONDS: 'pohjala:employer-health=2',
  // A motor quote while the traffic register does not answer: the customer types the vehicle.
  SANDBOX_REGISTER_SILENT_PLATES: '777XYZ',
  // The purchase flows: the demo identities log in more often than a person's limit allows; the bank
  // abandons an unfinished payment after seconds, not half an hour, and confirms a late one in 3 s.
  LOGIN_PERSON_RATE_BURST: '30', LOGIN_PERSON_RATE_PER_MINUTE: '6', LOGIN_PERSON_DAILY_CAP: '1000',
  // Every browser test comes from 127.0.0.1: the limits per address and the global caps are that one address's.
  LOGIN_RATE_BURST: '1000', LOGIN_RATE_PER_MINUTE: '1000', LOGIN_GLOBAL_RATE_BURST: '1000', LOGIN_GLOBAL_RATE_PER_MINUTE: '1000',
  QUOTE_RATE_BURST: '1000', QUOTE_RATE_PER_MINUTE: '1000', QUOTE_GLOBAL_RATE_BURST: '1000', QUOTE_GLOBAL_RATE_PER_MINUTE: '1000',
  DESK_CASES_PER_ADDRESS_PER_DAY: '1000',
  // Job applications too (careers-api.test.ts proves the limit per address).
  APPLY_RATE_BURST: '1000', APPLY_RATE_PER_MINUTE: '1000',
  PAYMENT_SANDBOX_ABANDON_MS: '10000',
  PAYMENT_SANDBOX_CONFIRM_MS: '3000',
  // The policy e-mails: every policy bought ends "soon" (a renewal reminder at once), swept every 2 s.
  RENEWAL_REMINDER_DAYS: '400',
  HOUSEKEEPING_INTERVAL_MS: '2000',
};

/**
 * The site the browser tests run against: a freshly seeded CMS, the site built from it and served, behind a
 * real nginx. `prefix`: its lines are marked with it (npm test makes it beside the API tests). `close` ends it all.
 */
export async function startBrowserSite({ prefix } = {}) {
  const chromium = await ensureChromium();
  step('Browser tests: a freshly seeded CMS, the site built from it, rebuilt when content is published');
  const mailFolder = mkdtempSync(path.join(tmpdir(), 'browser-test-mail-'));
  // The specs' own customers (site/e2e/sandbox-customers.ts), so that specs that buy need not take turns.
  const identitiesFolder = mkdtempSync(path.join(tmpdir(), 'browser-test-identities-'));
  makeBrowserTestIdentities(identitiesFolder);
  const site = await startThrowawaySite({ cmsEnv: { ...cmsEnv, EMAIL_FOLDER: mailFolder, E_ID_SANDBOX_EXTRA_IDENTITIES: identitiesFolder }, prefix });
  try {
    // The production server configuration, for the security headers it gives.
    const nginx = await startNginx({ liveDir: site.liveDir, cmsUrl: site.cms.url });
    return {
      ...site, chromium, mailFolder, nginx,
      async close() {
        await nginx.stop();
        await site.close();
      },
    };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** Runs Playwright against a site of startBrowserSite; rejects when it fails. `reportFile` gets its JSON report. */
export async function runPlaywright(site, { reportFile, playwrightArgs = [] } = {}) {
  step('Browser tests: Playwright');
  await run(bin('playwright'), ['test', reportFile ? '--reporter=list,json' : '--reporter=list', ...playwrightArgs], {
    cwd: path.join(root, 'site'),
    env: {
      ...process.env,
      E2E_BASE_URL: site.siteUrl,
      E2E_CMS_URL: site.cms.url,
      E2E_NGINX_URL: site.nginx.url,
      E2E_MAIL_FOLDER: site.mailFolder,
      E2E_ADMIN_EMAIL: site.env.ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: site.env.ADMIN_PASSWORD,
      CHROMIUM_PATH: site.chromium,
      ...(reportFile ? { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } : {}),
    },
  });
}

/** The site, Playwright against it, the site closed: rejects when Playwright fails. */
export async function runBrowserTests({ reportFile, playwrightArgs = [] } = {}) {
  const site = await startBrowserSite();
  try {
    await runPlaywright(site, { reportFile, playwrightArgs });
  } finally {
    await site.close();
  }
}
