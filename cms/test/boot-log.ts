import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'fs';
import path from 'path';

/**
 * Every CMS start of a jest run, one JSON line each in the run's folder (global-setup.ts's CMS_SHARED_DIR):
 * the suite that asked for it, how long it took to become healthy and its phases (boot-phases.cjs). The run's
 * end prints the sums (global-teardown.ts), so a change to how suites share CMSs shows in boots, not only in
 * wall time, and a change to what a boot does shows in its phase.
 */
export interface BootPhases {
  /** From the spawn until the preloaded test build ran (Node's own start). */
  readonly node?: number;
  /** Loading Strapi's and the CMS's modules and configuration, until Strapi's register. */
  readonly load?: number;
  readonly register?: number;
  /** Strapi's bootstrap in all: the next four and its own steps (the content types' store, middlewares, routes). */
  readonly bootstrap?: number;
  /** Connecting to the database. */
  readonly dbInit?: number;
  /** The migrations and the schema's sync (a new database gets every table here). */
  readonly schema?: number;
  /** The plugins' bootstraps (admin, users and permissions, GraphQL…). */
  readonly plugins?: number;
  /** The CMS's capabilities' bootstraps and starts (cms/src/index.ts). */
  readonly capabilities?: number;
  /** Each capability's share of it (the seed is `content`), from 0.05 s. */
  readonly capability?: Readonly<Record<string, number>>;
  readonly listen?: number;
  /** The CMS process's CPU time until it listened: what the boot cost, whatever else the machine ran meanwhile. */
  readonly cpu?: number;
}

interface StartEntry {
  readonly kind?: 'start';
  readonly suite: string;
  readonly seconds: number;
  readonly phases?: BootPhases;
  /** Why the start was made when not for the suite's tests (e.g. a template database's first start). */
  readonly purpose?: string;
}

/** The work around the starts: a boot's new database made (a copy of a template or empty), a CMS stopped, a database dropped. */
interface AroundEntry {
  readonly kind: 'database' | 'stop' | 'drop';
  readonly suite: string;
  readonly seconds: number;
  readonly copy?: boolean;
}

type BootEntry = StartEntry | AroundEntry;

const logFile = (dir: string) => path.join(dir, 'boots.jsonl');

/** The test file running in this jest worker, when there is one. */
function currentSuite(): string {
  const state = (globalThis as { expect?: { getState?: () => { testPath?: string } } }).expect?.getState?.();
  return state?.testPath ? path.basename(state.testPath) : 'outside a suite';
}

function append(entry: BootEntry) {
  const dir = process.env.CMS_SHARED_DIR;
  if (dir) appendFileSync(logFile(dir), `${JSON.stringify(entry)}\n`);
}

export function recordBoot(seconds: number, phases?: BootPhases, purpose?: string) {
  append({ suite: currentSuite(), seconds, ...(phases ? { phases } : {}), ...(purpose ? { purpose } : {}) });
}

export function recordAround(kind: AroundEntry['kind'], seconds: number, copy?: boolean) {
  append({ kind, suite: currentSuite(), seconds, ...(copy === undefined ? {} : { copy }) });
}

/** Copies the run's log (one JSON line per start, database made, stop or drop) to `file`. */
export function keepBootLog(dir: string, file: string) {
  if (existsSync(logFile(dir))) copyFileSync(logFile(dir), file);
}

const isStart = (entry: BootEntry): entry is StartEntry => !entry.kind || entry.kind === 'start';
const sumOf = <T>(items: readonly T[], read: (item: T) => number | undefined) => items.reduce((total, item) => total + (read(item) ?? 0), 0);
const secondsText = (seconds: number) => `${seconds.toFixed(1)} s`;

/** "CMS starts: N in T s", the suites that started the most with their schema syncs and seeding, and the starts' phases. */
export function bootSummary(dir: string): string {
  if (!existsSync(logFile(dir))) return 'CMS starts: none';
  const entries = readFileSync(logFile(dir), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BootEntry);
  const starts = entries.filter(isStart);
  const perSuite = new Map<string, StartEntry[]>();
  for (const entry of starts) perSuite.set(entry.suite, [...(perSuite.get(entry.suite) ?? []), entry]);
  const lines = [...perSuite].map(([suite, own]) => ({ suite, own, seconds: sumOf(own, (entry) => entry.seconds) }))
    .sort((a, b) => b.seconds - a.seconds)
    .map(({ suite, own, seconds }) => `  ${suite.padEnd(40)} ${String(own.length).padStart(3)} ${seconds.toFixed(1).padStart(7)} s`
      + `  (schema ${secondsText(sumOf(own, (entry) => entry.phases?.schema))}, seed ${secondsText(sumOf(own, (entry) => entry.phases?.capability?.content))}, CPU ${secondsText(sumOf(own, (entry) => entry.phases?.cpu))})`);
  const purposes = starts.filter((entry) => entry.purpose).map((entry) => `${entry.purpose} ${secondsText(entry.seconds)} (${entry.suite})`);
  return [`CMS starts: ${starts.length}, ${secondsText(sumOf(starts, (entry) => entry.seconds))} until healthy in all`, ...lines,
    ...(purposes.length ? [`  of them, not for a suite's tests: ${purposes.join(', ')}`] : []), phaseSummary(starts), aroundSummary(entries)].join('\n');
}

/** The databases made (copies of a template, or empty), the CMSs stopped and the databases dropped. */
function aroundSummary(entries: readonly BootEntry[]): string {
  const around = entries.filter((entry): entry is AroundEntry => !isStart(entry));
  const of = (kind: AroundEntry['kind']) => around.filter((entry) => entry.kind === kind);
  const made = of('database');
  const part = (kind: AroundEntry['kind'], name: string) => `${name} ${of(kind).length} in ${secondsText(sumOf(of(kind), (entry) => entry.seconds))}`;
  return `  around them: ${part('database', 'databases made')} (${made.filter((entry) => entry.copy).length} copies of a template), ${part('stop', 'CMS stops')}, ${part('drop', 'databases dropped')}`;
}

const mainPhases = ['node', 'load', 'register', 'dbInit', 'schema', 'plugins', 'capabilities', 'listen'] as const;

/** Where the starts' seconds went, summed over the run: Strapi's steps, then the costliest capabilities. */
function phaseSummary(starts: readonly StartEntry[]): string {
  const timed = starts.filter((entry) => entry.phases);
  if (!timed.length) return '  (no boot phases recorded)';
  const sum = (read: (phases: BootPhases) => number | undefined) => sumOf(timed, (entry) => read(entry.phases!));
  const strapiOwn = sum((p) => (p.bootstrap ?? 0) - (p.dbInit ?? 0) - (p.schema ?? 0) - (p.plugins ?? 0) - (p.capabilities ?? 0));
  const measured = sumOf(timed, (entry) => entry.seconds);
  const accounted = sum((p) => (p.node ?? 0) + (p.load ?? 0) + (p.register ?? 0) + (p.bootstrap ?? 0) + (p.listen ?? 0));
  const parts = [...mainPhases.map((name) => [name, sum((p) => p[name] as number | undefined)] as const),
    ['bootstrap other', strapiOwn] as const, ['until /_health answered', measured - accounted] as const];
  const capabilityTotals = new Map<string, number>();
  for (const entry of timed) {
    for (const [name, seconds] of Object.entries(entry.phases!.capability ?? {})) capabilityTotals.set(name, (capabilityTotals.get(name) ?? 0) + seconds);
  }
  const costliest = [...capabilityTotals].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return [`  phases of ${timed.length} starts: ${parts.map(([name, seconds]) => `${name} ${secondsText(seconds)}`).join(', ')}; CPU ${secondsText(sum((p) => p.cpu))}`,
    `  capabilities, costliest: ${costliest.map(([name, seconds]) => `${name} ${secondsText(seconds)}`).join(', ')}`].join('\n');
}
