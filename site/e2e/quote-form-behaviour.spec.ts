import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localizePath } from '@kindlustus/routes';
import { addDays, todayInTallinn } from '@kindlustus/domain';
import { openInteractive, texts } from './content';
import { completeResults, escape, field, offerPrices, q, quoteForm, submit, trafficQuote, ui } from './quote-helpers';

/**
 * How a quote form behaves whatever the product: errors from the browser and the server, reloads, history
 * and language switches, what it loads and when, and axe on its pages.
 */
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

test('a static page loads the form, rules and API code only once its form is near view after the load, before anything is typed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const quoteCode = () => scripts.filter((path) => /quote-(form|api|rules)/.test(path));
  const loadedAndIdle = async () => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)));
  };
  // A short phone screen: the form starts below the hero, more than half a screen under the visible part.
  await page.setViewportSize({ width: 390, height: 240 });

  // A page without a form, read to its end, fetches none of it.
  await openInteractive(page, localizePath('trafficFaq', 'en'));
  await page.mouse.wheel(0, 20_000);
  await loadedAndIdle();
  expect(quoteCode()).toEqual([]);

  await openInteractive(page, localizePath('trafficLanding', 'en'));
  const form = quoteForm(page, 'traffic');
  const block = page.locator('section', { has: form }).last();
  expect(await block.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(360);
  await loadedAndIdle();
  expect(quoteCode()).toEqual([]);

  // Its block's top scrolled to 100 px under the screen's edge (near, not yet seen), the form gets its code ready untouched.
  await block.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight - 100));
  const expected = ['quote-form', 'quote-rules', 'quote-api'];
  await expect.poll(() => expected.filter((name) => quoteCode().some((path) => path.includes(name)))).toEqual(expected);
  await field(form, 'en', 'plate').fill('123 ABC');
  await expect(page.getByTestId('vehicle-card')).toContainText('Toyota');
});

test('the start date becomes today once the form is ready, and a later date typed before its script came stays', async ({ page }) => {
  await openInteractive(page, localizePath('trafficLanding', 'en'));
  const form = quoteForm(page, 'traffic');
  await field(form, 'en', 'plate').fill('123 ABC');
  await expect(page.getByTestId('vehicle-card')).toContainText('Toyota');
  await expect(field(form, 'en', 'startDate')).toHaveValue(todayInTallinn());

  // A date the visitor wrote into the pre-rendered form before its script came, ten days ahead, stays as written.
  await page.route(/\/quote-form-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.evaluate(() => sessionStorage.clear());
  await openInteractive(page, localizePath('trafficLanding', 'en'));
  const later = addDays(todayInTallinn(), 10);
  await form.locator('summary', { hasText: q('en', 'moreOptions') }).click();
  await field(form, 'en', 'startDate').fill(later);
  await field(form, 'en', 'plate').fill('123 ABC');
  await expect(page.getByTestId('vehicle-card')).toContainText('Toyota');
  await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)));
  await expect(field(form, 'en', 'startDate')).toHaveValue(later);
});

test('the draft is not written into the field the customer is in when the form\'s script arrives', async ({ page }) => {
  const form = await trafficQuote(page, 'en');
  await expect(page.getByTestId('vehicle-card')).toContainText('Toyota');
  // The tab's draft now holds the plate and the code. The form's code comes a second after the reload.
  await page.route(/\/quote-form-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.reload();
  await page.locator('body[data-hydrated="true"]').waitFor();
  const plate = field(form, 'en', 'plate');
  await plate.fill('');
  await plate.focus();
  await expect(field(form, 'en', 'personalCode')).toHaveValue('30303039914');
  await expect(plate).toHaveValue('');
  await page.keyboard.insertText('514 DOK');
  await expect(plate).toHaveValue('514 DOK');
});

test('a client-only page names its flow and API scripts in its HTML and fetches them only once its own scripts are in; a static page names none', async ({ request, page }) => {
  const named = async (path: string) => {
    const html = await (await request.get(path)).text();
    const list = /<meta name="flow-scripts" content="([^"]*)"/.exec(html)?.[1] ?? '';
    return [...list.matchAll(/\/([a-z-]+)-[0-9a-f]{20}\.js/g)].map((match) => match[1]);
  };
  expect(await named(localizePath('trafficOffer', 'ru', { id: 'any-offer' }))).toEqual(expect.arrayContaining(['offer-page', 'quote-api']));
  expect(await named(localizePath('cart', 'en'))).toEqual(expect.arrayContaining(['cart-page', 'account-api']));
  expect(await named(localizePath('cart', 'en'))).not.toContain('quote-api');
  expect(await named(localizePath('trafficLanding', 'en'))).toEqual([]);

  // Preloaded from the HTML's head, they would start while the page is parsed, before its app script is even asked for;
  // asked by the app (after the first paint, or by hydration if it comes first), they start after that script arrived.
  await page.goto(localizePath('cart', 'en'));
  const fetchedAfterOwnScripts = () =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const app = entries.find((entry) => /\/app-[0-9a-f]{20}\.js$/.test(entry.name));
      const flowScripts = entries.filter((entry) => /\/(cart-page|account-api)-[0-9a-f]{20}\.js$/.test(entry.name));
      // Each script has an entry for its preload and one for its use by webpack.
      return app && new Set(flowScripts.map((entry) => entry.name)).size === 2 ? flowScripts.every((entry) => entry.startTime >= app.responseEnd) : null;
    });
  await expect.poll(fetchedAfterOwnScripts).toBe(true);
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
