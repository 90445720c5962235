import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { openInteractive } from './content';
import { acceptPaymentConsents } from './payment-consent';
import { sandboxCustomers } from './sandbox-customers';
import {
  anyInsurer, atTheBank, buyTraffic, cart, cartToPayment, emptyCart, expectPaidWithPolicy, loggedInWithCartAtPayment, mailContaining, payFor,
  startLogin, trafficInCart, type Method,
} from './purchase-helpers';
import { chooseAndConfirm, completeResults, escape, expectInsurerLogo, field, submit, trafficQuote, ui } from './quote-helpers';

/**
 * Buying and coming back, as a customer does it against the sandboxes: quote, confirm, cart, extras,
 * instalments, login, bank, return page, policies. A car can be insured once per period, so every test
 * that pays uses a plate of its own. These tests share their customers' carts (a login merges the browser's
 * cart into the customer's), so they stay in one file: a file's tests run one after another, while files
 * run side by side. No other file buys as these customers (the Smart-ID ones are this file's own,
 * sandbox-customers.ts), so other files' purchases do not touch their carts. The logins alone are in
 * login-flows.spec.ts.
 */
const buyer = sandboxCustomers.purchaseFlowsBuyer.personalCode;
const otherBuyer = sandboxCustomers.purchaseFlowsOtherBuyer.personalCode;
const plates = { et: '789 GHI', ru: '321 JKL', en: '654 MNO' } as const;
const methods: Record<Locale, Method> = {
  et: { kind: 'smartIdQr', personalCode: otherBuyer },
  // The Mobile-ID sandbox knows Mary Änn alone; the only other spec that logs in as her (company-purchase) looks
  // at her policies and leaves her cart alone.
  ru: { kind: 'mobileId', personalCode: '60001019906', phone: '+372 0000 0766' },
  // Any demo identity's certificate signs for the ID card; no other test logs in as this one (login-flows' Smart-ID login as it fails).
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

test('a payment cancelled at the bank keeps the cart and offers to pay again, which then goes through', async ({ page }) => {
  test.setTimeout(90_000);
  await loggedInWithCartAtPayment(page, 'et', '987 PRS', buyer);
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
  await loggedInWithCartAtPayment(page, 'en', '777 RKV', buyer);
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
  await loggedInWithCartAtPayment(page, 'ru', '222 TLN', otherBuyer);
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
  await loggedInWithCartAtPayment(other, 'et', plate, buyer);
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
  await loggedInWithCartAtPayment(page, 'en', '555 VLJ', otherBuyer);
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
  await startLogin(page, 'et', { kind: 'smartId', personalCode: otherBuyer });
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


test('the payment page asks where to e-mail the policies and keeps a wrong address; the renewal e-mail opens the form filled in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const plate = '888 TRA';
  await openInteractive(page, `${localizePath('login', 'et')}?return=cart`);
  await startLogin(page, 'et', { kind: 'smartId', personalCode: buyer });
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
