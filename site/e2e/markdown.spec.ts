import { expect, test } from '@playwright/test';

test('CMS Markdown is rendered with autolinks, kept line breaks and raw HTML', async ({ page }) => {
  await page.goto('/en/kontaktid-tartu/');
  const main = page.locator('main');
  await expect(main.locator('a[href="https://www.peatus.ee"]')).toBeVisible();
  const address = main.locator('p', { hasText: 'Kindlustusmaakler Tarkus OÜ' });
  expect(await address.locator('br').count()).toBe(2);
  await expect(main.locator('small')).toContainText('Registry code');
});

test('no Markdown library is shipped to the browser for static pages', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/en/kontaktid-tartu/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  let modules = 0;
  for (const script of scripts) {
    const map = await request.get(`${script}.map`);
    if (!map.ok()) continue;
    const { sources } = (await map.json()) as { sources: string[] };
    modules += sources.length;
    expect(sources.filter((source) => /react-markdown|micromark|remark-|rehype-/.test(source))).toEqual([]);
  }
  // The source maps list what each script contains: React, Gatsby and the site's own code.
  expect(modules).toBeGreaterThan(50);
});
