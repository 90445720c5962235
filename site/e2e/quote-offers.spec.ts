import { expect, test } from '@playwright/test';
import { localizePath } from '@kindlustus/routes';
import { openInteractive } from './content';
import {
  centsOf, completeResults, contact, employerHealthQuote, escape, field, offerIdFrom, q, quoteForm, submit, trafficQuote,
} from './quote-helpers';

/**
 * An offer after the quote: opened by its link in another browser, expired (the test CMS makes Põhjala's
 * employer health offers expire after a few seconds), or at a changed price.
 */
test('an offer\'s link opened in another browser shows the offer and nothing personal, and leads to a price of one\'s own', async ({ page, browser }) => {
  await trafficQuote(page, 'en');
  await submit(page, 'traffic', 'en');
  const card = (await completeResults(page)).getByTestId('offer-card').first();
  const price = (await card.getByTestId('offer-price').textContent())!;
  const insurer = (await card.getByRole('heading').textContent())!.replace(/^\d+\.\s*/, '');
  await card.getByRole('link', { name: q('en', 'chooseOffer') }).click();
  await expect(page.getByTestId('offer-page')).toBeVisible();
  const link = page.url();

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const other = await visitor.newPage();
  const answers: string[] = [];
  other.on('response', async (response) => {
    if (response.url().includes('/api/graphql')) answers.push(await response.text().catch(() => ''));
  });
  await openInteractive(other, link);
  const shared = other.getByTestId('offer-page');
  await expect(shared.getByRole('heading', { name: insurer, level: 2 })).toBeVisible();
  expect(centsOf((await shared.getByTestId('offer-price').textContent())!)).toBe(centsOf(price));
  await expect(shared.getByTestId('offer-details')).toContainText(q('en', 'coverPersonalInjury'));
  await expect(shared.getByRole('link', { name: q('en', 'chooseOffer') })).toHaveCount(0);
  await expect(shared.getByTestId('shared-offer')).toContainText(q('en', 'sharedOfferNote'));
  const everything = `${await other.content()}${answers.join('')}`;
  for (const personal of ['30303039914', '123 ABC', '123ABC', 'Toyota', contact.email, '5123 4567']) expect(everything).not.toContain(personal);

  await shared.getByRole('link', { name: q('en', 'getOwnPrice') }).click();
  await expect(other).toHaveURL(new RegExp(`${escape(localizePath('trafficLanding', 'en'))}$`));
  await expect(field(quoteForm(other, 'traffic'), 'en', 'plate')).toHaveValue('');
  await visitor.close();
});

test('an expired offer says so and starts a new quote prefilled from the old answers', async ({ page }) => {
  const results = await employerHealthQuote(page, 'en');
  const link = results.locator('[data-testid="offer-card"][data-insurer="pohjala"]').getByRole('link', { name: q('en', 'chooseOffer') });
  const href = (await link.getAttribute('href'))!;
  // Põhjala's employer health offers are valid for 2 seconds in the test CMS.
  await page.waitForTimeout(2_500);
  await page.goto(href);
  await expect(page.getByTestId('offer-expired')).toHaveText(q('en', 'offerExpired'));
  await page.evaluate(() => window.sessionStorage.clear());
  await page.getByTestId('new-quote').click();
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('employerHealth', 'en'))}$`));
  const form = quoteForm(page, 'employer-health');
  await expect(field(form, 'en', 'companyCode')).toHaveValue('10060701');
  await expect(field(form, 'en', 'employeeCount')).toHaveValue('25');
  await expect(field(form, 'en', 'contactName')).toHaveValue('Mari Maasikas');
});

test('a changed price is shown old beside new and needs the customer’s agreement', async ({ page }) => {
  await trafficQuote(page, 'en', '111 TAR');
  await submit(page, 'traffic', 'en');
  const results = await completeResults(page);
  const card = results.getByTestId('offer-card').first();
  const price = centsOf((await card.getByTestId('offer-price').textContent())!);
  await card.getByRole('link', { name: q('en', 'chooseOffer') }).click();
  await expect(page.getByTestId('offer-page')).toBeVisible();
  const id = offerIdFrom(page.url());
  // A confirmation link from before the price changed (the customer saw 1 euro less).
  await page.goto(localizePath('trafficConfirm', 'en', { id, price: String(price - 100) }));
  await page.getByTestId('confirm-offer').click();
  const changed = page.getByTestId('price-changed');
  await expect(changed).toContainText(q('en', 'priceChangedTitle'));
  expect(centsOf((await changed.getByTestId('old-price').textContent())!)).toBe(price - 100);
  expect(centsOf((await changed.getByTestId('new-price').textContent())!)).toBe(price);
  await expect(page.getByTestId('confirm-offer')).toBeDisabled();
  await changed.getByRole('checkbox', { name: q('en', 'agreeNewPrice') }).check();
  await page.getByTestId('confirm-offer').click();
  await expect(page.getByTestId('added-to-cart')).toBeVisible();
});
