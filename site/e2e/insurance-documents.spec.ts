import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { openInteractive } from './content';
import { sandboxCustomers } from './sandbox-customers';
import { needsConfirmation, termsConsent } from './payment-consent';
import { completeResults, escape, q, submit, trafficQuote, ui } from './quote-helpers';

/**
 * The insurer's documents before payment, as a customer meets them in each language: linked under the comparison
 * and on the chosen offer's page, named in the payment's consent beside the demands-and-needs statement, and
 * kept with the policy in the account: the same versions the offer showed.
 */
const sampleDocuments = JSON.parse(readFileSync(path.resolve(__dirname, '../../cms/src/seed/content/insurance-documents.json'), 'utf8')) as {
  versionLabel: string;
  texts: Record<Locale, { kinds: Record<'terms' | 'ipid', string> }>;
};
const plates: Record<Locale, string> = { et: '512 DOK', ru: '513 DOK', en: '514 DOK' };
type Shown = { id: string; kind: string; version: string };

/** The documents a list links: each one's id, kind and version, and the link itself answering a PDF. */
async function linkedDocuments(page: Page, list: Locator, locale: Locale): Promise<Shown[]> {
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const shown: Shown[] = [];
  for (const item of await items.all()) {
    const kind = (await item.getAttribute('data-kind')) as 'terms' | 'ipid';
    const link = item.getByRole('link');
    await expect(link).toContainText(sampleDocuments.texts[locale].kinds[kind]);
    const file = await item.page().request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    shown.push({ id: (await item.getAttribute('data-document-id'))!, kind, version: (await item.getAttribute('data-version'))! });
  }
  expect(shown.map((entry) => entry.kind)).toEqual(['terms', 'ipid']);
  return shown;
}

test('the chosen offer’s documents are linked before payment in et, ru and en, and the order keeps those versions', async ({ page }) => {
  test.setTimeout(240_000);
  await openInteractive(page, `${localizePath('login', 'et')}?return=cart`);
  const loginPage = page.getByTestId('login-page');
  await loginPage.getByRole('radio', { name: ui('et', 'login', 'smartId'), exact: true }).check();
  await loginPage.getByRole('radio', { name: ui('et', 'login', 'smartIdNotification'), exact: true }).check();
  await loginPage.getByLabel(ui('et', 'login', 'personalCode'), { exact: true }).fill(sandboxCustomers.insuranceDocuments.personalCode);
  await loginPage.getByTestId('login-start').click();
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath('cart', 'et'))}$`), { timeout: 15_000 });

  for (const locale of ['et', 'ru', 'en'] as const) {
    await page.goto(localizePath('cart', locale));
    await expect(page.getByTestId('cart-page').or(page.getByTestId('cart-empty'))).toBeVisible();
    while (await page.getByTestId('remove-line').count()) {
      const before = await page.getByTestId('cart-line').count();
      await page.getByTestId('remove-line').first().click();
      await expect(page.getByTestId('cart-line')).toHaveCount(before - 1);
    }

    await trafficQuote(page, locale, plates[locale]);
    await submit(page, 'traffic', locale);
    const results = await completeResults(page);
    const cards = results.getByTestId('offer-card');
    // The comparison links each compared offer's own documents.
    // Ticked again if the results draw anew meanwhile (the last insurer's answer arriving).
    await expect(async () => {
      for (const card of (await cards.all()).slice(0, 2)) await card.getByRole('checkbox', { name: q(locale, 'compare') }).check();
      await results.getByRole('button', { name: new RegExp(escape(q(locale, 'compareSelected').split('{{')[0]!)) }).click({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const compared = results.getByTestId('compared-documents').getByTestId('offer-documents');
    await expect(compared).toHaveCount(2);
    for (const offer of await compared.all()) await linkedDocuments(page, offer.getByTestId('insurance-documents'), locale);

    await cards.first().getByRole('link', { name: q(locale, 'chooseOffer') }).click();
    const offerPage = page.getByTestId('offer-page');
    const onOffer = await linkedDocuments(page, offerPage.getByTestId('offer-documents').getByTestId('insurance-documents'), locale);
    expect(onOffer.every((entry) => entry.version === sampleDocuments.versionLabel)).toBe(true);
    await offerPage.getByRole('link', { name: q(locale, 'chooseOffer') }).click();
    await page.getByTestId('confirm-offer').click();
    await expect(page.getByTestId('added-to-cart')).toContainText(q(locale, 'addedToCart'));

    await page.goto(localizePath('payment', locale));
    const payment = page.getByTestId('payment-page');
    // The payment page lists exactly the chosen offer's documents and names them in the consent.
    const atPayment = await linkedDocuments(page, payment.getByTestId('payment-documents').getByTestId('payment-document-list'), locale);
    expect(atPayment).toEqual(onOffer);
    await expect(termsConsent(payment, locale)).toHaveAccessibleName(new RegExp(escape(sampleDocuments.texts[locale].kinds.ipid)));
    const statement = (await payment.getByTestId('demands-and-needs-statement').textContent())!;
    expect(statement).toContain(plates[locale].slice(0, 3));

    // Without the two ticks: a localized error for each, and what was typed stays.
    await payment.getByTestId('payment-email').fill('dokumendid@example.ee');
    await payment.getByRole('radio', { name: 'Swedbank' }).check();
    await page.getByTestId('pay').click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: new RegExp(escape(ui(locale, 'forms', 'consentRequired'))) })).toHaveCount(2);
    await expect(payment.getByTestId('payment-email')).toHaveValue('dokumendid@example.ee');
    await termsConsent(payment, locale).check();
    await needsConfirmation(payment, locale).check();
    await page.getByTestId('pay').click();
    await page.locator('button[value="pay"]').click();
    const returned = page.getByTestId('payment-return');
    await expect(returned).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
    const policyNumber = (await returned.getByTestId('policy').first().getAttribute('data-policy-number'))!;

    // The account shows under the policy what was given and confirmed: the same versions, the same statement.
    await page.goto(localizePath('policies', locale));
    const policy = page.getByTestId('policies-page').locator(`[data-policy-number="${policyNumber}"]`);
    const record = policy.getByTestId('policy-sale-record');
    await record.locator('summary').click();
    expect(await linkedDocuments(page, record.getByTestId('policy-sale-documents'), locale)).toEqual(onOffer);
    await expect(record.getByTestId('policy-sale-statement')).toHaveText(statement);
  }
});
