// The customer's wait in the traffic flow, in a real Chromium against the built site and the sandbox
// insurers: from typing the plate to the vehicle card, and from "Get offers" to the first offer on
// screen. Each run is a new visitor (empty cache), so the form's code and the API client load in it.
// Each wait is split by the page's own requests into code fetched inside it, the API's answers, render
// (after the last answer) and the rest. The same visitors run again under Lighthouse's mobile
// throttling (4× slower CPU, slow 4G). It also prints when each visitor's page became interactive (from its
// navigation): work moved ahead of the first keystroke would show there.
// Options: -- --runs 20 (default) --throttled-runs <runs> (default: as --runs; 0 skips them)
// --timeline (each run's requests inside each wait, in ms from its start) --reading-ms <ms> (default 0:
// the visitor types the moment the page is interactive; a real one first reads the page for a while, which
// is when the form's code loads once the form is near view).
import { createRequire } from 'node:module';
import path from 'node:path';
import { cpus, loadavg, totalmem } from 'node:os';
import { ensureChromium } from './lib/chromium.mjs';
import { prepare } from './lib/prepare.mjs';
import { root, step } from './lib/run.mjs';
import { startThrowawaySite } from './lib/throwaway-site.mjs';
import { percentile } from './lib/percentile.mjs';
import { recordRequests, splitWait } from './lib/quote-flow-trace.mjs';
import { throttleLikeLighthouseMobile } from './lib/mobile-throttling.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = option('--runs', 20);
const throttledRuns = option('--throttled-runs', runs);
const timeline = process.argv.includes('--timeline');
const readingMs = option('--reading-ms', 0);
const { chromium } = createRequire(path.join(root, 'site', 'package.json'))('@playwright/test');

/**
 * When an element (with the text, if given) is first visible, by the page's clock, checked on every
 * animation frame: just before the frame that paints it. Playwright's own waitFor checks 0, 20, 50, 100,
 * 100, then every 500 ms, which would add up to half a second to a wait.
 */
async function shownAt(page, selector, text = '') {
  const handle = await page.waitForFunction(
    ([selector, text]) => {
      const shown = [...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text) && element.checkVisibility());
      return shown ? Date.now() : false;
    },
    [selector, text],
    { polling: 'raf', timeout: 30_000 },
  );
  return handle.jsonValue();
}

/** One new visitor: the plate's wait and the first offer's wait, each split. */
async function visit(browser, siteUrl, throttled) {
  // The protocol's throttling slows the page's own requests only: a service worker's would bypass the slow link
  // (the previous main's worker, registered as the page started, fetched the form's code for it unthrottled), so
  // a throttled visitor has none. Unthrottled visitors keep theirs as a first visit has it (registered a few seconds
  // after the page's load, site/src/app/service-worker-timing.ts: with --reading-ms 4000 it installs while they type).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: throttled ? 'block' : 'allow' });
  try {
    const page = await context.newPage();
    if (throttled) await throttleLikeLighthouseMobile(page);
    const requests = recordRequests(page);
    // When the page became interactive (gatsby-browser marks the body), by the page's clock from its navigation: what
    // the page's own loading costs, so that no work moved ahead of the visitor's first keystroke goes unseen.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        if (document.body?.dataset.hydrated !== 'true') return;
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
    });
    await page.goto(`${siteUrl}/liikluskindlustus-dev/`);
    await page.locator('body[data-hydrated="true"]').waitFor();
    const interactive = Math.round(await page.evaluate(() => window.__hydratedAt));
    if (readingMs > 0) await page.waitForTimeout(readingMs);
    const form = page.locator('[data-quote-form="traffic"]');
    // Each wait starts as the visitor acts, and whatever the page is still busy with then is waited for too: the
    // plate's as the cursor goes into the field and the plate is typed at once (one insertion); the button's as
    // it is scrolled to and clicked at its centre. Playwright's fill and click would first check the element in
    // round trips of their own (visible, enabled; for a click also stable over two animation frames): the test
    // driver's time, which no visitor spends, so the actions here take as few round trips as the driver allows.
    let started = Date.now();
    await form.locator('input[name="plate"]').focus();
    await page.keyboard.insertText('123 ABC');
    const lookup = [started, await shownAt(page, '[data-testid="vehicle-card"]', 'Toyota')];
    await form.locator('input[name="policyholderCode"]').fill('30303039914');
    const button = form.locator('button[type="submit"]');
    started = Date.now();
    await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await button.boundingBox();
    if (!box) throw new Error('The "Get offers" button is not shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const firstOffer = [started, await shownAt(page, '[data-testid="offer-card"]')];
    // The last answers' "requestfinished" may come a moment after the screen changed.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(50);
    return { interactive, lookup: splitWait(requests, ...lookup), firstOffer: splitWait(requests, ...firstOffer) };
  } finally {
    await context.close();
  }
}

const sortedOf = (values) => [...values].sort((a, b) => a - b);
const row = (values) => {
  const sorted = sortedOf(values);
  return `p50 ${percentile(sorted, 50)} ms   p75 ${percentile(sorted, 75)} ms   p95 ${percentile(sorted, 95)} ms   max ${Math.max(...values)} ms`;
};
const median = (values) => percentile(sortedOf(values), 50);
const split = (waits) =>
  `medians: request ${median(waits.map((w) => w.request))} ms · waiting for code ${median(waits.map((w) => w.code))} ms (${median(waits.map((w) => w.scripts))} scripts) · render ${median(waits.map((w) => w.render))} ms · other ${median(waits.map((w) => w.other))} ms; API calls ${[...new Set(waits.map((w) => w.apiCalls.join('+')))].join(' | ')}`;

function report(title, visits, target) {
  const lookups = visits.map((visit) => visit.lookup);
  const offers = visits.map((visit) => visit.firstOffer);
  return `
${title}, ${visits.length} new visitors
  page opened → interactive         ${row(visits.map((visit) => visit.interactive))}
  plate typed → vehicle card        ${row(lookups.map((wait) => wait.total))}
      ${split(lookups)}
  "Get offers" → first offer shown  ${row(offers.map((wait) => wait.total))}
      ${split(offers)}${timeline ? visits.map((visit, index) => `\n  run ${index + 1}: plate: ${visit.lookup.timeline}\n         offer: ${visit.firstOffer.timeline}`).join('') : ''}
  ${target}`;
}

async function main() {
  await prepare();
  const executablePath = await ensureChromium();
  step('A freshly seeded CMS and the site built from it');
  const site = await startThrowawaySite({ quiet: true, cmsEnv: { QUOTE_RATE_BURST: '1000', QUOTE_RATE_PER_MINUTE: '1000', QUOTE_GLOBAL_RATE_BURST: '1000', QUOTE_GLOBAL_RATE_PER_MINUTE: '1000' } });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const plain = [];
  const throttled = [];
  try {
    step(`${runs} visitors ask for a motor liability price (phone viewport)`);
    for (let run = 0; run < runs; run++) plain.push(await visit(browser, site.siteUrl, false));
    step(`${throttledRuns} more under Lighthouse's mobile throttling (4× CPU, slow 4G)`);
    for (let run = 0; run < throttledRuns; run++) throttled.push(await visit(browser, site.siteUrl, true));
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(`\nTraffic quote flow in Chromium (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at the end)${readingMs > 0 ? `, each visitor reading the page ${readingMs} ms before typing` : ''}`);
  console.log(report('Unthrottled', plain, 'target: p75 of the vehicle card at most 200 ms, of the first offer at most 300 ms'));
  if (throttled.length) console.log(report('Lighthouse mobile throttling (4× slower CPU, slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up)', throttled, 'target: p75 of the first offer at most 1500 ms'));
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
