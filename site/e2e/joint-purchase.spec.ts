import { expect, test, type Page } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { insurerNames, openInteractive } from './content';
import { atTheBank, cart, emptyCart, expectPaidWithPolicy, mailContaining, payFor, startLogin, type Method } from './purchase-helpers';
import { chooseAndConfirm, completeResults, contact, escape, field, quoteForm, submit, ui } from './quote-helpers';

/*
 * Issue 44: a company whose board members act only jointly. 40504040001 (Smart-ID) represents Kahe Allkirja AS
 * (16000025) together with 30303039914: her purchase for it waits until he, by the e-mailed link and his own
 * login, confirms it. The buyer works in Estonian; the link is in her language.
 */
const company = { code: '16000025', name: 'Kahe Allkirja AS' };
const buyerCode = '40504040001';
const secondCode = '30303039914';
const locale: Locale = 'et';
const common = (key: string) => ui(locale, 'common', key);
const withValues = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

async function logIn(page: Page, method: Method, target: 'cart' | 'policies') {
  await openInteractive(page, `${localizePath('login', locale)}?return=${target}`);
  await startLogin(page, locale, method);
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath(target, locale))}$`), { timeout: 15_000 });
}

/** The header's choice of whom she acts for: a company's name, or null for herself. */
async function actFor(page: Page, companyName: string | null) {
  await page.getByTestId('acting-for-toggle').click();
  const group = page.getByRole('group', { name: common('actingForLegend') });
  const radio = companyName
    ? group.getByRole('radio', { name: new RegExp(`^${escape(companyName)} \\(`) })
    : group.getByRole('radio', { name: common('actingForSelf'), exact: true });
  await radio.check();
  await page.getByTestId('acting-for-choose').click();
  await expect(page.getByTestId('acting-for-current')).toHaveText(companyName ? withValues(common('actingForCompany'), { name: companyName }) : common('actingForSelf'));
}

/** An employer health offer for the company the header names (the form filled with it), confirmed into the cart; its insurer. */
async function companyOfferInCart(page: Page) {
  await openInteractive(page, localizePath('employerHealth', locale));
  const form = quoteForm(page, 'employer-health');
  await expect(field(form, locale, 'companyCode')).toHaveValue(company.code);
  await expect(field(form, locale, 'companyName')).toHaveValue(company.name);
  for (const [key, value] of Object.entries({ employeeCount: '8', contactName: 'Kadri Kask', ...contact })) await field(form, locale, key).fill(value);
  await submit(page, 'employer-health', locale);
  await completeResults(page);
  // Põhjala's employer health offers hold for seconds in the browser tests: the purchase waits minutes for the second representative.
  const card = page.getByTestId('offer-card').filter({ hasNot: page.getByRole('heading', { name: insurerNames.pohjala }) }).first();
  return chooseAndConfirm(page, locale, card, 'employerHealthOffer');
}

test('a purchase for a jointly represented company waits for the second representative, who confirms by the e-mailed link; then the buyer pays', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logIn(page, { kind: 'smartId', personalCode: buyerCode }, 'cart');
  await emptyCart(page);
  await actFor(page, company.name);
  const insurer = await companyOfferInCart(page);

  // At payment she is told why it waits, and asks the second representative by e-mail.
  await page.goto(localizePath('payment', locale));
  await payFor(page, locale);
  const problem = page.getByTestId('cart-problem');
  await expect(problem).toHaveAttribute('data-code', 'secondRepresentativeNeeded');
  await expect(problem).toHaveText(ui(locale, 'forms', 'secondRepresentativeNeeded'));
  const request = page.getByRole('group', { name: company.name, exact: true });
  const secondEmail = `teine.esindaja.${Date.now().toString(36)}@example.ee`;
  await request.getByLabel(cart(locale, 'companySecondEmail')).fill(secondEmail);
  await request.getByRole('button', { name: cart(locale, 'companyAskConfirmation') }).click();
  await expect(request.getByTestId('joint-confirmation-sent')).toHaveText(cart(locale, 'companyConfirmationSent'));

  const mail = await mailContaining([secondEmail, company.name]);
  const link = /https?:\/\/\S+\/ostukorv\/ettevotte-kinnitus\/[\w-]+\//.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const linkPath = new URL(link!).pathname;
  expect(linkPath.startsWith(localizePath('companyConfirm', locale, { token: 'TOKEN' }).replace('TOKEN/', ''))).toBe(true);

  // The buyer opening her own link (in another tab) cannot confirm it, and is told why.
  const ownTab = await page.context().newPage();
  await openInteractive(ownTab, linkPath);
  const ownView = ownTab.getByTestId('company-confirm');
  await expect(ownView).toContainText(company.name);
  await ownView.getByRole('button', { name: cart(locale, 'companyConfirmButton') }).click();
  await expect(ownView.getByRole('alert')).toHaveText(ui(locale, 'forms', 'sameRepresentative'));
  await expect(ownView.getByTestId('company-confirmed')).toHaveCount(0);
  await ownTab.close();

  // The second representative, in a browser of his own, opens the link, logs in and comes back to it.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await openInteractive(second, linkPath);
  await second.getByTestId('login-required').getByRole('link').click();
  await startLogin(second, locale, { kind: 'smartId', personalCode: secondCode });
  await expect(second).toHaveURL(new RegExp(`${escape(linkPath)}$`), { timeout: 15_000 });
  const confirmation = second.getByTestId('company-confirm');
  await expect(confirmation).toContainText(company.name);
  await expect(confirmation).toContainText(withValues(cart(locale, 'companyConfirmAsk'), { buyer: 'OK TESTNUMBER', offers: 1 }));
  // What he consents to: the product, the insurer and the premium of the offer in her cart.
  const offer = confirmation.getByTestId('company-confirm-offer');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(`${cart(locale, 'productEmployerHealth')} · ${insurer}`);
  await expect(offer).toContainText('€');
  await confirmation.getByRole('button', { name: cart(locale, 'companyConfirmButton') }).click();
  await expect(confirmation.getByTestId('company-confirmed')).toHaveText(cart(locale, 'companyConfirmed'));

  // The buyer, still on the payment page, pays now; the policy appears for her and for him.
  await page.getByTestId('pay').click();
  await atTheBank(page, 'pay');
  const policyNumber = await expectPaidWithPolicy(page, locale);
  await second.goto(localizePath('policies', locale));
  await expect(second.getByTestId('policies-page').locator(`[data-policy-number="${policyNumber}"]`)).toBeVisible({ timeout: 15_000 });
  await secondContext.close();

  // The persons are shared with other tests: acting for herself again, her cart empty.
  await page.goto(localizePath('cart', locale));
  await emptyCart(page);
  await actFor(page, null);
});
