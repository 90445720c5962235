import { expect } from '@playwright/test';
import { localizePath, routeTable, type RouteKey } from '@kindlustus/routes';
import { texts, variants } from './content';
import { test } from './page-loads';

// Page loads that change nothing, in a tab per worker (page-loads.ts): spread over every worker, not queued on one at
// the end of the run.
test.describe.configure({ mode: 'parallel' });

// The browser tests' CMS runs on the sandboxes with SITE_STAGE=staging: the site is a test site.
const pages: Array<{ kind: string; key?: RouteKey; status: number; layout: string }> = [
  { kind: 'home', key: 'home', status: 200, layout: 'default' },
  { kind: 'careers', key: 'careers', status: 200, layout: 'careers' },
  { kind: 'client-only cart', key: 'cart', status: 200, layout: routeTable.cart.layout },
  { kind: '404', status: 404, layout: 'default' },
];

for (const { locale, prefixed } of variants) {
  for (const { kind, key, status, layout } of pages) {
    const path = key ? localizePath(key, locale, {}, { prefixDefault: prefixed }) : `${prefixed ? `/${locale}` : ''}/see-lehte-pole/`;
    test(`the ${kind} page ${path} says it is a test site in ${locale}, in its built HTML`, async ({ tab: page }) => {
      const banner = texts[locale].global.uiTexts.common!.testSite!;
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      // Drawn at build time, not after: nothing moves when it appears.
      expect(await response?.text()).toContain(banner);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      if (key && routeTable[key].kind === 'client') await expect(page.locator(`[data-route-key="${key}"][data-ready="true"]`)).toBeVisible();
      const note = page.getByRole('note').filter({ hasText: banner });
      await expect(note).toBeVisible();
      // Above the header, the first thing a visitor reads.
      const noteBox = await note.boundingBox();
      const headerBox = await page.locator('header').first().boundingBox();
      expect(noteBox!.y).toBeLessThan(headerBox!.y);
    });
  }
}
