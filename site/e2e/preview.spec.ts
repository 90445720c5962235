import type { Locale } from '@kindlustus/routes';
import { expect, test } from '@playwright/test';
import { addDays, todayInTallinn } from '@kindlustus/domain';
import { texts } from './content';
import { adminCall, adminToken } from './cms-admin';

const ui = (locale: Locale, ns: string, key: string) => texts[locale].global.uiTexts[ns]![key]!;

test('an editor previews a draft job in its language through the signed link the admin gives, before publishing', async ({ page, request }) => {
  const token = await adminToken(request);
  const title = `Черновик: аналитик ${Date.now().toString(36)}`;
  const job = {
    title, slug: `chernovik-${Date.now().toString(36)}`, summary: 'Черновик вакансии.', body: 'Мы ищем **аналитика**.\nВторая строка.',
    location: 'Tartu', employmentType: 'part-time', datePosted: todayInTallinn(), validThrough: addDays(todayInTallinn(), 20), openings: 1,
  };
  const created = await adminCall(request, token, 'POST', '/content-manager/collection-types/api::job.job?locale=ru', job);
  const documentId = created.data.documentId as string;
  const link = await adminCall(request, token, 'GET', `/content-manager/preview/url/api::job.job?documentId=${documentId}&locale=ru&status=draft`);
  const url = new URL(link.data.url as string);
  expect(url.pathname).toBe('/ru/eelvaade/');

  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('preview-banner')).toHaveText(ui('ru', 'common', 'previewBanner'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('article strong')).toHaveText('аналитика');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The link is the key: changed or missing, it shows nothing of the draft.
  const forged = new URL(url);
  forged.searchParams.set('token', 'x'.repeat(43));
  await page.goto(`${forged.pathname}${forged.search}`);
  await expect(page.getByRole('alert')).toHaveText(ui('ru', 'common', 'previewFailed'));
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await request.get(`/api/previews/job/${documentId}?locale=ru`)).status()).toBe(401);
});

test('an editor previews a draft page with its blocks, in the page’s layout', async ({ page, request }) => {
  const token = await adminToken(request);
  const pages = await adminCall(request, token, 'GET', '/content-manager/collection-types/api::page.page?locale=en&filters[routeKey][$eq]=careersAbout');
  const documentId = pages.results[0].documentId as string;
  const link = await adminCall(request, token, 'GET', `/content-manager/preview/url/api::page.page?documentId=${documentId}&locale=en&status=draft`);
  const url = new URL(link.data.url as string);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.pages.careersAbout!.blocks.find((block) => block.__component === 'blocks.hero')!.heading!);
  await expect(page.locator('[data-layout="careers"]')).toHaveCount(1);
});
