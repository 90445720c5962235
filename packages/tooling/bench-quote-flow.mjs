// The customer's wait in the traffic flow, in a real Chromium against the built site and the sandbox
// insurers: from typing the plate to the vehicle card, and from "Get offers" to the first offer on
// screen. Each run is a new visitor (empty cache), so the form's code and the API client load in it.
// Option: -- --runs 20 (default).
import { createRequire } from 'node:module';
import path from 'node:path';
import { cpus, totalmem } from 'node:os';
import { ensureChromium } from './lib/chromium.mjs';
import { prepare } from './lib/prepare.mjs';
import { root, step } from './lib/run.mjs';
import { startThrowawaySite } from './lib/throwaway-site.mjs';
import { percentile } from './lib/percentile.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;
const { chromium } = createRequire(path.join(root, 'site', 'package.json'))('@playwright/test');

async function main() {
  await prepare();
  const executablePath = await ensureChromium();
  step('A freshly seeded CMS and the site built from it');
  const site = await startThrowawaySite({ quiet: true, cmsEnv: { QUOTE_RATE_BURST: '1000', QUOTE_RATE_PER_MINUTE: '1000', QUOTE_GLOBAL_RATE_BURST: '1000', QUOTE_GLOBAL_RATE_PER_MINUTE: '1000' } });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const lookups = [];
  const firstOffers = [];
  try {
    step(`${runs} visitors ask for a motor liability price (phone viewport)`);
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${site.siteUrl}/liikluskindlustus-dev/`);
      await page.locator('body[data-hydrated="true"]').waitFor();
      const form = page.locator('[data-quote-form="traffic"]');
      let started = Date.now();
      await form.locator('input[name="plate"]').fill('123 ABC');
      await page.getByTestId('vehicle-card').getByText('Toyota').waitFor();
      lookups.push(Date.now() - started);
      await form.locator('input[name="policyholderCode"]').fill('30303039914');
      started = Date.now();
      await form.locator('button[type="submit"]').click();
      await page.getByTestId('offer-card').first().waitFor();
      firstOffers.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const row = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50)} ms   p75 ${percentile(sorted, 75)} ms   p95 ${percentile(sorted, 95)} ms   max ${Math.max(...values)} ms`;
  };
  console.log(`
Traffic quote flow in Chromium (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB), ${runs} new visitors
  plate typed → vehicle card        ${row(lookups)}
  "Get offers" → first offer shown  ${row(firstOffers)}
  target: p75 of each at most 1000 ms (includes loading the form's code and the API client on first use)`);
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
