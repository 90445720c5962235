import { expect, test, type Page } from '@playwright/test';
import { localizePath, quoteFormRoutes, type Locale } from '@kindlustus/routes';
import { insurerNames, openInteractive, texts } from './content';
import { contact, escape, expectInsurerLogo, q, quoteForm, ui } from './quote-helpers';

/** The home page's way into the quote forms: the insurers, the product chooser, the trust signals and the one main action. */
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
