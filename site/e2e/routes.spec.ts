import { expect } from '@playwright/test';
import { routeTable } from '@kindlustus/routes';
import { routeSamples } from './content';
import { test } from './page-loads';

const samples = routeSamples();
// 145 page loads that change nothing, in a tab per worker (page-loads.ts): spread over every worker, not queued on
// one at the end of the run.
test.describe.configure({ mode: 'parallel' });

test('the samples cover the 36 routes in 4 variants', () => {
  expect(samples).toHaveLength(144);
});

for (const sample of samples) {
  test(`${sample.path} answers in ${sample.locale} with the ${sample.layout} layout`, async ({ tab: page }) => {
    const response = await page.goto(sample.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', sample.locale);
    await expect(page.locator(`[data-layout="${sample.layout}"]`)).toBeVisible();
    if (routeTable[sample.key].kind === 'client') {
      await expect(page.locator(`[data-route-key="${sample.key}"][data-ready="true"]`)).toBeVisible();
    }
    await expect(page).toHaveTitle(sample.title);
  });
}
