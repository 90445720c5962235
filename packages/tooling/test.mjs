// Runs every test of every workspace, quickest first, and exits non-zero on any failure:
// unit tests, the CMS API tests (real Strapi on SQLite and PostgreSQL), then the browser tests
// against a site built from a freshly seeded CMS. The last line is the total: "tests: N passed, N failed".
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { bin, prepare } from './lib/prepare.mjs';
import { root, run, step } from './lib/run.mjs';
import { startThrowawaySite } from './lib/throwaway-site.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'test-report-'));
const totals = { passed: 0, failed: 0 };
const failedSuites = [];

async function suite(name, command, args, options, readCounts) {
  step(`Tests: ${name}`);
  let failed = false;
  try {
    await run(command, args, options);
  } catch {
    failed = true;
  }
  const counts = readCounts();
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    failed ||= counts.failed > 0;
  } else if (failed) {
    totals.failed += 1;
  }
  if (failed) failedSuites.push(name);
}

function jest(name, config, extraArgs = []) {
  const report = path.join(reportDir, `${name}.json`);
  return suite(name, bin('jest'), ['--config', config, ...extraArgs, '--json', `--outputFile=${report}`], {}, () => {
    if (!existsSync(report)) return null;
    const result = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: result.numPassedTests, failed: result.numFailedTests + result.numRuntimeErrorTestSuites };
  });
}

async function browserTests() {
  const chromium = await ensureChromium();
  step('Browser tests: a freshly seeded CMS, the site built from it, rebuilt when content is published');
  const { cms, env, siteUrl, close } = await startThrowawaySite({
    cmsEnv: {
      // The browser tests sign in to the admin more often than its limit of 5 per 5 minutes allows.
      ADMIN_RATE_LIMIT: 'false',
      // The quote flows: a slow insurer (its offer arrives after the others) and offers that expire soon.
      SANDBOX_INSURER_DELAYS: 'emajoe:forestry-machine=1500',
      SANDBOX_OFFER_VALID_SECONDS: 'pohjala:employer-health=2',
      // The purchase flows: the demo identities log in more often than a person's limit allows; the bank
      // abandons an unfinished payment after seconds, not half an hour, and confirms a late one in 3 s.
      LOGIN_PERSON_RATE_BURST: '30',
      PAYMENT_SANDBOX_ABANDON_MS: '10000',
      PAYMENT_SANDBOX_CONFIRM_MS: '3000',
    },
  });
  try {
    const report = path.join(reportDir, 'e2e.json');
    await suite('e2e', bin('playwright'), ['test', '--reporter=list,json'], {
      cwd: path.join(root, 'site'),
      env: {
        ...process.env,
        E2E_BASE_URL: siteUrl,
        E2E_CMS_URL: cms.url,
        E2E_ADMIN_EMAIL: env.ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    }, () => {
      if (!existsSync(report)) return null;
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    });
  } finally {
    await close();
  }
}

/** Strict TypeScript across the CMS and the site (the shared packages compile in prepare). */
async function typecheck() {
  step('Type check: cms, site');
  const failures = [];
  for (const project of ['cms', 'cms/src/admin', 'site']) {
    try {
      await run(bin('tsc'), ['-p', project, '--noEmit']);
    } catch {
      failures.push(project);
    }
  }
  totals[failures.length ? 'failed' : 'passed'] += 1;
  if (failures.length) failedSuites.push(`typecheck (${failures.join(', ')})`);
}

async function main() {
  await prepare();
  await typecheck();
  await jest('unit', path.join(root, 'packages/tooling/jest.unit.config.js'));
  await jest('cms-api', path.join(root, 'cms/jest.config.js'), ['--runInBand']);
  await browserTests();

  if (failedSuites.length) console.log(`\nFailed: ${failedSuites.join(', ')}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedSuites.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error.stack ?? error);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
