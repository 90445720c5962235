import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { currentJobKeys, openInteractive, texts } from './content';
import { adminGet, adminToken, cmsUrl } from './cms-admin';

const ui = (locale: Locale, ns: string, key: string) => texts[locale].global.uiTexts[ns]![key]!;
const applyPath = (locale: Locale) => localizePath('careersApply', locale);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ee`;

/** The form's labels in the page's language (from the CMS texts). */
function field(page: Page, locale: Locale, key: string) {
  return page.getByLabel(new RegExp(`^${ui(locale, 'careers', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

async function fillIn(page: Page, locale: Locale, email: string, cv = { name: 'Mari CV.pdf', mimeType: 'application/pdf', buffer: pdf }) {
  await field(page, locale, 'firstName').fill('Mari');
  await field(page, locale, 'lastName').fill('Õunapuu');
  await field(page, locale, 'email').fill(email);
  await field(page, locale, 'phone').fill('+372 5123 4567');
  await field(page, locale, 'cv').setInputFiles(cv);
  await field(page, locale, 'coverLetter').fill('Tere! Soovin kandideerida.');
  await page.getByLabel(ui(locale, 'careers', 'consentProcessing')).check();
}

const submit = (page: Page, locale: Locale) => page.getByRole('button', { name: ui(locale, 'careers', 'apply') }).click();
const problem = (page: Page) => page.getByTestId('application-problem');

for (const locale of ['et', 'ru', 'en'] as const) {
  test(`applies with a CV in ${locale} and HR finds the application with its CV in the admin`, async ({ page, request }) => {
    const email = uniqueEmail(`apply-${locale}`);
    await openInteractive(page, applyPath(locale));
    await expect(page.getByTestId('captcha-notice')).toBeVisible();
    await fillIn(page, locale, email);
    await page.getByLabel(ui(locale, 'careers', 'consentRetention').split('{{')[0]!.trim(), { exact: false }).check();
    await submit(page, locale);
    const sent = page.getByTestId('application-sent');
    await expect(sent).toContainText(ui(locale, 'careers', 'applicationSent'));
    await expect(sent).toContainText(ui(locale, 'careers', 'applicationSentText'));

    const token = await adminToken(request);
    const list = await adminGet(request, token, `/content-manager/collection-types/api::job-application.job-application?page=1&pageSize=100&sort=createdAt:desc`);
    const stored = (list.results as Array<Record<string, unknown>>).find((row) => row.email === email);
    expect(stored).toMatchObject({ stage: 'new', firstName: 'Mari', lastName: 'Õunapuu', language: locale, consentProcessing: true, consentRetention: true, cvFileName: 'Mari CV.pdf' });
    const cv = await request.get(`${cmsUrl}/admin/hr/applications/${stored!.documentId as string}/cv`, { headers: { authorization: `Bearer ${token}` } });
    expect(cv.status()).toBe(200);
    expect(Buffer.from(await cv.body()).equals(pdf)).toBe(true);
    // Nobody else reads it: neither the public API nor the CV without an admin.
    expect((await request.get(`${cmsUrl}/admin/hr/applications/${stored!.documentId as string}/cv`)).status()).toBe(401);
    expect([403, 404]).toContain((await request.get(`${cmsUrl}/api/job-applications`)).status());
  });
}

test('a job page’s apply link opens the form with that job chosen', async ({ page }) => {
  const job = texts.en.jobs[currentJobKeys[0]!]!;
  await openInteractive(page, localizePath('careersJob', 'en', { slug: job.slug }));
  await page.getByRole('main').getByRole('link', { name: ui('en', 'careers', 'apply') }).click();
  await expect(page).toHaveURL(/\/en\/karjaar\/kandideeri\/\?job=/);
  await expect(field(page, 'en', 'openPositions').locator('option:checked')).toHaveText(job.title);
});

test('the captcha badge is hidden and the notice links to Google’s policies', async ({ page }) => {
  await openInteractive(page, applyPath('en'));
  await expect(page.locator('[data-testid="captcha-widget"] .grecaptcha-badge')).toBeHidden();
  await expect(page.locator('.grecaptcha-badge')).toHaveCSS('visibility', 'hidden');
  const notice = page.getByTestId('captcha-notice');
  await expect(notice.getByRole('link', { name: ui('en', 'captcha', 'privacyPolicy') })).toHaveAttribute('href', ui('en', 'captcha', 'privacyUrl'));
  await expect(notice.getByRole('link', { name: ui('en', 'captcha', 'termsOfService') })).toHaveAttribute('href', ui('en', 'captcha', 'termsUrl'));
});

test("says 'Failed to load script' (localized) when the captcha script cannot load, and keeps what was typed", async ({ page }) => {
  await page.route('**/recaptcha/api.js*', (route) => route.abort());
  await openInteractive(page, applyPath('ru'));
  await expect(problem(page)).toContainText(ui('ru', 'captcha', 'failedToLoad'));
  await fillIn(page, 'ru', uniqueEmail('noscript'));
  await submit(page, 'ru');
  await expect(problem(page)).toContainText(ui('ru', 'captcha', 'failedToLoad'));
  await expect(field(page, 'ru', 'email')).toHaveValue(/noscript/);
});

test("says 'Failed to execute' (localized) when the captcha cannot run; nothing typed is lost", async ({ page }) => {
  // The sandbox widget fails its execute when the page address says so.
  await openInteractive(page, `${applyPath('et')}?captcha=fail-execute`);
  await fillIn(page, 'et', uniqueEmail('execute'));
  await submit(page, 'et');
  await expect(problem(page)).toContainText(ui('et', 'captcha', 'failedToExecute'));
  await expect(field(page, 'et', 'firstName')).toHaveValue('Mari');
  expect(await field(page, 'et', 'cv').evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(1);
});

for (const [setting, key] of [['captchaSiteKey', 'noKey'], ['captchaVersion', 'noVersion']] as const) {
  test(`says '${ui('en', 'captcha', key)}' (localized) when the CMS has no ${setting}`, async ({ page }) => {
    // The page as it would be built from a CMS without the setting: its page data lacks it.
    await page.route('**/page-data/en/karjaar/kandideeri/page-data.json', async (route) => {
      const response = await route.fetch();
      const pageData = await response.json();
      pageData.result.data.integrations[setting] = null;
      await route.fulfill({ response, json: pageData });
    });
    let scriptRequested = false;
    page.on('request', (sent) => {
      if (sent.url().includes('/recaptcha/api.js')) scriptRequested = true;
    });
    await openInteractive(page, applyPath('en'));
    await expect(problem(page)).toContainText(ui('en', 'captcha', key));
    expect(scriptRequested).toBe(false);
  });
}

test('a token the captcha service rejects is refused by the server and the form says so', async ({ page }) => {
  await openInteractive(page, `${applyPath('en')}?captcha=reject`);
  await fillIn(page, 'en', uniqueEmail('robot'));
  await submit(page, 'en');
  await expect(problem(page)).toContainText(ui('en', 'forms', 'captchaFailed'));
  await expect(field(page, 'en', 'lastName')).toHaveValue('Õunapuu');
});

test('the form refuses an oversized or mistyped CV before sending, with localized messages', async ({ page }) => {
  await openInteractive(page, applyPath('en'));
  await fillIn(page, 'en', uniqueEmail('big'), { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) });
  await submit(page, 'en');
  await expect(page.getByText(ui('en', 'forms', 'fileTooLarge').replace('{{maxMb}}', '10'))).toBeVisible();
  await field(page, 'en', 'cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 an executable') });
  await submit(page, 'en');
  await expect(page.getByText(ui('en', 'forms', 'fileType').replace('{{types}}', 'pdf, doc, docx, txt, rtf'))).toBeVisible();
});

/** Posts straight to the API, past the browser's checks, as a script would. */
async function postApplication(request: APIRequestContext, cv: { name: string; buffer: Buffer }) {
  const token = await request.post('/sandbox/captcha/recaptcha/api/token', { data: { sitekey: 'sandbox-site-key' } });
  return request.post('/api/job-applications', {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    multipart: {
      firstName: 'Mari', lastName: 'Õunapuu', email: uniqueEmail('server'), phone: '+372 5123 4567', consentProcessing: 'true',
      language: 'en', captchaToken: (await token.json()).token as string,
      cv: { name: cv.name, mimeType: 'application/pdf', buffer: cv.buffer },
    },
  });
}

test('the server refuses a CV that is not what its name says, and one over 10 MB, whatever the browser did', async ({ request }) => {
  const mistyped = await postApplication(request, { name: 'cv.pdf', buffer: Buffer.from('MZ\x90\x00 an executable') });
  expect(mistyped.status()).toBe(400);
  expect(await mistyped.json()).toMatchObject({ code: 'invalidInput', errors: [{ field: 'cv', code: 'fileType' }] });
  const oversized = await postApplication(request, { name: 'cv.pdf', buffer: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) });
  expect(oversized.status()).toBe(413);
  expect(await oversized.json()).toMatchObject({ code: 'invalidInput', errors: [{ field: 'cv', code: 'fileTooLarge' }] });
});
