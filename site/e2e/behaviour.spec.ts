import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { currentJobKeys, heroHeading, openInteractive, texts } from './content';

test('back navigation restores the scroll position; a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openInteractive(page, '/');
  // The call to action closes the home page: reaching it scrolls far down.
  const closingLink = page.locator('main section').last().getByRole('link');
  await closingLink.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await closingLink.click();
  await expect(page).not.toHaveURL(/localhost:\d+\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

/**
 * True once the service worker can answer this page offline: it knows the page's resources
 * (gatsby-plugin-offline keeps them in IndexedDB) and has every one of them in its caches.
 */
function availableOffline(pathname: string): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve(false);
      const read = db.transaction('keyval').objectStore('keyval').get(`resources:${pathname}`);
      read.onerror = () => resolve(false);
      read.onsuccess = async () => {
        const resources = read.result as string[] | undefined;
        if (!resources?.length) return resolve(false);
        const cached = await Promise.all(resources.map((resource) => caches.match(resource)));
        resolve(cached.every(Boolean));
      };
    };
  });
}

test('the first visit caches what the page preloads once the worker is active, without a second visit', async ({ page }) => {
  // The cart preloads its flow's chunks: none is in the worker's precache, so only this first visit can cache them.
  await openInteractive(page, '/ostukorv/');
  const scripts = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="preload"][data-flow-preload]')].map((link) => link.href));
  expect(scripts.length).toBeGreaterThan(1);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cachedAll = (urls: string[]) => Promise.all(urls.map((url) => caches.match(url))).then((found) => found.every(Boolean));
  await expect.poll(() => page.evaluate(cachedAll, scripts), { timeout: 15_000 }).toBe(true);
});

test('a page visited once loads offline', async ({ page, context }) => {
  await openInteractive(page, '/en/kontaktid-tartu/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Under the active worker, a second visit fills its caches.
  await openInteractive(page, '/en/kontaktid-tartu/');
  await expect.poll(() => page.evaluate(availableOffline, '/en/kontaktid-tartu/'), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading('en', 'contactsTartu'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.setOffline(false);
});

test('the provider API is never answered from the service worker cache', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(async () => (await fetch('/api/pages?locale=et')).status)).toBe(200);
  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    try {
      return (await fetch('/api/pages?locale=et')).status;
    } catch {
      return 'failed';
    }
  });
  expect(offline).toBe('failed');
  await context.setOffline(false);
});

test('the skip link and the language switcher work from the keyboard', async ({ page }) => {
  await openInteractive(page, '/en/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: texts.en.global.uiTexts.common!.skipToContent! });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.getByRole('link', { name: 'Eesti' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

const pageTypes = [
  ['home', '/'],
  ['product landing', '/ru/kaskokindlustus-dev/'],
  ['traffic FAQ', '/en/liikluskindlustus-kkk-dev/'],
  ['careers list', '/karjaar/vabad-tookohad/'],
  ['job page', `/en/karjaar/tookoht/${texts.en.jobs[currentJobKeys[0]!]!.slug}/`],
  ['contacts', '/kontaktid-tartu/'],
  ['404', '/en/missing-page/'],
  ['client-only page', '/ru/ostukorv/'],
] as const;

for (const [name, path] of pageTypes) {
  test(`axe finds no serious or critical violation on the ${name}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// The home page, a product page and a job page (the content and the job templates).
for (const staticPage of ['/', '/kaskokindlustus-dev/', '/en/karjaar/tookoht/insurance-advisor/']) {
  test(`a static page loads no provider API client (Apollo comes with the flows that use it): ${staticPage}`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await openInteractive(page, staticPage);
    expect(scripts.length).toBeGreaterThan(2);
    const packages = new Set<string>();
    for (const script of [...scripts]) {
      // The build writes a source map beside each script: what went into it.
      const map = (await (await page.request.get(`${script}.map`)).json()) as { sources: string[] };
      for (const source of map.sources) {
        const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
        if (name) packages.add(name);
      }
    }
    expect(packages).toContain('react-dom');
    // graphql: the browser build takes it from @0no-co/graphql.web (site/gatsby/on-create-webpack-config.ts).
    expect([...packages].filter((name) => ['@apollo/client', 'graphql', '@0no-co/graphql.web', 'gql.tada', 'rxjs'].includes(name))).toEqual([]);
  });
}

test('the web font comes from the site, in the subsets the page language needs', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await openInteractive(page, '/en/kontaktid-tartu/');
  await expect.poll(() => fonts).toContain('/fonts/inter-latin-400-normal.woff2');
  // The language switcher's hidden "Русский" is read by screen readers only: no Cyrillic file for it.
  expect(fonts.filter((font) => font.includes('cyrillic'))).toEqual([]);
  await openInteractive(page, '/ru/kontaktid-tartu/');
  await expect.poll(() => fonts).toContain('/fonts/inter-cyrillic-400-normal.woff2');
  // Estonian text with Š and ž takes them from their own small file, not from the whole latin-ext one.
  await openInteractive(page, '/liikluskindlustus-dev/');
  await expect(page.locator('main')).toContainText('juhistaaž');
  await expect.poll(() => fonts).toContain('/fonts/inter-latin-ee-400-normal.woff2');
  expect(fonts.filter((font) => font.includes('latin-ext'))).toEqual([]);
  const file = await page.request.get('/fonts/inter-latin-ee-400-normal.woff2');
  expect(file.headers()['content-type']).toContain('font/woff2');
  expect((await file.body()).length).toBeLessThan(3000);
});
