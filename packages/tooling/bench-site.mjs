// Site figures: clean and incremental build times, and per page type the first-load JavaScript
// (gzip) and Lighthouse mobile scores. Runs against a freshly seeded CMS on a temporary database.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureChromium } from './lib/chromium.mjs';
import { startThrowawayCms } from './lib/cms-process.mjs';
import { bin, prepare } from './lib/prepare.mjs';
import { freePort, root, run, step } from './lib/run.mjs';
import { forgetOtherCms, siteBuildEnv, sitePublicDir } from './lib/site-build.mjs';
import { firstCurrentJob } from './lib/seed-content.mjs';
import { createSiteServer } from './lib/site-server.mjs';
import { firstLoadScripts, gzipBytes, namedChunkScripts, packagesIn } from './lib/site-js.mjs';
import { startSampleQuote } from './lib/sample-quote.mjs';

const siteDir = path.join(root, 'site');
const require = createRequire(path.join(siteDir, 'package.json'));
/** Lighthouse runs per page: its scores vary from run to run, so the table shows the median (the lower middle for an even count) and the range. */
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * BENCH_SITE_LIGHTHOUSE=off prints the first-load JavaScript only: one build (not timed against an incremental one) and no Lighthouse run. The byte
 * sizes do not depend on the machine's speed or load, so they compare while other work runs.
 */
const lighthouseOn = process.env.BENCH_SITE_LIGHTHOUSE !== 'off';
/** LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (JSON), to read what a score is made of. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
/** LIGHTHOUSE_PAGES=offers,cart measures only the page types whose names contain one of those words (all by default). */
const pageFilter = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').map((word) => word.trim()).filter(Boolean) : null;
const measured = ([name]) => !pageFilter || pageFilter.some((word) => name.includes(word));
// Issue 42's targets: performance 98 on static pages and 95 on client pages, 80 and 120 kB of first-load JavaScript.
const targets = { performance: 98, clientPerformance: 95, accessibility: 100, 'best-practices': 100, seo: 100, firstLoadKb: 80, clientRouteKb: 120 };

const pageTypes = [
  ['home', '/'],
  // Every outside script's id is set (the sandbox ids the CMS seeds); with consent they load after the first load.
  ['home, consent given', '/', { consent: true }],
  ['product landing', '/kaskokindlustus-dev/'],
  ['traffic FAQ', '/liikluskindlustus-kkk-dev/'],
  ['careers list', '/karjaar/vabad-tookohad/'],
  ['job page', `/en/karjaar/tookoht/${firstCurrentJob('en').slug}/`],
  ['contacts', '/kontaktid-tartu/'],
  ['quote form', '/liikluskindlustus-dev/'],
  // Answered with the status 404, as a visitor gets it: Lighthouse scores such a page only when told to. It stays out of
  // search (noindex) and the browser logs its status as an error of the page.
  ['404', '/en/no-such-page/', { errorStatus: true, onPurpose: ['is-crawlable', 'http-status-code', 'errors-in-console'] }],
];

/** Client-only pages: their shell's first load plus the lazily loaded flow and API client they need at once. */
const clientPageTypes = (quote) => [
  // Lighthouse starts each run with an empty tab: the quote id comes by the address, which the page moves into the tab.
  // They stay out of search (noindex; careers-and-seo.md keeps client-only pages out of the index).
  ['offers (client)', `/kaskokindlustus-dev/pakkumine/?quote=${quote.id}`, ['offers-list', 'quote-api'], { onPurpose: ['is-crawlable'] }],
  ['offer (client)', `/liikluskindlustus-dev/pakkumine/${quote.offerId}/`, ['offer-page', 'quote-api'], { onPurpose: ['is-crawlable'] }],
  // As a visitor who has not logged in sees them: the empty cart, and the policies page asking for a login.
  ['cart (client)', '/ostukorv/', ['cart-page', 'account-api'], { onPurpose: ['is-crawlable'] }],
  ['policies (client)', '/ise-dev/poliisid/', ['account-api'], { onPurpose: ['is-crawlable'] }],
];

/**
 * How to tell that an audit a page type names in `onPurpose` failed for that reason only, and what the table says:
 * a noindex page is kept out by its own robots meta tag (not robots.txt or a header), and a page answered with an error
 * status has that status logged by the browser as an error of the document itself (and nothing else logged).
 */
const onPurposeChecks = {
  'is-crawlable': (audit) => audit.details?.items?.every((item) => item.source?.type !== 'node' || /noindex/.test(item.source.snippet ?? '')) &&
    audit.details.items.some((item) => item.source?.type === 'node') && 'noindex',
  'http-status-code': () => 'error status',
  'errors-in-console': (audit, report) => audit.details?.items?.every((item) => item.source === 'network' && item.sourceLocation?.url === report.mainDocumentUrl) &&
    'its own status logged',
};

/**
 * What a page loses a category's score to on purpose (the audits its type names, each checked), when it loses it to
 * nothing else: '' when it passes every audit or fails one it does not name.
 */
function lostOnPurpose(reports, category, onPurpose = []) {
  const reasons = new Set();
  for (const report of reports) {
    for (const ref of report.categories[category].auditRefs) {
      const audit = report.audits[ref.id];
      if (!(ref.weight > 0 && audit?.score !== null && audit?.score < 1)) continue;
      const reason = onPurpose.includes(ref.id) && onPurposeChecks[ref.id](audit, report);
      if (!reason) return '';
      reasons.add(reason);
    }
  }
  return reasons.size ? ` (${[...reasons].join(', ')})` : '';
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function timed(label, work) {
  const started = Date.now();
  await work();
  const seconds = (Date.now() - started) / 1000;
  console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * Gives the browser Lighthouse drives the cookie of a visitor who accepted everything, or none, and the
 * client cookie of the browser that asked for the sample quote (its offers are shown only to their owner).
 */
async function consentCookies(port, siteUrl, clientCookie) {
  const domain = new URL(siteUrl).hostname;
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const session = await browser.target().createCDPSession();
  return {
    consent: async (given) => {
      await session.send('Storage.clearCookies');
      // A __Host- cookie names no domain: it is set for the site's address, Secure (kept on http://localhost too).
      await session.send('Storage.setCookies', { cookies: [{ ...clientCookie, url: `${siteUrl}/`, path: '/', httpOnly: true, secure: clientCookie.name.startsWith('__Host-') }] });
      if (given) await session.send('Storage.setCookies', { cookies: [{ name: 'consent', value: 'v1.a1.m1.f1', domain, path: '/' }] });
    },
    close: () => browser.disconnect(),
  };
}

async function main() {
  await prepare();
  // Without Lighthouse no browser is needed: the byte sizes are read from the build and the served HTML.
  const chromePath = lighthouseOn ? await ensureChromium() : null;
  const sitePort = await freePort();
  const siteUrl = `http://localhost:${sitePort}`;
  // The site's own origin: the CMS refuses cookie-carrying writes from any other (the sample quote's polls carry its cookie).
  const { cms, env, dispose } = await startThrowawayCms({ CORS_ORIGINS: siteUrl, SITE_URL: siteUrl });
  const server = createSiteServer({ publicDir: sitePublicDir, cmsUrl: cms.url });
  try {
    const buildEnv = siteBuildEnv({ cmsUrl: cms.url, token: env.SITE_BUILD_TOKEN, siteUrl });
    step('Builds');
    await run(bin('gatsby'), ['clean'], { cwd: siteDir, env: buildEnv });
    await forgetOtherCms(cms.url, env.SITE_BUILD_TOKEN);
    const quiet = { cwd: siteDir, env: buildEnv, stdio: 'ignore' };
    const clean = await timed('clean build', () => run(bin('gatsby'), ['build'], quiet));
    const incremental = lighthouseOn ? await timed('incremental build (nothing changed)', () => run(bin('gatsby'), ['build'], quiet)) : null;
    rmSync(path.join(root, '.state', 'site-build.stamp'), { force: true });
    await new Promise((resolve) => server.listen(sitePort, resolve));

    step(lighthouseOn ? `Pages (Lighthouse mobile, simulated throttling, median of ${lighthouseRuns} runs)` : 'Pages (first-load JavaScript only: BENCH_SITE_LIGHTHOUSE=off)');
    const { default: lighthouse } = await import(require.resolve('lighthouse'));
    const chromeLauncher = require('chrome-launcher');
    const chrome = chromePath && await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const rows = [];
    const apolloIn = [];
    try {
      const quote = await startSampleQuote(siteUrl);
      const pages = [...pageTypes.map(([name, pagePath, options]) => [name, pagePath, [], options]), ...clientPageTypes(quote)].filter(measured);
      const cookies = chrome && await consentCookies(chrome.port, siteUrl, quote.clientCookie);
      for (const [name, pagePath, flowChunks, options] of pages) {
        // Lighthouse keeps cookies between runs: each page is measured as a visitor with or without a choice.
        await cookies?.consent(options?.consent === true);
        const html = await (await fetch(`${siteUrl}${pagePath}`)).text();
        const firstLoad = firstLoadScripts(html);
        if (!flowChunks.length && packagesIn(firstLoad).has('@apollo/client')) apolloIn.push(name);
        const js = { bytes: gzipBytes(new Set([...firstLoad, ...namedChunkScripts(...flowChunks)])) };
        const reports = [];
        for (let run = 0, retries = 0; lighthouseOn && run < lighthouseRuns; run++) {
          const result = await lighthouse(`${siteUrl}${pagePath}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            ignoreStatusCode: options?.errorStatus === true,
          });
          // Lighthouse's own trace sometimes fails (NO_NAVSTART, NO_FCP on a busy machine): that run is taken again, twice at most.
          const traceFailed = result.lhr.runtimeError && result.lhr.runtimeError.code !== 'ERRORED_DOCUMENT_REQUEST';
          if (traceFailed && retries++ < 2) run--;
          else {
            reports.push(result.lhr);
            if (reportsDir) writeFileSync(path.join(reportsDir, `${name.replace(/\W+/g, '-')}-${reports.length}.json`), JSON.stringify(result.lhr));
          }
        }
        // A page answered with an error status it was not told of has no scores.
        const scored = lighthouseOn && !reports.some((report) => report.runtimeError);
        const scores = (category) => reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100));
        const score = (category) => (scored ? median(scores(category)) : 'n/a');
        const performance = scores('performance');
        const audits = (id) => reports.map((report) => report.audits[id]?.numericValue ?? 0);
        const size = { 'page type': name, path: pagePath, 'first-load JS (kB gzip)': (js.bytes / 1024).toFixed(1) };
        rows.push(!lighthouseOn ? size : {
          ...size,
          performance: score('performance'),
          'performance range': scored ? `${Math.min(...performance)}–${Math.max(...performance)}` : 'n/a',
          // What the performance score is made of (medians), to see which page loses it where.
          'FCP s': scored ? (median(audits('first-contentful-paint')) / 1000).toFixed(2) : 'n/a',
          'LCP s': scored ? (median(audits('largest-contentful-paint')) / 1000).toFixed(2) : 'n/a',
          'TBT ms': scored ? Math.round(median(audits('total-blocking-time'))) : 'n/a',
          CLS: scored ? median(audits('cumulative-layout-shift')).toFixed(3) : 'n/a',
          accessibility: score('accessibility'),
          'best practices': scored ? `${score('best-practices')}${lostOnPurpose(reports, 'best-practices', options?.onPurpose)}` : 'n/a',
          seo: scored ? `${score('seo')}${lostOnPurpose(reports, 'seo', options?.onPurpose)}` : 'n/a',
        });
        console.log(`  ${name}: done`);
      }
      await cookies?.close();
    } finally {
      await chrome?.kill();
    }
    console.log('\nSite figures');
    console.table(rows);
    if (lighthouseOn) console.log(`clean build ${clean.toFixed(1)} s, incremental build ${incremental.toFixed(1)} s`);
    console.log(`@apollo/client in a static page's first-load JavaScript: ${apolloIn.length ? `YES (${apolloIn.join(', ')})` : 'none'} (from the source maps)`);
    const afterConsent = gzipBytes(new Set([...namedChunkScripts('consent-scripts')]));
    console.log(`with consent, after the first load: the script loaders ${(afterConsent / 1024).toFixed(1)} kB gzip, then the outside scripts themselves (here the sandbox stand-ins)`);
    console.log(`targets: performance ≥ ${targets.performance} on static pages, ≥ ${targets.clientPerformance} on client pages, accessibility, best practices and SEO ${targets.seo} (but for what a page fails on purpose, in brackets: noindex, the 404 page's status), first-load JS ≤ ${targets.firstLoadKb} kB gzip on static pages, ≤ ${targets.clientRouteKb} kB on client pages (with their flow and API client)`);
  } finally {
    server.close();
    await dispose();
  }
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
