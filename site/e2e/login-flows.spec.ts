import { expect, test } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { openInteractive } from './content';
import { installIdCard } from './id-card-sandbox';
import { decodeQr, login, scanWithSmartIdApp, startLogin, type Method } from './purchase-helpers';
import { ui } from './quote-helpers';

/**
 * Logging in as a customer against the e-ID sandboxes: Smart-ID by QR code and on a phone, each way a
 * Smart-ID, Mobile-ID or ID card login can fail, and a wrong personal code. No cart is touched.
 */
test('Smart-ID QR code: refreshed each second without moving focus; the app refuses a stale code; a refusal in the app has its own message', async ({ page }) => {
  // From the app's answer on, the login's answers come late (a slow network), also the long poll already under way:
  // meanwhile the QR code's refresh hears the attempt is over, and the customer must still be told why.
  const lateAnswers = { from: Number.POSITIVE_INFINITY, count: 0 };
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('PollLogin')) return route.continue();
    const response = await route.fetch();
    if (Date.now() >= lateAnswers.from) {
      lateAnswers.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    return route.fulfill({ response });
  });
  await openInteractive(page, localizePath('login', 'en'));
  const loginPage = page.getByTestId('login-page');
  await loginPage.getByRole('radio', { name: login('en', 'smartId'), exact: true }).check();
  await expect(loginPage.getByRole('radio', { name: login('en', 'smartIdQr'), exact: true })).toBeChecked();
  await loginPage.getByTestId('login-start').click();
  const first = await decodeQr(page);
  const focused = await page.evaluateHandle(() => document.activeElement);
  const qrElement = await page.getByTestId('smart-id-qr').elementHandle();
  await expect.poll(() => page.getByTestId('smart-id-qr').getAttribute('data-link'), { timeout: 5000 }).not.toBe(first);
  // The same element is focused and the same SVG element redrawn (not replaced) after a refresh.
  expect(await page.evaluate((element) => element === document.activeElement, focused)).toBe(true);
  expect(await page.evaluate((element) => element?.isConnected, qrElement)).toBe(true);
  await expect(page.getByTestId('device-link-status')).toHaveText(login('en', 'waiting'));
  await page.waitForTimeout(6000);
  expect(await scanWithSmartIdApp(first, '30403039917')).toEqual({ status: 400, body: { error: 'linkExpired' } });
  const current = await decodeQr(page);
  lateAnswers.from = Date.now();
  expect((await scanWithSmartIdApp(current, '30403039917')).status).toBe(200);
  await expect(page.getByTestId('login-failed')).toHaveText(login('en', 'refused'), { timeout: 15_000 });
  expect(lateAnswers.count).toBeGreaterThan(0);
  await expect(page.getByTestId('smart-id-qr')).toHaveCount(0);
  await expect(page.getByTestId('login-start')).toBeEnabled();
});

test('Smart-ID on a phone: "Open the Smart-ID app" first, the app sends the person back to a new tab, and both tabs are logged in', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  // The operating system hands the device link to the app and the browser stays where it is (204: no navigation).
  let appLink: string | null = null;
  await page.route('**/sandbox/e-id/smart-id/device-link?**', async (route) => {
    appLink = route.request().url();
    await route.fulfill({ status: 204 });
  });
  await openInteractive(page, localizePath('login', 'en'));
  const loginPage = page.getByTestId('login-page');
  await expect(loginPage.getByRole('radio', { name: login('en', 'smartIdApp'), exact: true })).toBeChecked();
  await expect(loginPage.getByRole('radio', { name: login('en', 'smartIdOtherDevice'), exact: true })).toBeVisible();
  await expect(loginPage.getByRole('radio', { name: login('en', 'smartIdNotification'), exact: true })).toBeVisible();
  await expect(page.getByTestId('login-start')).toHaveText(login('en', 'smartIdApp'));
  await page.getByTestId('login-start').click();
  await expect(page.getByTestId('smart-id-device-link')).toContainText(login('en', 'appInstruction'));
  await expect(page.getByTestId('smart-id-app-link')).toHaveAttribute('href', /deviceLinkType=Web2App/);
  await expect.poll(() => appLink).not.toBeNull();
  expect(appLink).toBe(await page.getByTestId('smart-id-app-link').getAttribute('href'));

  const scanned = await scanWithSmartIdApp(appLink!, '40504040001');
  expect(scanned.body).toMatchObject({ accepted: true, endResult: 'OK' });
  const back = await phone.newPage();
  await back.goto(String(scanned.body.callbackUrl));
  await expect(back.getByTestId('logged-in-as')).toBeVisible({ timeout: 15_000 });
  expect(new URL(back.url()).search).not.toContain('userChallengeVerifier');
  await expect(page.getByTestId('logged-in-as')).toBeVisible({ timeout: 15_000 });

  // The callback address is used once: opened again, it finishes nothing.
  const again = await phone.newPage();
  await again.goto(String(scanned.body.callbackUrl));
  await expect(again.getByTestId('login-failed')).toHaveText(login('en', 'callbackFailed'));
  await phone.close();
});

/** Each way a Smart-ID or Mobile-ID login can fail in the sandbox, with the message the customer must see. */
const failedLogins: Array<[Locale, Method, string]> = [
  ['en', { kind: 'smartId', personalCode: '30403039917' }, 'refused'],
  ['en', { kind: 'smartId', personalCode: '30403039972' }, 'wrongVc'],
  ['en', { kind: 'smartId', personalCode: '30403039983' }, 'timeout'],
  ['en', { kind: 'smartId', personalCode: '61101012257' }, 'under18'],
  ['en', { kind: 'smartId', personalCode: '37605030299' }, 'notSmartIdClient'],
  ...(['266:refused', '366:phoneAbsent', '466:deliveryError', '566:simError', '666:timeout'] as const).map((entry): [Locale, Method, string] => {
    const [suffix, message] = entry.split(':') as [string, string];
    return ['ru', { kind: 'mobileId', personalCode: '60001019906', phone: `+37200000${suffix}` }, message];
  }),
  ['ru', { kind: 'mobileId', personalCode: '60001019906', phone: '+37255555555' }, 'notMidClient'],
];
for (const [locale, method, message] of failedLogins) {
  const who = method.kind === 'mobileId' ? method.phone : method.personalCode;
  test(`${method.kind} ${who} ends in ${locale} with its own message (${message}) and a retry keeps what was typed`, async ({ page }) => {
    await openInteractive(page, localizePath('login', locale));
    // The code may not show when the service refuses at once: the outcome is what counts.
    await startLogin(page, locale, method).catch(() => undefined);
    await expect(page.getByTestId('login-failed')).toHaveText(login(locale, message), { timeout: 20_000 });
    const loginPage = page.getByTestId('login-page');
    await expect(loginPage.getByLabel(login(locale, 'personalCode'), { exact: true })).toHaveValue(method.personalCode);
    if (method.kind === 'mobileId') await expect(loginPage.getByLabel(login(locale, 'phone'))).toHaveValue(method.phone);
    await expect(page.getByTestId('login-start')).toBeEnabled();
  });
}

test('ID card: a revoked certificate, a missing extension and a cancelled PIN each say what happened', async ({ page, browser }) => {
  await installIdCard(page, '38001085718');
  await openInteractive(page, localizePath('login', 'et'));
  await startLogin(page, 'et', { kind: 'idCard', personalCode: '38001085718' });
  await expect(page.getByTestId('login-failed')).toHaveText(login('et', 'certificateRevoked'), { timeout: 15_000 });

  const noExtension = await browser.newPage();
  await openInteractive(noExtension, localizePath('login', 'et'));
  await startLogin(noExtension, 'et', { kind: 'idCard', personalCode: '' });
  await expect(noExtension.getByTestId('login-failed')).toHaveText(login('et', 'idCardNoExtension'));
  await noExtension.close();

  const cancelled = await browser.newPage();
  await installIdCard(cancelled, '30303039914', 'ERR_WEBEID_USER_CANCELLED');
  await openInteractive(cancelled, localizePath('login', 'et'));
  await startLogin(cancelled, 'et', { kind: 'idCard', personalCode: '' });
  await expect(cancelled.getByTestId('login-failed')).toHaveText(login('et', 'refused'));
  await cancelled.close();
});

test('a wrong personal code is caught before any login starts, summarised and kept', async ({ page }) => {
  await openInteractive(page, localizePath('login', 'en'));
  await page.getByTestId('login-page').getByRole('radio', { name: login('en', 'smartIdNotification'), exact: true }).check();
  await page.getByTestId('login-page').getByLabel(login('en', 'personalCode'), { exact: true }).fill('12345678901');
  await page.getByTestId('login-start').click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(page.getByTestId('error-summary')).toContainText(ui('en', 'forms', 'invalidPersonalCode'));
  await expect(page.getByTestId('login-page').getByLabel(login('en', 'personalCode'), { exact: true })).toHaveValue('12345678901');
});
