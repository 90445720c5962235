import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizePath } from '@kindlustus/routes';
import { openInteractive } from './content';
import { cmsUrl, installIdCard } from './id-card-sandbox';
import { acceptPaymentConsents } from './payment-consent';
import { chooseAndConfirm, completeResults, escape, q, submit, trafficQuote, ui } from './quote-helpers';

/**
 * The look of the main pages, at a phone's size and at 1440 px: a change to it fails here until its
 * screenshots are approved (docs/testing-and-benchmarks.md, "Approving a change of the look"). Each page is also checked with
 * axe. What changes by itself (dates, times, order and policy numbers, codes) is masked or written as a
 * fixed date first, so the screenshots stay the same from run to run. Estonian, the default language.
 */
const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, plate: '246 LKS', personalCode: '30403039983' },
  { name: 'wide', viewport: { width: 1440, height: 900 }, plate: '357 LKS', personalCode: '30403039917' },
] as const;

const estonianMonths = 'jaanuar|veebruar|märts|aprill|mai|juuni|juuli|august|september|oktoober|november|detsember';

/** Dates and times in the page's text written as one fixed date and time (what the customer reads stays in its place). */
async function fixDates(page: Page) {
  await page.evaluate((months) => {
    const longDate = new RegExp(`\\d{1,2}\\. (${months}) \\d{4}`, 'g');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const fixed = text.replace(longDate, '1. jaanuar 2030').replace(/\b\d{1,2}\.\d{1,2}\.\d{4}\b/g, '01.01.2030').replace(/\b\d{1,2}:\d{2}\b/g, '12:00');
      if (fixed !== text) node.nodeValue = fixed;
    }
  }, estonianMonths);
}

/**
 * The web font is `font-display: optional`: a visitor's browser that has not got it at the first paint
 * keeps the fallback on that page, which depends on the machine's load. The screenshots wait for it
 * instead (`block`), so every run draws with the same font.
 */
async function waitForWebFont(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLStyleElement && node.textContent?.includes('font-display:optional')) {
            node.textContent = node.textContent.replaceAll('font-display:optional', 'font-display:block');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What differs between runs without being a change of the look. */
const dynamicParts = (page: Page): Locator[] => [
  page.getByTestId('order-reference'),
  page.getByTestId('policy-number'),
  page.getByTestId('policy-renewal-days'),
  page.getByTestId('verification-code'),
  page.getByTestId('smart-id-qr'),
  page.locator('input[type="date"]'),
];

async function axeFindsNothingSerious(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page (or one part of it) as approved, and axe's check of the whole page. */
async function looksAsApproved(page: Page, name: string, size: string, part?: Locator) {
  // Web fonts and lazy images settled, nothing animating, the focus ring not part of the picture.
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('18px Inter'))).toBe(true);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await fixDates(page);
  const options = { mask: dynamicParts(page), animations: 'disabled' as const, caret: 'hide' as const, maxDiffPixelRatio: 0.002 };
  if (part) await expect(part).toHaveScreenshot(`${name}-${size}.png`, options);
  else await expect(page).toHaveScreenshot(`${name}-${size}.png`, { ...options, fullPage: true });
  await axeFindsNothingSerious(page, name);
}

for (const size of sizes) {
  test.describe(`the look at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport });

    test(`home, product, login, quote form with offers, comparison, cart, payment, return and policies (${size.name})`, async ({ page }) => {
      test.setTimeout(180_000);
      await waitForWebFont(page);
      await openInteractive(page, localizePath('home', 'et'));
      await looksAsApproved(page, 'home', size.name);

      await openInteractive(page, localizePath('trafficLanding', 'et'));
      await looksAsApproved(page, 'product', size.name);

      // Logged in first (with the ID card, as an identity no other test buys with), so the cart is this test's alone.
      await installIdCard(page, size.personalCode);
      await openInteractive(page, `${localizePath('login', 'et')}?return=cart`);
      await expect(page.getByTestId('login-method-help')).toBeVisible();
      await looksAsApproved(page, 'login', size.name);
      await page.getByTestId('login-page').getByRole('radio', { name: ui('et', 'login', 'idCard'), exact: true }).check();
      await page.getByTestId('login-start').click();
      await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', 'et'))}$`), { timeout: 15_000 });
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await looksAsApproved(page, 'cart-empty', size.name);

      await trafficQuote(page, 'et', size.plate);
      await expect(page.getByTestId('vehicle-card')).toBeVisible();
      await submit(page, 'traffic', 'et');
      const results = await completeResults(page);
      await looksAsApproved(page, 'offers', size.name);

      const cards = results.getByTestId('offer-card');
      await cards.nth(0).getByRole('checkbox', { name: q('et', 'compare') }).check();
      await cards.nth(1).getByRole('checkbox', { name: q('et', 'compare') }).check();
      await results.getByRole('button', { name: q('et', 'compareSelected') }).click();
      await expect(page.getByTestId('comparison')).toBeVisible();
      await looksAsApproved(page, 'comparison', size.name, page.getByTestId('comparison'));

      await chooseAndConfirm(page, 'et', cards.first(), 'trafficOffer');
      await page.getByRole('link', { name: q('et', 'goToCart') }).click();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('purchase-steps')).toHaveAttribute('data-current', 'cart');
      await looksAsApproved(page, 'cart', size.name);

      await page.getByTestId('to-extras').click();
      await expect(page.getByTestId('extras-page')).toBeVisible();
      await page.getByTestId('to-payment').click();
      const payment = page.getByTestId('payment-page');
      await expect(payment.getByTestId('check-answers')).toBeVisible();
      await payment.getByTestId('payment-email').fill('ostja@example.ee');
      await looksAsApproved(page, 'payment', size.name);

      await payment.getByRole('radio', { name: 'Swedbank' }).check();
      await acceptPaymentConsents(payment, 'et');
      await page.getByTestId('pay').click();
      await expect(page).toHaveURL(new RegExp(`^${escape(cmsUrl)}/sandbox/payments/pay/`));
      await page.locator('button[value="pay"]').click();
      const returned = page.getByTestId('payment-return');
      await expect(returned).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
      await expect(returned.getByTestId('return-heading')).toHaveText(ui('et', 'cart', 'returnHeadingPaid'));
      await looksAsApproved(page, 'return', size.name);
      const policyNumber = (await returned.getByTestId('policy').first().getAttribute('data-policy-number'))!;

      await openInteractive(page, localizePath('policies', 'et'));
      const card = page.locator(`[data-testid="policy"][data-policy-number="${policyNumber}"]`);
      await expect(card.getByTestId('policy-renew')).toBeVisible();
      await expect(card.getByTestId('policy-sale-record')).toBeVisible();
      // The card bought here: the page's list also holds what earlier runs on the same database bought.
      await looksAsApproved(page, 'policy-card', size.name, card);
    });
  });
}
