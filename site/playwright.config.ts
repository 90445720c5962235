import { defineConfig } from '@playwright/test';

/**
 * Runs against a built site served with a running CMS (the test command starts both and sets
 * E2E_BASE_URL). Chromium comes from Debian (/usr/bin/chromium); nothing is downloaded.
 */
export default defineConfig({
  testDir: './e2e',
  workers: 2,
  // Publishing rebuilds the live site (job lists change): it runs once every other test is done.
  projects: [
    { name: 'site', testIgnore: /publish\.spec\.ts$/ },
    { name: 'publish', testMatch: /publish\.spec\.ts$/, dependencies: ['site'] },
  ],
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8000',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
