import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { localizePath, type Locale } from '@kindlustus/routes';
import { insurerNames, openInteractive } from './content';
import { cmsUrl, installIdCard } from './id-card-sandbox';
import { acceptPaymentConsents } from './payment-consent';
import { centsOf, chooseAndConfirm, completeResults, escape, expectInsurerLogo, submit, trafficQuote, ui } from './quote-helpers';

/**
 * The steps of buying and logging in, as a customer takes them against the sandboxes, shared by
 * purchase-flows.spec.ts and login-flows.spec.ts.
 */
export const anyInsurer = new RegExp(`^(${Object.values(insurerNames).map(escape).join('|')})$`);

/** Where the CMS writes its e-mails (.eml files); the browser-test runner sets it. */
const mailFolder = process.env.E2E_MAIL_FOLDER ?? '';
export const cart = (locale: Locale, key: string) => ui(locale, 'cart', key);
export const login = (locale: Locale, key: string) => ui(locale, 'login', key);
const interpolate = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

export type Method =
  | { kind: 'smartId'; personalCode: string }
  /** Smart-ID by QR code: the sandbox's Smart-ID app scans it as this demo identity. */
  | { kind: 'smartIdQr'; personalCode: string }
  | { kind: 'mobileId'; personalCode: string; phone: string }
  | { kind: 'idCard'; personalCode: string };

/** Reads the QR code as a phone camera would: the SVG's modules painted into pixels and decoded with jsQR. */
export async function decodeQr(page: Page): Promise<string> {
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
export async function scanWithSmartIdApp(link: string, personalCode: string) {
  const response = await fetch(`${cmsUrl}/sandbox/e-id/smart-id-app/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link, personalCode }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Fills the login page for a method and starts it; Smart-ID and Mobile-ID show their code large, a QR code is scanned. */
export async function startLogin(page: Page, locale: Locale, method: Method) {
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

/** A traffic offer for the plate (policyholder: personalCode), confirmed into this browser's cart. */
export async function trafficInCart(page: Page, locale: Locale, plate: string, personalCode?: string) {
  await trafficQuote(page, locale, plate, personalCode);
  await submit(page, 'traffic', locale);
  await completeResults(page);
  await chooseAndConfirm(page, locale, page.getByTestId('offer-card').first(), 'trafficOffer');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** From the confirmation through the cart (the schedule chosen) and the extras (one added) to the payment page. */
export async function cartToPayment(page: Page, locale: Locale, plate: string) {
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
export async function atTheBank(page: Page, action: 'pay' | 'payLater' | 'cancel') {
  await expect(page).toHaveURL(new RegExp(`^${escape(cmsUrl)}/sandbox/payments/pay/`));
  await page.locator(`button[value="${action}"]`).click();
}

/** On the payment page: answers checked, the e-mail given, bank chosen, terms accepted, the pay button naming the amount. */
export async function payFor(page: Page, locale: Locale, bank = 'Swedbank', email = 'ostja@example.ee') {
  const payment = page.getByTestId('payment-page');
  await expect(payment.getByTestId('check-answers')).toBeVisible();
  await payment.getByTestId('payment-email').fill(email);
  const due = (await page.getByTestId('total-due-now').textContent())!;
  await expect(page.getByTestId('pay')).toHaveText(interpolate(cart(locale, 'payAmount'), { amount: due }));
  await payment.getByRole('radio', { name: bank }).check();
  await acceptPaymentConsents(payment, locale);
  await page.getByTestId('pay').click();
}

export async function buyTraffic(page: Page, locale: Locale, plate: string, method: Method) {
  if (method.kind === 'idCard') await installIdCard(page, method.personalCode);
  // For the person who logs in below: a login hands over only the quotes made for that person.
  await trafficInCart(page, locale, plate, method.personalCode);
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

export async function expectPaidWithPolicy(page: Page, locale: Locale) {
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

/** The customer's cart outlives a test (it is theirs, not the browser's): each test starts from an empty one. */
export async function emptyCart(page: Page) {
  await expect(page.getByTestId('cart-page').or(page.getByTestId('cart-empty'))).toBeVisible();
  while (await page.getByTestId('remove-line').count()) {
    const before = await page.getByTestId('cart-line').count();
    await page.getByTestId('remove-line').first().click();
    await expect(page.getByTestId('cart-line')).toHaveCount(before - 1);
  }
}

export async function loggedInWithCartAtPayment(page: Page, locale: Locale, plate: string, personalCode: string) {
  await openInteractive(page, `${localizePath('login', locale)}?return=cart`);
  await startLogin(page, locale, { kind: 'smartId', personalCode });
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', locale))}$`), { timeout: 15_000 });
  await emptyCart(page);
  await trafficInCart(page, locale, plate);
  await cartToPayment(page, locale, plate);
  await payFor(page, locale);
}

/** The text of the first e-mail the CMS wrote that contains every one of `parts`, waiting for it. */
export async function mailContaining(parts: string[], timeoutMs = 30_000): Promise<string> {
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
