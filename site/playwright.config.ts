import { defineConfig } from '@playwright/test';

export const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:8000';
/**
 * Specs not about consent start as a visitor who declined optional cookies, so the consent banner
 * stays away; e2e/consent.spec.ts starts without it.
 */
export const declinedConsentCookie = {
  name: 'consent', value: 'v1.a0.m0.f0', domain: new URL(baseURL).hostname, path: '/',
  expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const,
};

/**
 * Specs that buy as the persons the business register's sandbox knows as company representatives (40504040001,
 * 30303039914, Mary Änn): a logged-in customer's cart is the person's, not the browser's, so two of them at once
 * would empty or fill each other's cart. The register knows only these demo persons, so these specs take turns.
 * Every other spec that buys does so as a person no other spec buys as (e2e/sandbox-customers.ts: customers of
 * a spec's own, their certificates made at each run), and runs beside the rest.
 */
const companyRepresentativeSpecs = /(company-purchase|joint-purchase|acting-for-company|invoice)\.spec\.ts$/;

/**
 * Runs against a built site served with a running CMS (the test command starts both and sets
 * E2E_BASE_URL). Chromium comes from Debian (/usr/bin/chromium); nothing is downloaded.
 */
export default defineConfig({
  testDir: './e2e',
  // Screenshots of e2e/look.spec.ts, committed; one name for every platform (the tests run in Debian's Chromium).
  // Approving a change of the look: `npm run test:browser -- e2e/look.spec.ts --update-snapshots` (docs/testing-and-benchmarks.md).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  workers: 2,
  // Publishing rebuilds the live site (job lists change): it runs once every other test is done. The company
  // representatives' specs run one at a time, beside the rest; listed first, they start first (Playwright queues the
  // projects' tests in this order), so that their chain does not end the run with the other worker idle.
  projects: [
    { name: 'company-representatives', testMatch: companyRepresentativeSpecs, workers: 1 },
    { name: 'site', testIgnore: [/publish\.spec\.ts$/, companyRepresentativeSpecs] },
    { name: 'publish', testMatch: /publish\.spec\.ts$/, dependencies: ['site', 'company-representatives'] },
  ],
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    storageState: { cookies: [declinedConsentCookie], origins: [] },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
