import { readFileSync } from 'fs';
import { expect, test } from '@playwright/test';
import { adminCall, adminToken, cmsUrl } from './cms-admin';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('HR opens an application in the admin and downloads its CV with the button', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `hr-view.${Date.now().toString(36)}@example.ee`;
  const captcha = await (await request.post('/sandbox/captcha/recaptcha/api/token', { data: { sitekey: 'sandbox-site-key' } })).json();
  const applied = await request.post('/api/job-applications', {
    multipart: {
      firstName: 'Jaan', lastName: 'Tamm', email, phone: '+372 5555 1234', consentProcessing: 'true', language: 'et',
      captchaToken: captcha.token as string, cv: { name: 'Jaan Tamm CV.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(applied.status()).toBe(201);
  const { id } = await applied.json();
  const token = await adminToken(request);
  const stored = await adminCall(request, token, 'GET', `/content-manager/collection-types/api::job-application.job-application/${id}`);
  expect(stored.data).toMatchObject({ email, stage: 'new', cvFileName: 'Jaan Tamm CV.pdf' });

  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel(/^Email/).fill(process.env.E2E_ADMIN_EMAIL ?? '');
  await page.getByLabel(/^Password/).fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: /^Login$/ }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::job-application.job-application/${id}`);
  const button = page.getByRole('button', { name: 'Laadi CV alla' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Jaan Tamm CV.pdf')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('Jaan Tamm CV.pdf');
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
});
