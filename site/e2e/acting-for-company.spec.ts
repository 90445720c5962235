import { expect, test, type Page } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { openInteractive } from './content';
import { atTheBank, cart, emptyCart, expectPaidWithPolicy, mailContaining, payFor, startLogin, type Method } from './purchase-helpers';
import { chooseAndConfirm, completeResults, contact, escape, field, quoteForm, submit, ui } from './quote-helpers';

/*
 * Issue 44: after login a person chooses whom they act for in the header: themselves (the default) or a company
 * the sandbox e-Business Register says they may represent. 40504040001 represents Metsatöö Test OÜ (16000019) and
 * Metsavedu Test OÜ (10539549) alone and Kahe Allkirja AS (16000025) jointly with 30303039914; she is the liquidator
 * of Lõpetamisel Test OÜ, which is not offered. The quote forms fill in the company chosen.
 */
const common = (locale: Locale, key: string) => ui(locale, 'common', key);
const withName = (text: string, name: string) => text.replace('{{name}}', name);
const kahe = { code: '16000025', name: 'Kahe Allkirja AS', address: 'Riia tn 24' };
const metsavedu = { code: '10539549', name: 'Metsavedu Test OÜ', address: 'Tallinna tn 5' };

async function loggedIn(page: Page, locale: Locale, method: Method) {
  await openInteractive(page, `${localizePath('login', locale)}?return=cart`);
  await startLogin(page, locale, method);
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', locale))}$`), { timeout: 15_000 });
  await emptyCart(page);
}

/** The header's choice, opened: its radio group (the register's companies listed). */
async function openChoice(page: Page, locale: Locale) {
  await page.getByTestId('acting-for-toggle').click();
  const group = page.getByRole('group', { name: common(locale, 'actingForLegend') });
  await expect(group.getByRole('radio', { name: common(locale, 'actingForSelf'), exact: true })).toBeVisible();
  return group;
}

const companyRadio = (scope: ReturnType<Page['getByRole']>, name: string) => scope.getByRole('radio', { name: new RegExp(`^${escape(name)} \\(`) });

test('a board member acting jointly for her company puts employer health in the cart; the purchase waits for the second representative, who confirms with their own e-ID', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await loggedIn(page, 'en', { kind: 'smartId', personalCode: '40504040001' });
  // For herself until she chooses; the register's companies she may represent, and no liquidating one.
  await expect(page.getByTestId('acting-for-current')).toHaveText(common('en', 'actingForSelf'));
  const choice = await openChoice(page, 'en');
  await expect(choice.getByRole('radio')).toHaveCount(4);
  await expect(companyRadio(choice, kahe.name)).toBeVisible();
  await expect(choice).toContainText(common('en', 'actingJointly'));
  await expect(choice).not.toContainText('Lõpetamisel Test OÜ');
  await companyRadio(choice, kahe.name).check();
  await page.getByTestId('acting-for-choose').click();
  await expect(page.getByTestId('acting-for-current')).toHaveText(withName(common('en', 'actingForCompany'), kahe.name));

  // The employer health form names the company as the employer, with its registered address; she fills in the rest.
  await openInteractive(page, localizePath('employerHealth', 'en'));
  await expect(page.getByTestId('acting-for-current')).toHaveText(withName(common('en', 'actingForCompany'), kahe.name));
  const form = quoteForm(page, 'employer-health');
  await expect(field(form, 'en', 'companyCode')).toHaveValue(kahe.code);
  await expect(field(form, 'en', 'companyName')).toHaveValue(kahe.name);
  await expect(form.getByTestId('company-card')).toContainText(kahe.address);
  for (const [key, value] of Object.entries({ employeeCount: '8', contactName: 'Kadri Kask', ...contact })) await field(form, 'en', key).fill(value);
  await submit(page, 'employer-health', 'en');
  await completeResults(page);
  await chooseAndConfirm(page, 'en', page.getByTestId('offer-card').first(), 'employerHealthOffer');
  await page.goto(localizePath('payment', 'en'));
  await payFor(page, 'en');
  await expect(page.getByTestId('cart-problem')).toHaveAttribute('data-code', 'secondRepresentativeNeeded');

  // She asks the second board member by e-mail.
  const ask = page.getByTestId('joint-confirmation');
  await ask.getByLabel(cart('en', 'companySecondEmail')).fill('teine.juhatuse.liige@example.ee');
  await ask.getByRole('button', { name: cart('en', 'companyAskConfirmation') }).click();
  await expect(ask.getByTestId('joint-confirmation-sent')).toBeVisible();
  const mail = await mailContaining(['teine.juhatuse.liige@example.ee', kahe.name]);
  const link = new URL(/^(https?:\/\/\S+\/ettevotte-kinnitus\/[\w-]+\/)$/m.exec(mail)![1]!);

  // The second board member opens the link, logs in with their own Smart-ID and confirms.
  const second = await (await browser.newContext()).newPage();
  await openInteractive(second, link.pathname);
  await second.getByTestId('login-required').getByRole('link').click();
  await startLogin(second, 'en', { kind: 'smartId', personalCode: '30303039914' });
  const confirmation = second.getByTestId('company-confirm');
  await expect(confirmation).toContainText(kahe.name, { timeout: 15_000 });
  await confirmation.getByRole('button', { name: cart('en', 'companyConfirmButton') }).click();
  await expect(confirmation.getByTestId('company-confirmed')).toHaveText(cart('en', 'companyConfirmed'));

  // The purchase proceeds; the policy appears for the second representative too.
  await page.goto(localizePath('payment', 'en'));
  await payFor(page, 'en');
  await atTheBank(page, 'pay');
  const policyNumber = await expectPaidWithPolicy(page, 'en');
  await second.goto(localizePath('policies', 'en'));
  await expect(second.getByTestId('policies-page').locator(`[data-policy-number="${policyNumber}"]`)).toBeVisible({ timeout: 15_000 });
});

test('on a phone, in Estonian, the choice works by keyboard and the forestry form takes the company as the policyholder', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedIn(page, 'et', { kind: 'smartId', personalCode: '40504040001' });
  const toggle = page.getByTestId('acting-for-toggle');
  await expect(toggle).toHaveAccessibleName(`${common('et', 'actingForLegend')} ${common('et', 'actingForSelf')}`);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('group', { name: common('et', 'actingForLegend') });
  await expect(group).toContainText(common('et', 'actingForHint'));
  const radio = companyRadio(group, metsavedu.name);
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await page.getByTestId('acting-for-choose').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('acting-for-current')).toHaveText(withName(common('et', 'actingForCompany'), metsavedu.name));
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: metsavedu.name })).toHaveCount(1);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The choice is the login's: it stays across pages and fills the policyholder, who can still be changed.
  await openInteractive(page, localizePath('forestryMachine', 'et'));
  const form = quoteForm(page, 'forestry-machine');
  await expect(field(form, 'et', 'personalOrRegistryCode')).toHaveValue(metsavedu.code);
  await expect(form.getByTestId('company-card')).toContainText(metsavedu.address);
  await expect(page.getByTestId('acting-for-current')).toHaveText(withName(common('et', 'actingForCompany'), metsavedu.name));
  await field(form, 'et', 'personalOrRegistryCode').fill('40504040001');
  await expect(form.getByTestId('company-card')).not.toContainText(metsavedu.address);
  // The header, with the company's name in it, stays within the phone's width.
  expect(await page.evaluate(() => [...document.querySelectorAll('header *')].every((element) => element.getBoundingClientRect().right <= window.innerWidth + 1))).toBe(true);

  // Escape closes the choice; back to acting for herself (the other tests' default).
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.getByRole('radio', { name: common('et', 'actingForSelf'), exact: true }).check();
  await page.getByTestId('acting-for-choose').click();
  await expect(page.getByTestId('acting-for-current')).toHaveText(common('et', 'actingForSelf'));
  await expect(page.getByTestId('acting-for-panel')).toHaveCount(0);
});
