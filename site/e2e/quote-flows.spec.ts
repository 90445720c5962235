import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizePath, quoteFormRoutes, type Locale, type RouteKey } from '@kindlustus/routes';
import { adminCall, adminGet, adminToken } from './cms-admin';
import { insurerNames, openInteractive, texts } from './content';
import {
  centsOf, choose, chooseAndConfirm, completeResults, contact, escape, expectInsurerLogo, field, fill, fillFields, layoutShift, offerIdFrom, offerPrices, q, quoteForm, submit, trafficQuote, ui,
} from './quote-helpers';

/**
 * The quote flows as a customer uses them, against the sandbox insurers (the test CMS makes Emajõe's
 * forestry machine answer slow and Põhjala's employer health offers expire after a few seconds).
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

test('the home page shows the insurers compared by their logos, and its product chooser each product with its icon, leading straight into its quote form', async ({ page }) => {
  await page.goto(localizePath('home', 'ru'));
  // The insurers compared: each one's logo from the CMS, named by the insurer.
  for (const name of Object.values(insurerNames)) await expectInsurerLogo(page.getByTestId('insurers-compared'), name);
  const products = await page.getByTestId('product-choice').evaluateAll((items) => items.map((item) => item.getAttribute('data-product')!));
  expect(products).toEqual(['casco', 'traffic', 'home', 'forestry-machine', 'employer-health']);
  for (const product of products as Array<keyof typeof quoteFormRoutes>) {
    await page.goto(localizePath('home', 'ru'));
    const choice = page.locator(`[data-testid="product-choice"][data-product="${product}"]`);
    await expect(choice.locator('svg[aria-hidden="true"]')).toBeVisible();
    await choice.getByRole('link', { name: ui('ru', 'common', 'getQuote'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(localizePath(quoteFormRoutes[product], 'ru'))}$`));
    await expect(quoteForm(page, product)).toBeVisible();
  }
});

/** The seeded home page's block of this kind, in this language. */
const homeBlock = (locale: Locale, component: string) => texts[locale].pages.home!.blocks.find((block) => block.__component === component) as unknown as Record<string, any>;
const seededOffice = (locale: Locale) => (texts[locale] as unknown as { offices: Record<string, { name: string; address: string; openingHours: Array<{ days: string; hours: string }> }> }).offices.tartu!;

/** The visible elements drawn in the secondary colour (#ff8f00): the screen's one main action. */
const mainActions = (page: Page) => page.locator('a, button').evaluateAll((elements) => elements
  .filter((element) => getComputedStyle(element).backgroundColor === 'rgb(255, 143, 0)' || getComputedStyle(element.firstElementChild ?? element).backgroundColor === 'rgb(255, 143, 0)')
  .map((element) => element.textContent?.trim() ?? ''));

for (const locale of ['et', 'ru', 'en'] as const) {
  test(`the home page in ${locale}, as built (no script): how it works in three steps, the licence and the office as trust signals`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizePath('home', locale));
    const steps = homeBlock(locale, 'blocks.steps');
    const stepList = page.getByRole('list').filter({ has: page.getByRole('heading', { name: steps.items[0].title }) });
    await expect(page.getByRole('heading', { level: 2, name: steps.heading })).toBeVisible();
    await expect(stepList.getByRole('listitem')).toHaveCount(3);
    await expect(stepList.getByRole('heading', { level: 3 })).toHaveText(steps.items.map((item: { title: string }) => item.title));

    const trust = homeBlock(locale, 'blocks.trust-signals');
    const office = seededOffice(locale);
    const section = page.getByTestId('trust-signals');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(trust.heading);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([trust.licenceTitle, office.name]);
    await expect(section.getByRole('link', { name: 'https://www.fi.ee' })).toHaveAttribute('href', 'https://www.fi.ee');
    await expect(section.getByTestId('trust-licence')).toContainText('Finantsinspektsioon');
    await expect(section.getByTestId('trust-office')).toContainText(`${ui(locale, 'contact', 'address')}: ${office.address}`);
    await expect(section.getByRole('link', { name: '+372 7 300 400' })).toHaveAttribute('href', 'tel:+3727300400');
    await expect(section.getByRole('heading', { level: 4 })).toHaveText(ui(locale, 'contact', 'openingHours'));
    await expect(section.getByRole('term')).toHaveText(office.openingHours.map((line) => line.days));
    await expect(section.getByRole('definition')).toHaveText(office.openingHours.map((line) => line.hours));
    await context.close();
  });
}

test('one main action per screen in the secondary colour: the home hero\'s button, and on a product page with a quote form its "get offers", not the hero\'s', async ({ page }) => {
  await openInteractive(page, localizePath('home', 'en'));
  const hero = homeBlock('en', 'blocks.hero');
  expect(await mainActions(page)).toEqual([hero.ctaLabel]);
  await page.getByRole('link', { name: hero.ctaLabel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath(hero.ctaRouteKey, 'en'))}$`));

  await openInteractive(page, localizePath('trafficLanding', 'en'));
  await expect(quoteForm(page, 'traffic')).toBeVisible();
  expect(await mainActions(page)).toEqual([q('en', 'getOffers')]);
});

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

test('casco in English: the form leads to the offers page, which keeps the quote id out of the address and shows the same offers on a reload, and one is confirmed', async ({ page }) => {
  await openInteractive(page, localizePath('cascoQuote', 'en'));
  const form = quoteForm(page, 'casco');
  await field(form, 'en', 'plate').fill('456DEF');
  await expect(page.getByTestId('vehicle-card')).toContainText('Octavia');
  await form.getByRole('checkbox', { name: q('en', 'antiTheftImmobiliser') }).check();
  await form.getByRole('checkbox', { name: q('en', 'antiTheftAlarm') }).check();
  await fillFields(form, 'en', { personalCode: '40504040001', ...contact });
  await submit(page, 'casco', 'en');
  await expect(page).toHaveURL(/\/en\/kaskokindlustus-dev\/pakkumine\/$/);
  const results = await completeResults(page);
  const prices = await offerPrices(results);
  expect(prices.length).toBeGreaterThanOrEqual(2);
  await results.getByTestId('price-breakdown').first().locator('summary').click();
  await expect(results.getByTestId('price-breakdown').first()).toContainText(q('en', 'totalPremium'));

  // Opened again on a phone, the offers arrive without moving what is already on the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await offerPrices(await completeResults(page))).toEqual(prices);
  expect(await layoutShift(page)).toBeLessThan(0.05);
  await chooseAndConfirm(page, 'en', page.getByTestId('offer-card').first(), 'cascoOffer');
});

test('home insurance in Estonian: offers for a flat, confirmed into the cart', async ({ page }) => {
  await openInteractive(page, localizePath('homeInsurance', 'et'));
  const form = quoteForm(page, 'home');
  await choose(form, 'et', 'dwellingFlat');
  await choose(form, 'et', 'materialStone');
  await fillFields(form, 'et', { address: 'Riia 15-3, 51010 Tartu', area: '54', constructionYear: '1978', buildingSum: '20 000', personalCode: '30303039914', ...contact });
  await submit(page, 'home', 'et');
  const results = await completeResults(page);
  expect((await offerPrices(results)).length).toBeGreaterThanOrEqual(2);
  await chooseAndConfirm(page, 'et', results.getByTestId('offer-card').first(), 'homeOffer');
});

test('the old home form in Russian asks less and gives home offers', async ({ page }) => {
  await openInteractive(page, localizePath('homeInsuranceOld', 'ru'));
  const form = quoteForm(page, 'homeOld');
  await choose(form, 'ru', 'dwellingHouse');
  await fillFields(form, 'ru', { address: 'Riia 15-3, Tartu', area: '140', buildingSum: '180000', personalCode: '30303039914', ...contact });
  await submit(page, 'homeOld', 'ru');
  const results = await completeResults(page);
  await chooseAndConfirm(page, 'ru', results.getByTestId('offer-card').first(), 'homeOffer');
});

test('forestry machine in English: a slow insurer does not hold back the others', async ({ page }) => {
  await openInteractive(page, localizePath('forestryMachine', 'en'));
  const form = quoteForm(page, 'forestry-machine');
  await choose(form, 'en', 'machineHarvester');
  await fillFields(form, 'en', {
    makeModel: 'Ponsse Scorpion King', year: '2019', serialNumber: 'PS-2019-00731', machineValue: '420000', workHoursPerYear: '2400',
    personalOrRegistryCode: '10539549', ...contact, email: 'mets@example.ee',
  });
  await submit(page, 'forestry-machine', 'en');
  const results = page.getByTestId('quote-results');
  // Läänemere answers at once; Emajõe takes 1.5 s in the test CMS.
  await expect(results.getByTestId('offers-status')).toHaveText(fill('en', 'insurersAnswered', { answered: 1, asked: 2 }));
  await expect(results.getByTestId('offer-card')).toHaveCount(1);
  await expect(results.getByTestId('no-offer-list')).toContainText(q('en', 'stillAsking'));
  await completeResults(page);
  await expect(results.getByTestId('offer-card')).toHaveCount(2);
  await chooseAndConfirm(page, 'en', results.getByTestId('offer-card').first(), 'forestryMachineOffer');
});

test('forestry machine in English: our broker desk answers in the admin and the offer appears on the open page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `desk-${Date.now()}@example.ee`;
  await openInteractive(page, localizePath('forestryMachine', 'en'));
  const form = quoteForm(page, 'forestry-machine');
  await choose(form, 'en', 'machineHarvester');
  await fillFields(form, 'en', {
    makeModel: 'John Deere 1270G', year: '2021', serialNumber: 'JD-2021-1270', machineValue: '380000', workHoursPerYear: '2000',
    personalOrRegistryCode: '10539549', ...contact, email,
  });
  await submit(page, 'forestry-machine', 'en');
  const results = await completeResults(page);
  const deskLine = results.locator('[data-testid="no-offer-list"] li[data-insurer="saarte"]');
  await expect(deskLine).toContainText(/^Saarte Kindlustus AS: Our broker Tartu office answers by \d{1,2} \w+ \d{4}(,| at) \d{2}:\d{2}$/);
  await expect(results.getByTestId('desk-pending')).toHaveText(fill('en', 'deskPending', { count: 1 }));

  // A member of staff answers the case in the admin (its Content Manager API, as the admin's form saves it).
  const token = await adminToken(request);
  const cases = await adminGet(request, token, '/content-manager/collection-types/api::desk-case.desk-case?page=1&pageSize=50&sort=id:DESC');
  const deskCase = cases.results.find((row: { customerEmail: string }) => row.customerEmail === email);
  expect(deskCase.answers).toContain('Mark ja mudel: John Deere 1270G');
  await adminCall(request, token, 'PUT', `/content-manager/collection-types/api::desk-case.desk-case/${deskCase.documentId}`, {
    state: 'answered', premiumEuros: 2890, instalments: '1, 2', validityDays: 14,
    coverRows: [{ name: 'All risks', amountEuros: 380000 }], documents: [{ title: 'Saarte machinery terms', url: 'https://saarte.example/terms.pdf' }],
  });

  // The open page reads the quote again while the desk answers (every 20 s): the offer appears without a reload.
  const card = results.locator('[data-testid="offer-card"][data-insurer="saarte"]');
  await expect(card).toBeVisible({ timeout: 45_000 });
  await expect(card.getByTestId('offer-price')).toContainText('2,890.00');
  await expect(card.getByTestId('desk-documents').getByRole('link', { name: 'Saarte machinery terms' })).toHaveAttribute('href', 'https://saarte.example/terms.pdf');
  await expect(results.getByTestId('desk-pending')).toHaveCount(0);
  await expect(results).toHaveAttribute('data-desk-pending', '0');
});

async function employerHealthQuote(page: Page, locale: Locale) {
  await openInteractive(page, localizePath('employerHealth', locale));
  const form = quoteForm(page, 'employer-health');
  await fillFields(form, locale, { companyCode: '10060701', companyName: 'Näidis OÜ', employeeCount: '25', contactName: 'Mari Maasikas', ...contact });
  await submit(page, 'employer-health', locale);
  return completeResults(page);
}

test('employer health in Estonian: each offer shows the cost per employee against the tax-free limit', async ({ page }) => {
  const results = await employerHealthQuote(page, 'et');
  const tax = results.getByTestId('health-tax');
  await expect(tax).toHaveCount(await results.getByTestId('offer-card').count());
  await expect(tax.first()).toContainText(q('et', 'taxFreePart'));
  await expect(tax.first()).toContainText('100,00');
  await chooseAndConfirm(page, 'et', results.locator('[data-testid="offer-card"][data-insurer="laanemere"]'), 'employerHealthOffer');
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

test('a validation error is summarised, focused and shown by each field, and nothing typed is lost', async ({ page }) => {
  const form = await trafficQuote(page, 'et', 'ABCDEFGHIJK');
  await field(form, 'et', 'personalCode').fill('12345');
  await submit(page, 'traffic', 'et');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(ui('et', 'forms', 'errorSummaryTitle'));
  await expect(summary).toContainText(`${q('et', 'plate')}: ${ui('et', 'forms', 'invalidPlate')}`);
  await expect(summary).toContainText(`${q('et', 'personalCode')}: ${ui('et', 'forms', 'invalidPersonalCode')}`);
  await expect(field(form, 'et', 'plate')).toHaveValue('ABCDEFGHIJK');
  await expect(field(form, 'et', 'plate')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveTitle(new RegExp(`^${escape(ui('et', 'forms', 'errorPrefix'))} `));
  await summary.getByRole('link', { name: ui('et', 'forms', 'invalidPlate') }).click();
  await expect(field(form, 'et', 'plate')).toBeFocused();
  await expect(page.getByTestId('quote-results')).toHaveCount(0);
});

test('the server’s rejection is shown by the field the same way and keeps every input', async ({ page }) => {
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: { input?: Record<string, unknown> } };
    if (body.operationName !== 'StartQuote') return route.continue();
    // What the browser checked passes; the server's own check refuses a code its check digit rules out.
    body.variables!.input!.policyholderCode = '30303039915';
    return route.continue({ postData: JSON.stringify(body) });
  });
  const form = await trafficQuote(page, 'ru');
  await submit(page, 'traffic', 'ru');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(ui('ru', 'forms', 'invalidPersonalCode'));
  await expect(field(form, 'ru', 'plate')).toHaveValue('123 ABC');
  await expect(field(form, 'ru', 'personalCode')).toHaveValue('30303039914');
});

test('a reload, the back button and a language switch keep the form', async ({ page }) => {
  await openInteractive(page, localizePath('cascoQuote', 'et'));
  const form = quoteForm(page, 'casco');
  await field(form, 'et', 'plate').fill('456DEF');
  await field(form, 'et', 'email').fill('mari.maasikas@example.ee');
  await form.getByRole('radio', { name: q('et', 'coverLevelPartial'), exact: true }).check();
  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  await expect(field(form, 'et', 'plate')).toHaveValue('456DEF');
  await expect(field(form, 'et', 'email')).toHaveValue('mari.maasikas@example.ee');
  await expect(form.getByRole('radio', { name: q('et', 'coverLevelPartial'), exact: true })).toBeChecked();

  await page.getByRole('link', { name: texts.et.global.brandName }).first().click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await page.goBack();
  await expect(field(quoteForm(page, 'casco'), 'et', 'plate')).toHaveValue('456DEF');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/kaskokindlustus-dev\/uus\/$/);
  const english = quoteForm(page, 'casco');
  await expect(field(english, 'en', 'plate')).toHaveValue('456DEF');
  await expect(field(english, 'en', 'email')).toHaveValue('mari.maasikas@example.ee');
});

test('fields the browser puts back on a history navigation keep the rest of the draft', async ({ page }) => {
  // As Chrome does when a page is loaded again from history: the tab's draft is there, and the browser
  // itself refills the fields that allow it (the e-mail) but not those with autocomplete off (the plate).
  await page.addInitScript(() => {
    sessionStorage.setItem('quote-draft:casco', JSON.stringify({ plate: '456DEF', email: 'mari.maasikas@example.ee', coverLevel: 'partial' }));
    new MutationObserver((_, observer) => {
      const email = document.querySelector<HTMLInputElement>('[data-quote-form="casco"] input[name="email"]');
      if (!email) return;
      email.value = 'mari@example.ee';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openInteractive(page, localizePath('cascoQuote', 'et'));
  const form = quoteForm(page, 'casco');
  await expect(field(form, 'et', 'plate')).toHaveValue('456DEF');
  await expect(field(form, 'et', 'email')).toHaveValue('mari@example.ee');
  await expect(form.getByRole('radio', { name: q('et', 'coverLevelPartial'), exact: true })).toBeChecked();
});

test('a static product page loads no form, rules or API code until the form is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openInteractive(page, localizePath('trafficLanding', 'en'));
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /quote-(form|api|rules)/.test(path))).toEqual([]);
  await field(quoteForm(page, 'traffic'), 'en', 'plate').fill('123 ABC');
  await expect(page.getByTestId('vehicle-card')).toContainText('Toyota');
  expect(scripts.some((path) => path.includes('quote-form'))).toBe(true);
  expect(scripts.some((path) => path.includes('quote-api'))).toBe(true);
});

test('a client-only page asks for its flow and API scripts in its HTML, before it hydrates; a static page does not', async ({ request }) => {
  const preloaded = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<link rel="preload" href="\/([a-z-]+)-[0-9a-f]{20}\.js" as="script"[^>]*>/g)].map((match) => match[1]);
  };
  expect(await preloaded(localizePath('trafficOffer', 'ru', { id: 'any-offer' }))).toEqual(expect.arrayContaining(['offer-page', 'quote-api']));
  expect(await preloaded(localizePath('cart', 'en'))).toEqual(expect.arrayContaining(['cart-page', 'account-api']));
  expect(await preloaded(localizePath('cart', 'en'))).not.toContain('quote-api');
  expect(await preloaded(localizePath('trafficLanding', 'en'))).toEqual([]);
});

test('a submit before the form’s script has loaded is held, then sent with everything typed', async ({ page }) => {
  // A slow connection: the form's code arrives 1.5 s after the customer starts typing.
  await page.route(/\/quote-form-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const form = await trafficQuote(page, 'en');
  await submit(page, 'traffic', 'en');
  const results = await completeResults(page);
  expect(await offerPrices(results)).toHaveLength(3);
  expect(new URL(page.url()).pathname).toBe(localizePath('trafficLanding', 'en'));
  await expect(field(form, 'en', 'plate')).toHaveValue('123 ABC');
  await expect(field(form, 'en', 'personalCode')).toHaveValue('30303039914');
});

test('axe finds no serious or critical violation on the form, offers, offer and confirmation pages', async ({ page }) => {
  const check = async (what: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${what} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await trafficQuote(page, 'et');
  await check('form');
  await submit(page, 'traffic', 'et');
  const results = await completeResults(page);
  await results.getByTestId('offer-card').nth(0).getByRole('checkbox', { name: q('et', 'compare') }).check();
  await results.getByTestId('offer-card').nth(1).getByRole('checkbox', { name: q('et', 'compare') }).check();
  await results.getByRole('button', { name: ui('et', 'quote', 'compareSelected') }).click();
  await check('offers');
  await results.getByTestId('offer-card').first().getByRole('link', { name: q('et', 'chooseOffer') }).click();
  await expect(page.getByTestId('offer-page')).toBeVisible();
  await check('offer');
  await page.getByTestId('offer-page').getByRole('link', { name: q('et', 'chooseOffer') }).click();
  await expect(page.getByTestId('confirm-page')).toBeVisible();
  await check('confirmation');
});

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
