import { appendFileSync, existsSync, readFileSync } from 'fs';
import path from 'path';

/**
 * Every CMS start of a jest run, one JSON line each in the run's folder (global-setup.ts's CMS_SHARED_DIR):
 * the suite that asked for it and how long it took to become healthy. The run's end prints the sums
 * (global-teardown.ts), so a change to how suites share CMSs shows in boots, not only in wall time.
 */
interface BootEntry {
  readonly suite: string;
  readonly seconds: number;
}

const logFile = (dir: string) => path.join(dir, 'boots.jsonl');

/** The test file running in this jest worker, when there is one. */
function currentSuite(): string {
  const state = (globalThis as { expect?: { getState?: () => { testPath?: string } } }).expect?.getState?.();
  return state?.testPath ? path.basename(state.testPath) : 'outside a suite';
}

export function recordBoot(seconds: number) {
  const dir = process.env.CMS_SHARED_DIR;
  if (!dir) return;
  const entry: BootEntry = { suite: currentSuite(), seconds };
  appendFileSync(logFile(dir), `${JSON.stringify(entry)}\n`);
}

/** "CMS starts: N in T s", and the suites that started the most. */
export function bootSummary(dir: string): string {
  if (!existsSync(logFile(dir))) return 'CMS starts: none';
  const entries = readFileSync(logFile(dir), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BootEntry);
  const total = entries.reduce((sum, entry) => sum + entry.seconds, 0);
  const perSuite = new Map<string, { count: number; seconds: number }>();
  for (const entry of entries) {
    const suite = perSuite.get(entry.suite) ?? { count: 0, seconds: 0 };
    perSuite.set(entry.suite, { count: suite.count + 1, seconds: suite.seconds + entry.seconds });
  }
  const lines = [...perSuite].sort((a, b) => b[1].seconds - a[1].seconds)
    .map(([suite, { count, seconds }]) => `  ${suite.padEnd(40)} ${String(count).padStart(3)} ${seconds.toFixed(1).padStart(7)} s`);
  return [`CMS starts: ${entries.length}, ${total.toFixed(1)} s until healthy in all`, ...lines].join('\n');
}
