import { test as base, type Page } from '@playwright/test';
import { declinedConsentCookie } from '../playwright.config';

/**
 * For specs of page loads that change nothing (routes, statuses, banners): `tab`, one tab per worker that loads
 * the pages one after another, each a whole page load from the server (the service worker blocked, so none is
 * answered from its cache), with the scripts the tab fetched before in its HTTP cache. A fresh browser context per
 * test made each load fetch and compile every script again: about four times the time (routes.spec alone went
 * from 89 s to 21 s on two workers). A spec whose test logs in, fills a form or sets a cookie takes `page`.
 */
export const test = base.extend<object, { tab: Page }>({
  tab: [async ({ browser }, use) => {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      serviceWorkers: 'block',
      storageState: { cookies: [declinedConsentCookie], origins: [] },
    });
    await use(await context.newPage());
    await context.close();
  }, { scope: 'worker' }],
});
