import { expect, test } from '@playwright/test';
import { test as pageLoad } from './page-loads';
import { texts, expiredJobKeys } from './content';

const unknown = [
  { path: '/see-lehte-pole/', locale: 'et' as const },
  { path: '/et/see-lehte-pole/', locale: 'et' as const },
  { path: '/ru/see-lehte-pole/', locale: 'ru' as const },
  { path: '/en/see-lehte-pole/', locale: 'en' as const },
  { path: '/en/ostukorv/midagi/muud/', locale: 'en' as const },
  { path: '/ru/kaskokindlustus-dev/kinnitamine/', locale: 'ru' as const },
];

for (const { path, locale } of unknown) {
  pageLoad(`an unknown address ${path} answers 404 with the not-found text`, async ({ tab: page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(texts[locale].global.uiTexts.errors!.notFoundText!)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}

test('the English 404 page says the spec sentence', async ({ page }) => {
  await page.goto('/en/no-such-page/');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('an expired job has no page in any language', async ({ request }) => {
  for (const locale of ['et', 'ru', 'en'] as const) {
    const slug = texts[locale].jobs[expiredJobKeys[0]!]!.slug;
    const prefix = locale === 'et' ? '' : `/${locale}`;
    expect((await request.get(`${prefix}/karjaar/tookoht/${slug}/`)).status()).toBe(404);
  }
});

test('an address without its trailing slash is redirected to it', async ({ request }) => {
  const response = await request.get('/ru/ostukorv?from=test', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/ru/ostukorv/?from=test');
});

test('the policies page asks a visitor to log in first and names itself as where to come back to', async ({ page }) => {
  await page.goto('/en/ise-dev/poliisid/');
  await expect(page.getByTestId('login-required')).toContainText(texts.en.global.uiTexts.login!.loginRequired!);
  await page.getByTestId('login-required').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/login-dev\/\?return=policies$/);
});
