import { expect, test } from '@playwright/test';
import { todayInTallinn, addDays } from '@kindlustus/domain';
import { localizePath } from '@kindlustus/routes';
import { adminCall, adminToken } from './cms-admin';

// Runs after every other browser test (see playwright.config.ts): a rebuild changes the job lists.
test('a job published in the CMS goes live on the site by itself, and goes away when unpublished', async ({ page, request }) => {
  test.setTimeout(300_000);
  const token = await adminToken(request);
  const slug = `e2e-analyst-${Date.now().toString(36)}`;
  const title = `Data analyst ${slug.slice(-6)}`;
  const job = {
    title, slug, summary: 'You turn claims data into better prices.', body: 'We are looking for an **analyst**.',
    location: 'Tartu', employmentType: 'full-time', datePosted: todayInTallinn(), validThrough: addDays(todayInTallinn(), 30), openings: 1,
  };
  const jobsApi = '/content-manager/collection-types/api::job.job';
  const created = await adminCall(request, token, 'POST', `${jobsApi}?locale=en`, job);
  const documentId = created.data.documentId as string;
  const jobPath = localizePath('careersJob', 'en', { slug });
  // A draft is not published: nothing changes on the site.
  expect((await request.get(jobPath)).status()).toBe(404);

  await adminCall(request, token, 'POST', `${jobsApi}/${documentId}/actions/publish?locale=en`, job);
  await expect.poll(async () => (await request.get(jobPath)).status(), { timeout: 240_000, intervals: [500] }).toBe(200);
  await page.goto(jobPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto(localizePath('careersPositions', 'en'));
  await expect(page.getByTestId('job-list').getByRole('link', { name: title })).toBeVisible();
  // The sitemap search engines read lists it too (written anew by each build, so never left from the last live copy).
  expect(await (await request.get('/sitemap.xml')).text()).toContain(jobPath);
  // A returning visitor: the service worker has taken the page (installing it precaches the site: on a loaded
  // machine that took more than 30 s) and keeps the list's data (it then answers the next
  // visit with its app shell, which draws the page from that data).
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 90_000 }).toBe(true);
  await page.reload();
  await expect(page.getByTestId('job-list').getByRole('link', { name: title })).toBeVisible();
  const listData = `/page-data${localizePath('careersPositions', 'en')}page-data.json`;
  const cachedListData = () => page.evaluate(async (url) => Boolean(await caches.match(url)), listData);
  await expect.poll(cachedListData, { timeout: 90_000 }).toBe(true);
  const status = await (await request.get('/__build/status')).json();
  expect(status).toMatchObject({ state: expect.stringMatching(/idle|waiting|building/), lastSuccess: { publishedAt: expect.any(String) } });

  await adminCall(request, token, 'POST', `${jobsApi}/${documentId}/actions/unpublish?locale=en`, {});
  await expect.poll(async () => (await request.get(jobPath)).status(), { timeout: 240_000, intervals: [500] }).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(jobPath);
  expect((await page.goto(localizePath('careersPositions', 'en')))?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('job-list').getByRole('link', { name: title })).toHaveCount(0);
});
