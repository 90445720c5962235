// Runs every test of every workspace, quickest first, and exits non-zero on any failure:
// the type check beside the unit tests, the CMS API tests (real Strapi) on SQLite beside PostgreSQL
// while the browser tests' site is built from a freshly seeded CMS, then the browser tests against it.
// It prints each stage's time, then the total as the last line: "tests: N passed, N failed".
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPlaywright, startBrowserSite } from './lib/browser-tests.mjs';
import { bin, prepare } from './lib/prepare.mjs';
import { root, run, runPrefixed, step } from './lib/run.mjs';
import { printSuiteTimes } from './lib/suite-times.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'test-report-'));
const totals = { passed: 0, failed: 0 };
const failedSuites = [];
/** Each stage's wall-clock time, in the order they ended. */
const stageTimes = [];

async function timed(name, work, note = '') {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stageTimes.push({ name, seconds: (performance.now() - started) / 1000, note });
  }
}

function printStageTimes(wholeSeconds) {
  const clock = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2)} s`;
  console.log('\nStage times (wall clock):');
  for (const { name, seconds, note } of stageTimes) console.log(`  ${name.padEnd(22)} ${clock(seconds).padStart(12)}${note ? `  (${note})` : ''}`);
  console.log(`  ${'whole'.padEnd(22)} ${clock(wholeSeconds).padStart(12)}`);
}

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

const jestReport = (name) => path.join(reportDir, `${name}.json`);

/** `prefix`: the run goes beside another one, each of its lines marked with it. */
function jest(name, config, extraArgs = [], { prefix, env } = {}) {
  const report = jestReport(name);
  const args = ['--config', config, ...extraArgs, '--json', `--outputFile=${report}`];
  const options = env ? { env: { ...process.env, ...env } } : {};
  return suite(name, () => (prefix ? runPrefixed(prefix, bin('jest'), args, options) : run(bin('jest'), args, options)), () => {
    if (!existsSync(report)) return null;
    const result = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: result.numPassedTests, failed: result.numFailedTests + result.numRuntimeErrorTestSuites };
  });
}

/** `startingSite`: the promise of startBrowserSite's site; the site is closed after the tests. */
async function browserTests(startingSite) {
  const report = path.join(reportDir, 'e2e.json');
  const runTests = async () => {
    const site = await startingSite.catch((error) => {
      console.error(`\nThe browser tests' site did not start: ${error.stack ?? error}`);
      throw error;
    });
    try {
      await runPlaywright(site, { reportFile: report });
    } finally {
      await site.close();
    }
  };
  await suite('e2e', runTests, () => {
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
      await runPrefixed('[tsc]', bin('tsc'), ['-p', project, '--noEmit']);
    } catch {
      failures.push(project);
    }
  }
  totals[failures.length ? 'failed' : 'passed'] += 1;
  if (failures.length) failedSuites.push(`typecheck (${failures.join(', ')})`);
}

/** As cms/test/databases.ts decides it, without its client: TEST_PG=off, or nothing listening, is no PostgreSQL. */
function postgresListening() {
  if (process.env.TEST_PG === 'off') return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = createConnection({ host: process.env.TEST_PG_HOST ?? '127.0.0.1', port: Number(process.env.TEST_PG_PORT ?? 5432) });
    socket.setTimeout(2000);
    const end = (listening) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => end(true));
    socket.once('error', () => end(false));
    socket.once('timeout', () => end(false));
  });
}

/**
 * One jest process per database, side by side (each boots one CMS at a time): the suites that run once,
 * on SQLite, go with the SQLite one (cms/jest.config.js). Then what each file cost.
 */
async function cmsApiTests() {
  const databases = [{ target: 'sqlite', name: 'SQLite' }];
  if (await postgresListening()) databases.push({ target: 'postgres', name: 'PostgreSQL' });
  else console.log('\nPostgreSQL not reachable: the CMS API tests run on SQLite only.');
  const beside = databases.length > 1;
  await Promise.all(databases.map(({ target, name }) => timed(`CMS API, ${name}`, () => jest(`cms-api-${target}`, path.join(root, 'cms/jest.config.js'), ['--runInBand'], {
    prefix: beside ? `[${target}]` : undefined,
    // Beside the other database and the browser tests' site build a boot takes longer (a seeded one on
    // PostgreSQL passed 120 s on a busy machine).
    env: { CMS_TEST_DATABASES: target, CMS_BOOT_TIMEOUT_MS: process.env.CMS_BOOT_TIMEOUT_MS || '300000' },
  }), beside ? 'beside the other database' : '')));
  for (const { target, name } of databases) {
    if (existsSync(jestReport(`cms-api-${target}`))) printSuiteTimes(`CMS API on ${name}, the slowest files`, jestReport(`cms-api-${target}`));
  }
}

async function main() {
  const started = performance.now();
  await timed('prepare', prepare);
  await Promise.all([
    timed('type check', typecheck, 'beside the unit tests'),
    timed('unit', () => jest('unit', path.join(root, 'packages/tooling/jest.unit.config.js'), [], { prefix: '[unit]' })),
  ]);
  // The browser tests' site (a seeded CMS, the Gatsby build, nginx) is made while the API tests run: they wait on
  // their CMSs much of the time, and the build takes minutes of the cores they leave.
  const startingSite = timed('browser site build', () => startBrowserSite({ prefix: '[site]' }), 'beside the CMS API tests');
  startingSite.catch(() => undefined);
  await cmsApiTests();
  await timed('browser', () => browserTests(startingSite), 'after the site build');

  printStageTimes((performance.now() - started) / 1000);
  if (failedSuites.length) console.log(`\nFailed: ${failedSuites.join(', ')}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedSuites.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error.stack ?? error);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
