import { expect, test, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openInteractive, texts } from './content';
import { field, quoteForm } from './quote-helpers';

/**
 * Cookie consent and the outside scripts, against the CMS's sandbox stand-ins (/sandbox/scripts/, ids
 * seeded as GTM-SANDBOX, G-SANDBOX…). Every test starts as a first-time visitor.
 */
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

const consent = texts.et.global.uiTexts.consent!;
const scriptFiles = { tagManager: 'gtm.js', analytics: 'gtag.js', heatmap: 'hotjar.js', chat: 'smartsupp.js', cart: 'montonio.js' } as const;
type ScriptName = keyof typeof scriptFiles;
const scriptNames = Object.keys(scriptFiles) as ScriptName[];
const idFields: Record<ScriptName, string> = { tagManager: 'tagManagerId', analytics: 'analyticsId', heatmap: 'heatmapId', chat: 'chatWidgetId', cart: 'cartWidgetId' };

/** Every request the page makes, to tell which outside scripts were fetched and that nothing left the site. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}
const loaded = (requests: Request[]) =>
  scriptNames.filter((name) => requests.some((request) => new URL(request.url()).pathname === `/sandbox/scripts/${scriptFiles[name]}`));
const offSite = (page: Page, requests: Request[]) => {
  const origin = new URL(page.url()).origin;
  return requests.map((request) => request.url()).filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
};

const banner = (page: Page) => page.locator('[data-consent-banner]');
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: consent.settingsTitle });
const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer.map((entry) => (typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry)))) as unknown[]);
/** Widgets wait for the visitor's first move. */
const interact = (page: Page) => page.keyboard.press('Shift');
/** The scripts loaded once the visitor moved (again and again, as the loaders start after the choice). */
const loadedAfterInteraction = (page: Page, requests: Request[]) => async () => {
  await interact(page);
  return loaded(requests);
};
/**
 * Idle-time loading has had its chance: the page's own idle callbacks (asked for at hydration or at the choice,
 * 2 s at most) run before one asked for later, a script they add is requested as it is added, and a second idle
 * period lets that request reach the test. On a page that is never idle, 3 s as before; mostly far less.
 */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => {
    window.setTimeout(resolve, 3000);
    const afterIdle = (rounds: number): void => {
      window.requestIdleCallback(() => (rounds > 1 ? afterIdle(rounds - 1) : resolve()), { timeout: 2000 });
    };
    afterIdle(2);
  }));

/** Serves the home page's data with some script ids emptied, as if the editor had left them blank. */
async function withEmptyIds(page: Page, names: ScriptName[]): Promise<void> {
  await page.route('**/page-data/index/page-data.json', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const name of names) body.result.data.scriptIds[idFields[name]] = '';
    await route.fulfill({ response, json: body });
  });
}

test('nothing outside the site loads before consent; Consent Mode starts with all seven types denied', async ({ page }) => {
  const requests = recordRequests(page);
  await openInteractive(page, '/');
  await expect(banner(page)).toBeVisible();
  await interact(page);
  await settle(page);
  expect(loaded(requests)).toEqual([]);
  expect(offSite(page, requests)).toEqual([]);
  const [first] = await dataLayer(page);
  expect(first).toEqual(['consent', 'default', {
    ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied',
    functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'denied',
  }]);
});

test('accepting loads every script (widgets on interaction), and the choice holds on the next page', async ({ page }) => {
  const requests = recordRequests(page);
  await openInteractive(page, '/');
  await banner(page).getByRole('button', { name: consent.acceptAll }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => loaded(requests)).toEqual(['tagManager', 'analytics', 'heatmap']);
  await expect.poll(loadedAfterInteraction(page, requests)).toEqual(scriptNames);
  expect(await dataLayer(page)).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);

  requests.length = 0;
  await openInteractive(page, '/kontaktid-tartu/');
  await expect(banner(page)).toHaveCount(0);
  // The stored choice reaches Consent Mode right after its defaults, before any tag.
  const [, second] = await dataLayer(page);
  expect(second).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]);
  await expect.poll(() => loaded(requests)).toEqual(['tagManager', 'analytics', 'heatmap']);
  expect(offSite(page, requests)).toEqual([]);
});

test('declining loads nothing; the choice can be changed later from the footer, by keyboard', async ({ page }) => {
  const requests = recordRequests(page);
  await openInteractive(page, '/en/');
  const english = texts.en.global.uiTexts.consent!;
  await banner(page).getByRole('button', { name: english.rejectAll }).click();
  await expect(banner(page)).toHaveCount(0);
  await interact(page);
  await settle(page);
  expect(loaded(requests)).toEqual([]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('v1.a0.m0.f0');

  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: english.settingsLink });
  await footerButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: english.settingsTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: english.analyticsName })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(footerButton).toBeFocused();

  await footerButton.click();
  await dialog.getByRole('checkbox', { name: english.analyticsName }).check();
  await dialog.getByRole('button', { name: english.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => loaded(requests)).toEqual(['tagManager', 'analytics', 'heatmap']);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('v1.a1.m0.f0');

  // Taking consent back reloads the page, so what already ran is gone.
  await footerButton.click();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: english.rejectAll }).click()]);
  requests.length = 0;
  await page.locator('body[data-hydrated="true"]').waitFor();
  await interact(page);
  await settle(page);
  expect(loaded(requests)).toEqual([]);
});

for (const signal of ['Do Not Track', 'Global Privacy Control'] as const) {
  test(`${signal}: the banner shows the choice as declined and the tag manager never loads`, async ({ page }) => {
    await page.addInitScript((gpc) => {
      if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
      else Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
    }, signal === 'Global Privacy Control');
    const requests = recordRequests(page);
    await openInteractive(page, '/');
    await expect(banner(page).locator('[data-consent-dnt]')).toHaveText(consent.doNotTrack!);
    await banner(page).getByRole('button', { name: consent.settings }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[data-consent-settings]').analyze()).violations).toEqual([]);
    for (const name of [consent.analyticsName!, consent.marketingName!, consent.functionalName!]) await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
    await settle(page);
    expect(loaded(requests)).toEqual([]);
    // Still changeable: an explicit yes loads what it allows, except the tag manager.
    await dialog.getByRole('button', { name: consent.acceptAll }).click();
    await expect.poll(loadedAfterInteraction(page, requests)).toEqual(['analytics', 'heatmap', 'chat', 'cart']);
    await settle(page);
    expect(loaded(requests)).not.toContain('tagManager');
  });
}

for (const name of scriptNames) {
  test(`an empty ${name} id never loads its script`, async ({ page }) => {
    await withEmptyIds(page, [name]);
    const requests = recordRequests(page);
    await openInteractive(page, '/');
    await banner(page).getByRole('button', { name: consent.acceptAll }).click();
    await expect.poll(loadedAfterInteraction(page, requests)).toEqual(scriptNames.filter((other) => other !== name));
    await settle(page);
    expect(loaded(requests)).not.toContain(name);
  });
}

test('with every id empty there is nothing to ask', async ({ page }) => {
  await withEmptyIds(page, scriptNames);
  await openInteractive(page, '/');
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
});

test('route changes reach the data layer without ids, tokens or personal data', async ({ page }) => {
  await openInteractive(page, '/');
  await banner(page).getByRole('button', { name: consent.acceptAll }).click();
  await page.getByRole('contentinfo').waitFor();
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/kontaktid-tartu/'));
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'route_change')).toEqual([
    { event: 'route_change', page_path: '/', page_route: 'home', page_language: 'et' },
    { event: 'route_change', page_path: '/kontaktid-tartu/', page_route: 'contactsTartu', page_language: 'et' },
  ]);
  const secret = ['3f9c0b7e-offer', '38001085718', 'mari.maasikas@example.com', 'order-token-abc'];
  const routeChanges = async () => (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'route_change');
  // A content page reached with personal values in its address: the data layer gets the bare path.
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
    `/?personalCode=${secret[1]}&email=${secret[2]}&order-token=${secret[3]}`);
  await expect.poll(async () => (await routeChanges()).at(-1)).toMatchObject({ event: 'route_change', page_path: '/', page_route: 'home' });
  const everything = JSON.stringify(await dataLayer(page));
  for (const value of secret) expect(everything).not.toContain(value);
  expect(everything).not.toContain('mari.maasikas%40example.com');

  // A flow page with an offer id in its path is a new document, where no data layer of theirs runs.
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
    `/kaskokindlustus-dev/pakkumine/${secret[0]}/?personalCode=${secret[1]}`);
  await page.waitForURL(/\/kaskokindlustus-dev\/pakkumine\//);
  await page.getByRole('contentinfo').waitFor();
  const onFlowPage = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
  for (const value of secret) expect(onFlowPage).not.toContain(value);
});

test('scripts started on a content page do not survive an in-site link to a flow page, and start again back on content', async ({ page }) => {
  const requests = recordRequests(page);
  await openInteractive(page, '/');
  await banner(page).getByRole('button', { name: consent.acceptAll }).click();
  await expect.poll(loadedAfterInteraction(page, requests)).toEqual(scriptNames);
  const running = () => page.evaluate(() => ({
    ran: ((window as unknown as { __sandboxScripts?: Array<{ name: string }> }).__sandboxScripts ?? []).map((entry) => entry.name),
    tagManager: 'google_tag_manager' in window,
    elements: document.querySelectorAll('script[src*="/sandbox/scripts/"]').length,
  }));
  // Requested is not yet run: the tag manager's script defines its global once the browser has executed it.
  await expect.poll(async () => (await running()).tagManager).toBe(true);

  // The home page's call to action leads to the casco form: a new document, where nothing of theirs runs.
  requests.length = 0;
  await page.locator('main a[href="/kaskokindlustus-dev/uus/"]').first().click();
  await expect(page).toHaveURL(/\/kaskokindlustus-dev\/uus\/$/);
  await page.locator('body[data-hydrated="true"]').waitFor();
  await interact(page);
  await settle(page);
  expect(await running()).toEqual({ ran: [], tagManager: false, elements: 0 });
  expect(loaded(requests)).toEqual([]);
  // The flow works: the plate finds the car.
  await field(quoteForm(page, 'casco'), 'et', 'plate').fill('456DEF');
  await expect(page.getByTestId('vehicle-card')).toContainText('Octavia');

  // An in-site link back to a content page is a new document again, where the choice starts them.
  await page.locator('a[href="/kontaktid-tartu/"]').first().click();
  await expect(page).toHaveURL(/\/kontaktid-tartu\/$/);
  await expect.poll(loadedAfterInteraction(page, requests)).toEqual(scriptNames);
});

test('the banner is reachable by keyboard and never covers the focused field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await openInteractive(page, '/kaskokindlustus-dev/uus/');
  await expect(banner(page)).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-consent-banner]').analyze()).violations).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: consent.acceptAll })).toBeFocused();
  const fields = page.locator('main input:visible, main select:visible, main button:visible');
  const count = await fields.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index += 1) {
    await fields.nth(index).focus();
    const [field, bar] = await Promise.all([fields.nth(index).boundingBox(), banner(page).boundingBox()]);
    expect(field!.y + field!.height, `field ${index} ends above the banner`).toBeLessThanOrEqual(bar!.y + 1);
    expect(field!.y).toBeGreaterThanOrEqual(0);
  }
});
