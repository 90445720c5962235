// Runs every test of every workspace, quickest first, and exits non-zero on any failure:
// unit tests, the CMS API tests (real Strapi on SQLite and PostgreSQL), then the browser tests
// against a site built from a freshly seeded CMS. The last line is the total: "tests: N passed, N failed".
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBrowserTests } from './lib/browser-tests.mjs';
import { bin, prepare } from './lib/prepare.mjs';
import { root, run, step } from './lib/run.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'test-report-'));
const totals = { passed: 0, failed: 0 };
const failedSuites = [];

async function suite(name, runSuite, readCounts) {
  step(`Tests: ${name}`);
  let failed = false;
  try {
    await runSuite();
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
  return suite(name, () => run(bin('jest'), ['--config', config, ...extraArgs, '--json', `--outputFile=${report}`]), () => {
    if (!existsSync(report)) return null;
    const result = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: result.numPassedTests, failed: result.numFailedTests + result.numRuntimeErrorTestSuites };
  });
}

async function browserTests() {
  const report = path.join(reportDir, 'e2e.json');
  await suite('e2e', () => runBrowserTests({ reportFile: report }), () => {
    if (!existsSync(report)) return null;
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  });
}

/** Strict TypeScript across the CMS and the site (the shared packages compile in prepare). */
async function typecheck() {
  step('Type check: cms, site');
  const failures = [];
  for (const project of ['cms', 'cms/tsconfig.tests.json', 'cms/src/admin', 'site']) {
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
