import { expect, test } from '@playwright/test';
import { localizePath, type RouteKey } from '@kindlustus/routes';
import { currentJobKeys, openInteractive, texts } from './content';

test('switching language keeps the page and sets the language cookie', async ({ page, context }) => {
  await openInteractive(page, '/kaskokindlustus-dev/');
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/kaskokindlustus-dev\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(new RegExp(texts.ru.pages.cascoLanding!.title));
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('ru');
});

test('a job switches to its own slug in the other language', async ({ page }) => {
  const job = currentJobKeys[0]!;
  await openInteractive(page, `/karjaar/tookoht/${texts.et.jobs[job]!.slug}/`);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/karjaar/tookoht/${texts.en.jobs[job]!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.jobs[job]!.title);
});

test('a client-only page with parameters switches with its parameters', async ({ page }) => {
  await openInteractive(page, '/en/kaskokindlustus-dev/kinnitamine/of-1/99.90/');
  await expect(page.locator('[data-route-key="cascoConfirm"][data-ready="true"]')).toBeVisible();
  await page.getByRole('link', { name: 'Eesti' }).click();
  await expect(page).toHaveURL(/\/kaskokindlustus-dev\/kinnitamine\/of-1\/99\.90\/$/);
});

test('each page links its language versions and /et/ points its canonical at the unprefixed page', async ({ page }) => {
  await page.goto('/et/liikluskindlustus-kkk-dev/');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/liikluskindlustus-kkk-dev/`);
  await expect(page.locator('link[hreflang="ru"]')).toHaveAttribute('href', `${origin}/ru/liikluskindlustus-kkk-dev/`);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/liikluskindlustus-kkk-dev/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
});

test('the job list shows current jobs in the page language only', async ({ page }) => {
  await page.goto('/ru/karjaar/vabad-tookohad/');
  const list = page.getByTestId('job-list');
  for (const key of currentJobKeys) await expect(list.getByRole('link', { name: texts.ru.jobs[key]!.title })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(currentJobKeys.length);
});

test('sitemap and robots list the public pages and keep client-only pages out', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/ru/liikluskindlustus-kkk-dev/</loc>');
  expect(sitemap).not.toContain('ostukorv');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /en/ostukorv/');
});

for (const locale of ['et', 'ru', 'en'] as const) {
  for (const routeKey of ['home', 'cascoLanding'] as RouteKey[]) {
    test(`the ${routeKey} page in ${locale} has a share image of 1200×630 with a text alternative in its language`, async ({ page, request }) => {
      await page.goto(localizePath(routeKey, locale));
      const meta = (property: string) => page.locator(`meta[property="${property}"]`);
      const title = texts[locale].pages[routeKey]!.title;
      await expect(meta('og:image:alt')).toHaveAttribute('content', `${title} – ${texts[locale].global.brandName}`);
      await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
      await expect(meta('og:image:height')).toHaveAttribute('content', '630');
      const image = new URL((await meta('og:image').getAttribute('content'))!);
      expect(image.pathname).toBe(`/og/${routeKey}-${locale}.png`);
      const answer = await request.get(image.pathname);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      const png = await answer.body();
      // The PNG header's width and height (big-endian, after the IHDR chunk's name).
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
}
