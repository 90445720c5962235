import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localizePath, type Locale } from '@kindlustus/routes';
import { insurerNames } from './content';
import {
  centsOf, choose, completeResults, escape, expectInsurerLogo, field, fill, fillFields, offerIdFrom, offerPrices, q, submit, trafficQuote, ui,
} from './quote-helpers';

/**
 * The traffic quote as a customer uses it, against the sandbox insurers and the traffic register: in each
 * language, and while the register does not answer.
 */
for (const locale of ['et', 'ru', 'en'] as const) {
  test(`traffic in ${locale}: plate and code, the vehicle from the register, offers by price, compared, reopened in another language, confirmed`, async ({ page }) => {
    const form = await trafficQuote(page, locale);
    await expect(page.getByTestId('vehicle-card')).toContainText('Toyota RAV4 Hybrid');
    await expect(page.getByTestId('vehicle-card')).toContainText(q(locale, 'isThisYourVehicle'));
    await submit(page, 'traffic', locale);
    const results = await completeResults(page);
    await expect(results.getByTestId('offers-status')).toHaveText(fill(locale, 'allInsurersAnswered', { count: 3 }));
    await expect(results.getByTestId('sort-named')).toHaveText(q(locale, 'sortedByPrice'));
    const prices = await offerPrices(results);
    expect(prices.length).toBe(3);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    const cards = results.getByTestId('offer-card');
    for (const card of await cards.all()) await expectInsurerLogo(card.getByRole('heading'), insurerNames[(await card.getAttribute('data-insurer'))!]!);
    await cards.nth(0).getByRole('checkbox', { name: q(locale, 'compare') }).check();
    await cards.nth(1).getByRole('checkbox', { name: q(locale, 'compare') }).check();
    await results.getByRole('button', { name: ui(locale, 'quote', 'compareSelected') }).click();
    const comparison = page.getByTestId('comparison');
    await expect(comparison.getByRole('columnheader')).toHaveCount(2);
    for (const index of [0, 1]) {
      await expectInsurerLogo(comparison.getByRole('columnheader').nth(index), insurerNames[(await cards.nth(index).getAttribute('data-insurer'))!]!);
    }
    await expect(comparison.getByRole('rowheader', { name: new RegExp(`^${escape(q(locale, 'coverPropertyDamage'))}`) }).first()).toBeVisible();
    await expect(comparison.locator('tr[data-differs="true"]').first()).toContainText(q(locale, 'differs'));

    const first = cards.nth(0);
    const price = (await first.getByTestId('offer-price').textContent())!;
    const insurer = (await first.getByRole('heading').textContent())!.replace(/^\d+\.\s*/, '');
    await first.getByRole('link', { name: q(locale, 'chooseOffer') }).click();
    await expect(page.getByTestId('offer-page')).toBeVisible();
    const id = offerIdFrom(page.url());

    // The link a customer keeps works in any language.
    const other: Locale = locale === 'en' ? 'et' : 'en';
    await page.goto(localizePath('trafficOffer', other, { id }));
    const reopened = page.getByTestId('offer-page');
    // Alone on its page, the offer's heading is the first below the page's own.
    await expect(reopened.getByRole('heading', { name: insurer, level: 2 })).toBeVisible();
    expect(centsOf((await reopened.getByTestId('offer-price').textContent())!)).toBe(centsOf(price));
    await expect(reopened.getByTestId('offer-details')).toContainText(q(other, 'coverPersonalInjury'));
    await reopened.getByRole('link', { name: q(other, 'chooseOffer') }).click();
    await expect(page).toHaveURL(new RegExp(`/kinnitamine/${id}/${centsOf(price)}/$`));
    await page.getByTestId('confirm-offer').click();
    await expect(page.getByTestId('added-to-cart')).toContainText(q(other, 'addedToCart'));
  });
}

for (const locale of ['et', 'en'] as const) {
  test(`traffic in ${locale} while the traffic register does not answer: the vehicle typed in, offers priced on it and saying so`, async ({ page }) => {
    const form = await trafficQuote(page, locale, '777 XYZ');
    await expect(page.getByTestId('vehicle-card')).toHaveText(q(locale, 'registerDown'));
    // Sent without the vehicle: each of its fields says what is missing, and nothing typed is lost.
    await submit(page, 'traffic', locale);
    await expect(field(form, locale, 'vehicleMake')).toHaveAccessibleDescription(new RegExp(escape(ui(locale, 'forms', 'required'))));
    await expect(field(form, locale, 'plate')).toHaveValue('777 XYZ');
    await choose(form, locale, 'vehicleCategoryCar');
    await fillFields(form, locale, { vehicleMake: 'Škoda', vehicleModel: 'Octavia', year: '2019', power: '110' });
    await submit(page, 'traffic', locale);
    const results = await completeResults(page);
    expect((await offerPrices(results)).length).toBe(3);
    for (const card of await results.getByTestId('offer-card').all()) {
      await expect(card.getByTestId('vehicle-typed-note')).toHaveText(q(locale, 'vehicleTypedNote'));
    }
    expect((await new AxeBuilder({ page }).analyze()).violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  });
}
