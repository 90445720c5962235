import { expect, test, type Page } from '@playwright/test';
import { localizePath, locales, type RouteKey } from '@kindlustus/routes';
import { currentJobKeys, openInteractive, texts } from './content';

// Pages are rendered with i18next at build time and read the same texts without it in the browser: a text
// that came out differently would make React's hydration fail (an error in the console).
const staticPages: RouteKey[] = ['home', 'cascoLanding', 'trafficFaq', 'careersPositions', 'careersJob', 'careersApply', 'contactsTartu'];
const ui = (locale: (typeof locales)[number]) => texts[locale].global.uiTexts;

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const locale of locales) {
  test(`static pages in ${locale} hydrate with the texts they were built with`, async ({ page }) => {
    const errors = consoleErrors(page);
    for (const key of staticPages) {
      const params = key === 'careersJob' ? { slug: texts[locale].jobs[currentJobKeys[0]!]!.slug } : {};
      await openInteractive(page, localizePath(key, locale, params));
      await expect(page.getByRole('link', { name: ui(locale).common!.skipToContent! })).toBeAttached();
      await expect(page.getByRole('navigation', { name: ui(locale).common!.languageSwitcher! })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test(`a page rendered only in the browser shows its texts in ${locale}`, async ({ page }) => {
    const errors = consoleErrors(page);
    await openInteractive(page, localizePath('policies', locale, {}));
    await expect(page.getByTestId('login-required')).toContainText(ui(locale).login!.loginRequired!);
    await expect(page.getByTestId('login-required').getByRole('link')).toHaveText(ui(locale).login!.title!);
    expect(errors).toEqual([]);
  });
}

test('after a client-side switch of language the interface texts are in the new language', async ({ page }) => {
  await openInteractive(page, '/en/kontaktid-tartu/');
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/kontaktid-tartu\/$/);
  await expect(page.getByRole('navigation', { name: ui('ru').common!.languageSwitcher! })).toBeVisible();
  await expect(page.getByRole('link', { name: ui('ru').common!.skipToContent! })).toBeAttached();
  await expect(page.getByText(`${ui('ru').contact!.phone!}:`).first()).toBeVisible();
});
