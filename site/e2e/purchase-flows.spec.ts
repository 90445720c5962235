import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { localizePath, type Locale } from '@kindlustus/routes';
import { insurerNames, openInteractive } from './content';
import { cmsUrl, installIdCard } from './id-card-sandbox';
import { acceptPaymentConsents } from './payment-consent';
import { centsOf, chooseAndConfirm, completeResults, escape, expectInsurerLogo, field, submit, trafficQuote, ui } from './quote-helpers';

const anyInsurer = new RegExp(`^(${Object.values(insurerNames).map(escape).join('|')})$`);

/**
 * Buying and coming back, as a customer does it against the sandboxes: quote, confirm, cart, extras,
 * instalments, login, bank, return page, policies. A car can be insured once per period, so every test
 * that pays uses a plate of its own.
 */
/** Where the CMS writes its e-mails (.eml files); the browser-test runner sets it. */
const mailFolder = process.env.E2E_MAIL_FOLDER ?? '';
const cart = (locale: Locale, key: string) => ui(locale, 'cart', key);
const login = (locale: Locale, key: string) => ui(locale, 'login', key);
const interpolate = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

type Method =
  | { kind: 'smartId'; personalCode: string }
  /** Smart-ID by QR code: the sandbox's Smart-ID app scans it as this demo identity. */
  | { kind: 'smartIdQr'; personalCode: string }
  | { kind: 'mobileId'; personalCode: string; phone: string }
  | { kind: 'idCard'; personalCode: string };

/** Reads the QR code as a phone camera would: the SVG's modules painted into pixels and decoded with jsQR. */
async function decodeQr(page: Page): Promise<string> {
  // One read of the element: the code and its data-link attribute of the same second.
  const markup = await page.getByTestId('smart-id-qr').evaluate((element) => element.outerHTML);
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(markup)![1]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of markup.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  const link = jsQR(pixels, width, width)?.data;
  if (!link) throw new Error('The QR code on the page could not be read');
  expect(/data-link="([^"]+)"/.exec(markup)![1]!.replaceAll('&amp;', '&')).toBe(link);
  return link;
}

/** The sandbox's Smart-ID app opening a device link as a demo identity; its answer (refusals included). */
async function scanWithSmartIdApp(link: string, personalCode: string) {
  const response = await fetch(`${cmsUrl}/sandbox/e-id/smart-id-app/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link, personalCode }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Fills the login page for a method and starts it; Smart-ID and Mobile-ID show their code large, a QR code is scanned. */
async function startLogin(page: Page, locale: Locale, method: Method) {
  const loginPage = page.getByTestId('login-page');
  if (method.kind === 'smartIdQr') {
    await loginPage.getByRole('radio', { name: login(locale, 'smartId'), exact: true }).check();
    await loginPage.getByRole('radio', { name: login(locale, 'smartIdQr'), exact: true }).check();
    await expect(loginPage.getByLabel(login(locale, 'personalCode'), { exact: true })).toHaveCount(0);
    await loginPage.getByTestId('login-start').click();
    await expect(page.getByTestId('smart-id-device-link')).toContainText(login(locale, 'qrInstruction'));
    await expect(page.getByRole('img', { name: login(locale, 'qrAlt') })).toBeVisible();
    expect((await scanWithSmartIdApp(await decodeQr(page), method.personalCode)).status).toBe(200);
    return;
  }
  await loginPage.getByRole('radio', { name: login(locale, method.kind), exact: true }).check();
  if (method.kind === 'smartId') await loginPage.getByRole('radio', { name: login(locale, 'smartIdNotification'), exact: true }).check();
  if (method.kind !== 'idCard') await loginPage.getByLabel(login(locale, 'personalCode'), { exact: true }).fill(method.personalCode);
  if (method.kind === 'mobileId') await loginPage.getByLabel(login(locale, 'phone')).fill(method.phone);
  await loginPage.getByTestId('login-start').click();
  if (method.kind !== 'idCard') await expect(page.getByTestId('verification-code')).toHaveText(/^\d{4}$/);
}

/** A traffic offer for the plate, confirmed into this browser's cart. */
async function trafficInCart(page: Page, locale: Locale, plate: string) {
  await trafficQuote(page, locale, plate);
  await submit(page, 'traffic', locale);
  await completeResults(page);
  await chooseAndConfirm(page, locale, page.getByTestId('offer-card').first(), 'trafficOffer');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** From the confirmation through the cart (the schedule chosen) and the extras (one added) to the payment page. */
async function cartToPayment(page: Page, locale: Locale, plate: string) {
  await page.getByRole('link', { name: ui(locale, 'quote', 'goToCart') }).click();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('insured-object')).toContainText(plate);
  await expectInsurerLogo(line.getByRole('heading'), anyInsurer);
  await expect(line.getByTestId('schedule').locator('tbody tr')).toHaveCount(1);
  await line.getByRole('radio', { name: interpolate(cart(locale, 'instalmentCount_other'), { count: 2 }), exact: true }).check();
  await expect(line.getByTestId('schedule').locator('tbody tr')).toHaveCount(2);
  const dueBefore = centsOf((await page.getByTestId('total-due-now').textContent())!);
  await page.getByTestId('to-extras').click();
  // A priced extra the insurer does not preselect (a green card is often preselected or free).
  const extra = page.getByTestId('extra').filter({ has: page.getByRole('checkbox', { checked: false, name: /[1-9]/ }) }).first();
  await expect(extra).toBeVisible();
  const extraKey = await extra.getAttribute('data-extra');
  await extra.getByRole('checkbox').check();
  await expect(page.locator(`[data-testid="extra"][data-extra="${extraKey}"]`).getByRole('checkbox')).toBeChecked();
  await expect.poll(async () => centsOf((await page.getByTestId('total-due-now').textContent())!)).toBeGreaterThan(dueBefore);
  await page.getByTestId('to-payment').click();
}

/** At the sandbox bank: pay, pay with a late confirmation, or cancel. */
async function atTheBank(page: Page, action: 'pay' | 'payLater' | 'cancel') {
  await expect(page).toHaveURL(new RegExp(`^${escape(cmsUrl)}/sandbox/payments/pay/`));
  await page.locator(`button[value="${action}"]`).click();
}

/** On the payment page: answers checked, the e-mail given, bank chosen, terms accepted, the pay button naming the amount. */
async function payFor(page: Page, locale: Locale, bank = 'Swedbank', email = 'ostja@example.ee') {
  const payment = page.getByTestId('payment-page');
  await expect(payment.getByTestId('check-answers')).toBeVisible();
  await payment.getByTestId('payment-email').fill(email);
  const due = (await page.getByTestId('total-due-now').textContent())!;
  await expect(page.getByTestId('pay')).toHaveText(interpolate(cart(locale, 'payAmount'), { amount: due }));
  await payment.getByRole('radio', { name: bank }).check();
  await acceptPaymentConsents(payment, locale);
  await page.getByTestId('pay').click();
}

async function buyTraffic(page: Page, locale: Locale, plate: string, method: Method) {
  if (method.kind === 'idCard') await installIdCard(page, method.personalCode);
  await trafficInCart(page, locale, plate);
  await cartToPayment(page, locale, plate);
  // The payment page needs a login and brings the customer back to it.
  await expect(page.getByTestId('login-required')).toBeVisible();
  await page.getByTestId('login-required').getByRole('link').click();
  await expect(page).toHaveURL(/\/login-dev\/\?return=payment$/);
  await startLogin(page, locale, method);
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('payment', locale))}$`), { timeout: 15_000 });
  await expect(page.getByTestId('logged-in-as')).toBeVisible();
  await payFor(page, locale);
  await atTheBank(page, 'pay');
}

async function expectPaidWithPolicy(page: Page, locale: Locale) {
  const returned = page.getByTestId('payment-return');
  await expect(returned).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await expect(returned.getByTestId('return-message')).toHaveText(cart(locale, 'returnPaid'));
  // The order token has left the address bar; a reload shows the same truth.
  expect(new URL(page.url()).search).toMatch(/^\?order=[\w-]+$/);
  await expectInsurerLogo(returned.getByTestId('policy').first(), anyInsurer);
  const policyNumber = await returned.getByTestId('policy').first().getAttribute('data-policy-number');
  expect(policyNumber).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('payment-return')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('policy')).toHaveAttribute('data-policy-number', policyNumber!);
  return policyNumber!;
}

const plates = { et: '789 GHI', ru: '321 JKL', en: '654 MNO' } as const;
const methods: Record<Locale, Method> = {
  et: { kind: 'smartIdQr', personalCode: '30303039914' },
  ru: { kind: 'mobileId', personalCode: '60001019906', phone: '+372 0000 0766' },
  // Any demo identity's certificate signs for the ID card; this one is not used by the other tests' logins.
  en: { kind: 'idCard', personalCode: '30403039972' },
};

for (const locale of ['et', 'ru', 'en'] as const) {
  test(`a traffic policy bought in ${locale} with ${methods[locale].kind}: cart, extras, instalments, bank, return page, policies, PDF`, async ({ page }) => {
    test.setTimeout(90_000);
    await buyTraffic(page, locale, plates[locale], methods[locale]);
    const policyNumber = await expectPaidWithPolicy(page, locale);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await page.getByRole('link', { name: cart(locale, 'viewPolicies') }).click();
    const policy = page.getByTestId('policies-page').locator(`[data-policy-number="${policyNumber}"]`);
    await expect(policy).toBeVisible();
    await expect(policy.getByTestId('policy-object')).toContainText(plates[locale]);
    await expectInsurerLogo(policy, anyInsurer);
    const download = await page.request.get(await policy.getByTestId('policy-document').getAttribute('href') ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByTestId('logout').click();
    await expect(page.getByTestId('logged-in-as')).toHaveCount(0);
    // Logging out ends on the home page; going on before it is there would race that navigation.
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${escape(localizePath('home', locale))}$`));
    await page.goto(localizePath('policies', locale));
    await expect(page.getByTestId('login-required')).toBeVisible();
  });
}

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

/** The customer's cart outlives a test (it is theirs, not the browser's): each test starts from an empty one. */
async function emptyCart(page: Page) {
  await expect(page.getByTestId('cart-page').or(page.getByTestId('cart-empty'))).toBeVisible();
  while (await page.getByTestId('remove-line').count()) {
    const before = await page.getByTestId('cart-line').count();
    await page.getByTestId('remove-line').first().click();
    await expect(page.getByTestId('cart-line')).toHaveCount(before - 1);
  }
}

async function loggedInWithCartAtPayment(page: Page, locale: Locale, plate: string, personalCode: string) {
  await openInteractive(page, `${localizePath('login', locale)}?return=cart`);
  await startLogin(page, locale, { kind: 'smartId', personalCode });
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', locale))}$`), { timeout: 15_000 });
  await emptyCart(page);
  await trafficInCart(page, locale, plate);
  await cartToPayment(page, locale, plate);
  await payFor(page, locale);
}

test('a payment cancelled at the bank keeps the cart and offers to pay again, which then goes through', async ({ page }) => {
  test.setTimeout(90_000);
  await loggedInWithCartAtPayment(page, 'et', '987 PRS', '40504040001');
  await atTheBank(page, 'cancel');
  const returned = page.getByTestId('payment-return');
  await expect(returned).toHaveAttribute('data-state', 'cancelled');
  await expect(returned.getByTestId('return-message')).toHaveText(cart('et', 'returnCancelled'));
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await returned.getByTestId('pay-again').click();
  await payFor(page, 'et', 'LHV');
  await atTheBank(page, 'pay');
  await expectPaidWithPolicy(page, 'et');
});

test('a payment the bank confirms later shows pending, announced, then the policy without a second payment', async ({ page }) => {
  test.setTimeout(90_000);
  await loggedInWithCartAtPayment(page, 'en', '777 RKV', '40504040001');
  await atTheBank(page, 'payLater');
  const returned = page.getByTestId('payment-return');
  await expect(returned).toHaveAttribute('data-state', 'pending');
  await expect(returned.getByRole('status')).toContainText(cart('en', 'returnPending'));
  await expect(returned.getByTestId('pay-again')).toHaveCount(0);
  await expect(returned).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
  await expect(returned.getByTestId('policy')).toHaveCount(1);
});

test('a payment left unfinished at the bank is abandoned: the bank sends the customer back and the cart can be paid again', async ({ page }) => {
  test.setTimeout(90_000);
  await loggedInWithCartAtPayment(page, 'ru', '222 TLN', '30303039914');
  await expect(page).toHaveURL(/\/sandbox\/payments\/pay\//);
  // The test CMS abandons orders after a few seconds (PAYMENT_SANDBOX_ABANDON_MS); the bank then shows it closed.
  await expect.poll(async () => {
    await page.reload();
    return page.locator('button[value="pay"]').count();
  }, { timeout: 30_000, intervals: [2000] }).toBe(0);
  await page.getByRole('link').last().click();
  const returned = page.getByTestId('payment-return');
  await expect(returned).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await returned.getByTestId('pay-again').click();
  await payFor(page, 'ru');
  await atTheBank(page, 'pay');
  await expectPaidWithPolicy(page, 'ru');
});

test('one car is insured once: a newer offer replaces the older in the cart, and a policy in force blocks another', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const plate = '444 NRV';
  await trafficInCart(page, 'et', plate);
  await trafficQuote(page, 'et', plate);
  await submit(page, 'traffic', 'et');
  await completeResults(page);
  await chooseAndConfirm(page, 'et', page.getByTestId('offer-card').nth(1), 'trafficOffer');
  await expect(page.getByTestId('replaced-in-cart')).toHaveText(cart('et', 'replaced'));
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Someone else buys a policy for the same car first.
  const other = await browser.newPage();
  await loggedInWithCartAtPayment(other, 'et', plate, '40504040001');
  await atTheBank(other, 'pay');
  await expectPaidWithPolicy(other, 'et');
  await other.close();

  await page.goto(localizePath('cart', 'et'));
  await expect(page.getByTestId('line-already-insured')).toHaveText(cart('et', 'alreadyInsured'));
  await expect(page.getByTestId('to-extras')).toHaveCount(0);
});

async function isolatedFrom(browser: Browser, locale: Locale) {
  const stranger = await browser.newPage();
  await openInteractive(stranger, localizePath('cart', locale));
  await expect(stranger.getByTestId('cart-empty')).toBeVisible();
  await stranger.goto(localizePath('policies', locale));
  await expect(stranger.getByTestId('login-required')).toBeVisible();
  return stranger;
}

test('a second browser sees neither the first customer’s cart nor their policies nor their return page', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await loggedInWithCartAtPayment(page, 'en', '555 VLJ', '30303039914');
  await atTheBank(page, 'pay');
  await expectPaidWithPolicy(page, 'en');
  const returnAddress = page.url();
  const stranger = await isolatedFrom(browser, 'en');
  await stranger.goto(returnAddress);
  await expect(stranger.getByTestId('payment-return')).toHaveAttribute('data-state', 'failed');
  await expect(stranger.getByTestId('policy')).toHaveCount(0);
  await stranger.close();
});

test('axe finds no serious or critical violation on the cart, extras, login, payment, return and policies pages', async ({ page }) => {
  test.setTimeout(120_000);
  const check = async (name: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await openInteractive(page, `${localizePath('login', 'et')}?return=cart`);
  await check('login');
  await startLogin(page, 'et', { kind: 'smartId', personalCode: '30303039914' });
  await expect(page).toHaveURL(/\/ostukorv\/$/, { timeout: 15_000 });
  await emptyCart(page);
  await trafficInCart(page, 'et', '666 HPS');
  await page.getByRole('link', { name: ui('et', 'quote', 'goToCart') }).click();
  await expect(page.getByTestId('cart-line')).toBeVisible();
  await check('cart');
  await page.getByTestId('to-extras').click();
  await expect(page.getByTestId('extras-page')).toBeVisible();
  await check('extras');
  await page.getByTestId('to-payment').click();
  await expect(page.getByTestId('payment-page')).toBeVisible();
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await check('payment');
  await payFor(page, 'et');
  await atTheBank(page, 'pay');
  await expect(page.getByTestId('payment-return')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await check('return');
  await page.goto(localizePath('policies', 'et'));
  await expect(page.getByTestId('policies-page')).toBeVisible();
  await check('policies');
});

/** The text of the first e-mail the CMS wrote that contains every one of `parts`, waiting for it. */
async function mailContaining(parts: string[], timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(mailFolder).filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(path.join(mailFolder, name), 'utf8'))
      .find((text) => parts.every((part) => text.includes(part)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail with ${parts.join(', ')} in ${mailFolder}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('the payment page asks where to e-mail the policies and keeps a wrong address; the renewal e-mail opens the form filled in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const plate = '888 TRA';
  await openInteractive(page, `${localizePath('login', 'et')}?return=cart`);
  await startLogin(page, 'et', { kind: 'smartId', personalCode: '40504040001' });
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', 'et'))}$`), { timeout: 15_000 });
  await emptyCart(page);
  // The quote's e-mail is where the payment page starts.
  const form = await trafficQuote(page, 'et', plate);
  await form.locator('summary', { hasText: ui('et', 'quote', 'moreOptions') }).click();
  await field(form, 'et', 'email').fill('uuenda@example.ee');
  await submit(page, 'traffic', 'et');
  await completeResults(page);
  await chooseAndConfirm(page, 'et', page.getByTestId('offer-card').first(), 'trafficOffer');
  await cartToPayment(page, 'et', plate);
  const email = page.getByTestId('payment-email');
  await expect(email).toHaveValue('uuenda@example.ee');
  await expect(email).toHaveAccessibleName(cart('et', 'email'));

  await email.fill('uuenda.example.ee');
  await acceptPaymentConsents(page.getByTestId('payment-page'), 'et');
  await page.getByTestId('pay').click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: new RegExp(escape(ui('et', 'forms', 'invalidEmail'))) })).toBeVisible();
  await expect(email).toHaveValue('uuenda.example.ee');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await payFor(page, 'et', 'Swedbank', 'uuenda@example.ee');
  await atTheBank(page, 'pay');
  const policyNumber = await expectPaidWithPolicy(page, 'et');

  // The browser tests' CMS reminds of every policy ending within 400 days: this one at once.
  const reminder = await mailContaining(['To: uuenda@example.ee', policyNumber, '?renew=']);
  const link = new URL(/^(https?:\/\/\S+\?renew=\S+)$/m.exec(reminder)![1]!);
  const [, day, month, year] = /– (\d{2})\.(\d{2})\.(\d{4})$/m.exec(reminder)!;
  const renewalStart = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 1)).toISOString().slice(0, 10);

  // Opened from the mailbox in another browser, logged out.
  const visitor = await (await browser.newContext()).newPage();
  await openInteractive(visitor, `${link.pathname}${link.search}`);
  await expect(visitor.getByTestId('renewal-prefilled')).toContainText(policyNumber);
  const renewalForm = visitor.locator('[data-quote-form="traffic"]');
  await expect(field(renewalForm, 'et', 'plate')).toHaveValue(/^888 ?TRA$/);
  await expect(field(renewalForm, 'et', 'startDate')).toHaveValue(renewalStart);
  await expect(visitor).not.toHaveURL(/renew=/);
  await visitor.reload();
  await expect(field(visitor.locator('[data-quote-form="traffic"]'), 'et', 'plate')).toHaveValue(/^888 ?TRA$/);

  await openInteractive(visitor, `${link.pathname}?renew=forged.token`);
  await expect(visitor.getByTestId('error-summary')).toContainText(ui('et', 'forms', 'renewalNotFound'));
});
