import { expect, test, type Page } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { openInteractive } from './content';
import { emptyCart, startLogin, type Method } from './purchase-helpers';
import { escape, field, quoteForm, ui } from './quote-helpers';

/*
 * Issue 44: after login a person chooses whom they act for in the header: themselves (the default) or a company
 * the sandbox e-Business Register says they may represent. 40504040001 represents Metsatöö Test OÜ (16000019) and
 * Metsavedu Test OÜ (10539549) alone and Kahe Allkirja AS (16000025) jointly with 30303039914; she is the liquidator
 * of Lõpetamisel Test OÜ, which is not offered. The quote forms fill in the company chosen.
 */
const common = (locale: Locale, key: string) => ui(locale, 'common', key);
const withName = (text: string, name: string) => text.replace('{{name}}', name);
const metsavedu = { code: '10539549', name: 'Metsavedu Test OÜ', address: 'Tallinna tn 5' };

async function loggedIn(page: Page, locale: Locale, method: Method) {
  await openInteractive(page, `${localizePath('login', locale)}?return=cart`);
  await startLogin(page, locale, method);
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', locale))}$`), { timeout: 15_000 });
  await emptyCart(page);
}

const companyRadio = (scope: ReturnType<Page['getByRole']>, name: string) => scope.getByRole('radio', { name: new RegExp(`^${escape(name)} \\(`) });

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
