import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { localizePath, locales } from '@kindlustus/routes';
import { heroHeading, openInteractive } from './content';
import { sandboxCustomers } from './sandbox-customers';
import { completeResults, submit, trafficQuote, ui } from './quote-helpers';

/**
 * Issue 31: the broker's disclosures and the privacy notice are pages of their own, linked from every page's
 * footer and from the forms that take personal data; a logged-in customer downloads their data as JSON.
 */
for (const locale of locales) {
  test(`the footer links the broker's disclosures and the privacy notice in ${locale}`, async ({ page }) => {
    await openInteractive(page, localizePath('home', locale));
    const footer = page.getByRole('contentinfo');
    for (const [routeKey, label] of [['brokerInfo', 'brokerInfo'], ['privacy', 'privacyNotice']] as const) {
      await openInteractive(page, localizePath('home', locale));
      const link = footer.getByRole('link', { name: ui(locale, 'common', label), exact: true });
      await expect(link).toHaveAttribute('href', localizePath(routeKey, locale));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(routeKey, locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(locale, routeKey));
    }
    // The disclosures name the supervisor, the out-of-court body and the commission; the notice the authority.
    await page.goto(localizePath('brokerInfo', locale));
    await expect(page.getByRole('main')).toContainText('https://www.fi.ee');
    await expect(page.getByRole('main')).toContainText('https://www.lkf.ee');
    await page.goto(localizePath('privacy', locale));
    await expect(page.getByRole('main')).toContainText('Andmekaitse Inspektsioon');
  });
}

test('the quote form and the login form link the privacy notice in the page\'s language', async ({ page }) => {
  for (const [locale, routeKey] of [['ru', 'trafficLanding'], ['en', 'login']] as const) {
    await openInteractive(page, localizePath(routeKey, locale));
    const notice = page.getByTestId('form-privacy-notice');
    await expect(notice).toContainText(ui(locale, 'forms', 'privacyNoticeLead'));
    await expect(notice.getByRole('link', { name: ui(locale, 'forms', 'privacyNoticeLink') })).toHaveAttribute('href', localizePath('privacy', locale));
  }
});

test('a logged-in customer downloads their data as JSON and asks for its erasure', async ({ page }) => {
  test.setTimeout(60_000);
  const plate = '135 PRV';
  // A customer of this test's own: the erasure asked for below is no other test's customer's.
  const { personalCode } = sandboxCustomers.privacy;
  // Made for the person who logs in below: a login hands over only the quotes made for that person.
  await trafficQuote(page, 'en', plate, personalCode);
  await submit(page, 'traffic', 'en');
  await completeResults(page);

  await openInteractive(page, localizePath('login', 'en'));
  const loginPage = page.getByTestId('login-page');
  await loginPage.getByRole('radio', { name: ui('en', 'login', 'smartId'), exact: true }).check();
  await loginPage.getByRole('radio', { name: ui('en', 'login', 'smartIdNotification'), exact: true }).check();
  await loginPage.getByLabel(ui('en', 'login', 'personalCode'), { exact: true }).fill(personalCode);
  await loginPage.getByTestId('login-start').click();
  await expect(page.getByTestId('logged-in-as')).toBeVisible({ timeout: 15_000 });

  await page.goto(localizePath('policies', 'en'));
  const rights = page.getByTestId('data-rights');
  await expect(rights.getByRole('heading')).toHaveText(ui('en', 'privacy', 'myData'));
  const [download] = await Promise.all([page.waitForEvent('download'), rights.getByTestId('download-data').click()]);
  expect(download.suggestedFilename()).toMatch(/^tarkus-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.customer.personalCode).toBe(personalCode);
  expect(JSON.stringify(data.quotes)).toContain(plate.replace(' ', ''));

  await rights.getByTestId('request-erasure').click();
  await expect(rights.getByTestId('erasure-state')).toHaveAttribute('data-state', 'pending');
  await expect(rights.getByTestId('erasure-state')).toContainText(ui('en', 'privacy', 'requestPending'));
  await expect(rights.getByTestId('request-erasure')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('data-rights').getByTestId('erasure-state')).toHaveAttribute('data-state', 'pending');
});
