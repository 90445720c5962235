// Runs every test of every workspace, quickest first, and exits non-zero on any failure.
// The last line is the total: "tests: N passed, N failed".
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, prepare } from './lib/prepare.mjs';
import { root, run, step } from './lib/run.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'test-report-'));
const totals = { passed: 0, failed: 0 };
const failedSuites = [];

async function jest(name, args) {
  step(`Tests: ${name}`);
  const report = path.join(reportDir, `${name}.json`);
  let failed = false;
  try {
    await run(bin('jest'), [...args, '--json', `--outputFile=${report}`]);
  } catch {
    failed = true;
  }
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    failed ||= !result.success;
  } else if (failed) {
    totals.failed += 1;
  }
  if (failed) failedSuites.push(name);
}

async function main() {
  await prepare();
  await jest('unit', ['--config', path.join(root, 'packages/tooling/jest.unit.config.js')]);
  await jest('cms-api', ['--config', path.join(root, 'cms/jest.config.js'), '--runInBand']);

  if (failedSuites.length) console.log(`\nFailed: ${failedSuites.join(', ')}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedSuites.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message ?? error);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
