// The command line of `npm run bench:checkout` (see bench-checkout.mjs for the usage).
const textOption = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
};
const option = (name, fallback) => (textOption(name) === undefined ? fallback : Number(textOption(name)));
export const rate = option('rate', 20);
/** Only this many replicas (1 or 2) instead of both scenarios. */
export const onlyReplicas = option('replicas', 0);
/** Each CMS writes a V8 CPU profile into this folder when it stops (open it in Chrome's DevTools). */
export const cpuProfileDir = textOption('cpu-profile');
export const seconds = option('seconds', 20);
/** This many purchases one at a time, with the CPU of each step, instead of the load scenarios. */
export const perStepCount = option('per-step', 0);
export const perStepWarmup = 20;
export const rateSearch = !process.argv.includes('--no-rate-search');
/** Each trial of the rate search lasts this long; the whole search stops starting trials after the budget. */
export const searchSeconds = option('search-seconds', 8);
export const searchBudgetSeconds = option('search-budget', 120);
export const p99LimitMs = 250;
export const sandboxesInProcess = process.argv.includes('--sandboxes-in-process');
export const warmupSeconds = 3;
export const purchaseTimeoutMs = 30_000;
