import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, declinedConsentCookie } from '../playwright.config';

/**
 * For specs of page loads that change nothing (routes, statuses, banners): `tab`, one tab per worker that loads
 * the pages one after another, each a whole page load from the server (the service worker blocked, so none is
 * answered from its cache; the local server sends pages and page data as no-cache, without validators), with the
 * scripts the tab fetched before in its HTTP cache. Before each test the tab forgets what the page before left
 * (cookies, session and local storage), so each load is a new visitor's but for the cached scripts. A fresh browser
 * context per test made each load fetch and compile every script again: about four times the time (routes.spec
 * alone went from 89 s to 21 s on two workers). A spec whose test logs in, fills a form or sets a cookie takes `page`.
 */
export const test = base.extend<{ tab: Page }, { workerTab: { context: BrowserContext; page: Page } }>({
  workerTab: [async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', storageState: { cookies: [declinedConsentCookie], origins: [] } });
    await use({ context, page: await context.newPage() });
    await context.close();
  }, { scope: 'worker' }],
  tab: async ({ workerTab: { context, page } }, use) => {
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
    }
    await context.clearCookies();
    await context.addCookies([declinedConsentCookie]);
    await use(page);
  },
});
