import { readFileSync } from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { addDays, todayInTallinn } from '@kindlustus/domain';
import { adminCall, adminToken, cmsUrl } from './cms-admin';
import { formLabels, signIn, staffMember } from './admin-staff';

// Runs after every other browser test (the publish project, playwright.config.ts): publishing rebuilds the live
// site, whose job lists and product texts the other tests read.
const contentManager = `${cmsUrl}/admin/content-manager/collection-types`;
/** A content type's field names as the schema gives them: what no label in its form may be. */
const codeNames = (api: string) =>
  Object.keys(JSON.parse(readFileSync(path.resolve(__dirname, `../../cms/src/api/${api}/content-types/${api}/schema.json`), 'utf8')).attributes as object);

test('an Editor changes a product’s Russian text in the form, publishes it and opens its preview in Russian', async ({ page, request }) => {
  test.setTimeout(90_000);
  const editor = await staffMember(request, 'strapi-editor');
  const admin = await adminToken(request);
  const product = (await adminCall(request, admin, 'GET', '/content-manager/collection-types/api::product.product?locale=ru&filters[key][$eq]=forestry-machine')).results[0];
  const documentId = product.documentId as string;
  const original = product.pitch as string;
  const pitch = `Новый текст о страховке лесной техники ${Date.now().toString(36)}`;
  try {
    await signIn(page, editor);
    await page.goto(`${contentManager}/api::product.product/${documentId}?plugins[i18n][locale]=ru`);
    const pitchField = page.getByLabel('Lühitutvustus');
    await expect(pitchField).toHaveValue(original, { timeout: 30_000 });
    // The form says what must be filled before publishing.
    await expect(page.getByText(/Kohustuslik enne avaldamist/).first()).toBeVisible();
    expect((await formLabels(page)).filter((label) => codeNames('product').includes(label))).toEqual([]);
    await pitchField.fill(pitch);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(async () => (await adminCall(request, admin, 'GET', `/content-manager/collection-types/api::product.product/${documentId}?locale=ru&status=published`)).data?.pitch, { timeout: 15_000 }).toBe(pitch);
    await expect(page.getByRole('link', { name: /Open preview/ }).or(page.getByRole('button', { name: /Open preview/ })).first()).toBeVisible();

    // The link the preview button opens, asked as the editor.
    const link = await adminCall(request, editor.token, 'GET', `/content-manager/preview/url/api::product.product?documentId=${documentId}&locale=ru&status=draft`);
    const url = new URL(link.data.url as string);
    expect(url.pathname).toBe('/ru/eelvaade/');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.getByText(pitch)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  } finally {
    await adminCall(request, admin, 'PUT', `/content-manager/collection-types/api::product.product/${documentId}?locale=ru`, { pitch: original });
    await adminCall(request, admin, 'POST', `/content-manager/collection-types/api::product.product/${documentId}/actions/publish?locale=ru`, {});
  }
});

test('HR publishes a job ad in Estonian, Russian and English from the form, whose labels are words', async ({ page, request }) => {
  test.setTimeout(90_000);
  const hr = await staffMember(request, 'hr');
  const stamp = Date.now().toString(36);
  const common = { location: 'Tartu', employmentType: 'full-time', datePosted: todayInTallinn(), validThrough: addDays(todayInTallinn(), 30), openings: 1 };
  const versions = {
    et: { title: `Kindlustusmaakler ${stamp}`, slug: `kindlustusmaakler-${stamp}`, summary: 'Nõustad kliente.', body: 'Otsime **maaklerit**.' },
    ru: { title: `Страховой брокер ${stamp}`, slug: `strahovoi-broker-${stamp}`, summary: 'Консультируете клиентов.', body: 'Ищем **брокера**.' },
    en: { title: `Insurance broker ${stamp}`, slug: `insurance-broker-${stamp}`, summary: 'You advise customers.', body: 'We look for a **broker**.' },
  } as const;
  const call = (method: 'POST' | 'PUT' | 'GET', pathname: string, data?: unknown) => adminCall(request, hr.token, method, pathname, data);
  const created = await call('POST', '/content-manager/collection-types/api::job.job?locale=et', { ...common, ...versions.et });
  const documentId = created.data.documentId as string;
  for (const locale of ['ru', 'en'] as const) await call('PUT', `/content-manager/collection-types/api::job.job/${documentId}?locale=${locale}`, { ...common, ...versions[locale] });

  await signIn(page, hr);
  const menu = page.getByRole('navigation', { name: 'Content Manager' });
  for (const locale of ['et', 'ru', 'en'] as const) {
    await page.goto(`${contentManager}/api::job.job/${documentId}?plugins[i18n][locale]=${locale}`);
    await expect(page.getByLabel('Ametinimetus')).toHaveValue(versions[locale].title, { timeout: 30_000 });
    const labels = await formLabels(page);
    expect(labels).toEqual(expect.arrayContaining(['Töö vorm', 'Avaldamise kuupäev', 'Kandideerida kuni']));
    expect(labels.filter((label) => codeNames('job').includes(label))).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(async () => (await call('GET', `/content-manager/collection-types/api::job.job/${documentId}?locale=${locale}&status=published`)).data?.title, { timeout: 15_000 })
      .toBe(versions[locale].title);
  }
  await page.goto(`${cmsUrl}/admin/content-manager`);
  await expect(menu.getByRole('link', { name: 'Töökuulutus' })).toBeVisible({ timeout: 30_000 });
  await expect(menu.getByRole('link', { name: 'Tööavaldus' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Maaklerilaua päring' })).toHaveCount(0);
});
