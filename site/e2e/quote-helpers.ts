import { expect, type Locator, type Page } from '@playwright/test';
import { localizePath, type Locale, type RouteKey } from '@kindlustus/routes';
import { openInteractive, texts } from './content';

/** What the quote and purchase flow tests share: the seeded texts, the form's fields, offers and confirming. */
export const ui = (locale: Locale, ns: string, key: string) => {
  const text = texts[locale].global.uiTexts[ns]?.[key];
  if (text === undefined) throw new Error(`No UI text ${ns}:${key} in ${locale}`);
  return text;
};
export const q = (locale: Locale, key: string) => ui(locale, 'quote', key);
export const fill = (locale: Locale, text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), ui(locale, 'quote', text));
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function quoteForm(page: Page, form: string) {
  return page.locator(`[data-quote-form="${form}"]`);
}
/** A text field by its label, also when the label says "(optional)". */
export const field = (scope: Locator, locale: Locale, key: string) => scope.getByLabel(new RegExp(`^${escape(q(locale, key))}( \\(|$)`));
export const choose = (scope: Locator, locale: Locale, key: string) => scope.getByRole('radio', { name: q(locale, key), exact: true }).check();
/** Types each value into the field its label names, in order. */
export async function fillFields(scope: Locator, locale: Locale, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await field(scope, locale, key).fill(value);
}
export const contact = { email: 'mari.maasikas@example.ee', phone: '+372 5123 4567' };

export async function submit(page: Page, form: string, locale: Locale) {
  await quoteForm(page, form).getByRole('button', { name: q(locale, 'getOffers') }).click();
}

export async function completeResults(page: Page) {
  const results = page.getByTestId('quote-results');
  await expect(results).toHaveAttribute('data-complete', 'true', { timeout: 15_000 });
  return results;
}

/** Cents from a price as the page writes it in any language ("1 234,50 €", "€1,234.50"). */
export const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

export async function offerPrices(results: Locator): Promise<number[]> {
  return (await results.getByTestId('offer-price').allTextContents()).map(centsOf);
}

export function offerIdFrom(url: string): string {
  const match = /\/pakkumine\/([^/]+)\/$/.exec(new URL(url).pathname);
  if (!match) throw new Error(`no offer id in ${url}`);
  return match[1]!;
}

/** Opens an offer from the results, checks its page, and confirms it into the cart. */
export async function chooseAndConfirm(page: Page, locale: Locale, card: Locator, offerRoute: RouteKey) {
  const insurer = (await card.getByRole('heading').textContent())!.replace(/^\d+\.\s*/, '');
  await card.getByRole('link', { name: q(locale, 'chooseOffer') }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(localizePath(offerRoute, locale, { id: 'ID' }).replace('ID/', ''))}[^/]+/$`));
  const offerPage = page.getByTestId('offer-page');
  await expect(offerPage.getByRole('heading', { name: insurer })).toBeVisible();
  await expect(offerPage.getByTestId('offer-valid-until')).toContainText(fill(locale, 'validUntil', { date: '' }).trim());
  await offerPage.getByRole('link', { name: q(locale, 'chooseOffer') }).click();
  await expect(page.getByTestId('confirm-page')).toBeVisible();
  await page.getByTestId('confirm-offer').click();
  await expect(page.getByTestId('added-to-cart')).toContainText(q(locale, 'addedToCart'));
  return insurer;
}

/** An employer health quote for a company of 25, with its offers all in. */
export async function employerHealthQuote(page: Page, locale: Locale) {
  await openInteractive(page, localizePath('employerHealth', locale));
  const form = quoteForm(page, 'employer-health');
  await fillFields(form, locale, { companyCode: '10060701', companyName: 'Näidis OÜ', employeeCount: '25', contactName: 'Mari Maasikas', ...contact });
  await submit(page, 'employer-health', locale);
  return completeResults(page);
}

/** personalCode: the policyholder's; a login hands over only the quotes made for the person who logs in. */
export async function trafficQuote(page: Page, locale: Locale, plate = '123 ABC', personalCode = '30303039914') {
  await openInteractive(page, localizePath('trafficLanding', locale));
  const form = quoteForm(page, 'traffic');
  await field(form, locale, 'plate').fill(plate);
  await field(form, locale, 'personalCode').fill(personalCode);
  return form;
}

/** The page's cumulative layout shift so far (Chromium's layout-shift entries not caused by input), as Lighthouse counts it. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

/** The insurer's logo in the scope: an image named by the insurer (as a screen reader reads it), loaded. */
export async function expectInsurerLogo(scope: Locator, insurerName: string | RegExp) {
  const logo = scope.getByRole('img', { name: insurerName, exact: true });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(Number(await logo.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await logo.getAttribute('height'))).toBeGreaterThan(0);
}
