// What each test file of a jest run cost, read from its `--json` report: the whole file, the part spent in
// its tests, and the rest (booting its CMS, beforeAll/afterAll, loading). `node suite-times.mjs <report.json>`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Per test file: seconds in all, in its tests, and outside them; slowest first. */
export function suiteTimes(reportFile) {
  const { testResults } = JSON.parse(readFileSync(reportFile, 'utf8'));
  return testResults
    .map((result) => {
      const whole = (result.endTime - result.startTime) / 1000;
      const inTests = result.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0) / 1000;
      return { file: path.basename(result.name), whole, inTests, outside: Math.max(0, whole - inTests), tests: result.assertionResults.length };
    })
    .sort((a, b) => b.whole - a.whole);
}

export const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;

/** Prints the `limit` slowest files and the sums over all of them. */
export function printSuiteTimes(title, reportFile, limit = 10) {
  const times = suiteTimes(reportFile);
  const sum = (key) => times.reduce((total, entry) => total + entry[key], 0);
  console.log(`\n${title}: ${times.length} files, ${seconds(sum('whole')).trim()} in all = ${seconds(sum('inTests')).trim()} in tests + ${seconds(sum('outside')).trim()} outside them (CMS boots, beforeAll/afterAll)`);
  console.log(`  ${'file'.padEnd(40)} ${'whole'.padStart(9)} ${'in tests'.padStart(9)} ${'outside'.padStart(9)}  tests`);
  for (const entry of times.slice(0, limit)) {
    console.log(`  ${entry.file.padEnd(40)} ${seconds(entry.whole)} ${seconds(entry.inTests)} ${seconds(entry.outside)}  ${entry.tests}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) printSuiteTimes(file, file, Infinity);
}
