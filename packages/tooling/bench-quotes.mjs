// Quote endpoint figures: a steady open-loop load on requestQuote (a new traffic quote from three
// sandbox insurers each time, stored in SQLite) and the latency percentiles it gets.
// Usage: npm run bench:quotes [-- --rate 200 --seconds 20]
import path from 'node:path';
import { createRequire } from 'node:module';
import { startThrowawayCms } from './lib/cms-process.mjs';
import { prepare } from './lib/prepare.mjs';
import { root, step } from './lib/run.mjs';
import { percentile } from './lib/percentile.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? Number(process.argv[index + 1]) : fallback;
};
const rate = option('rate', 200);
const seconds = option('seconds', 20);
const warmupSeconds = 3;

const query = `mutation($input: JSON!) { requestQuote(form: "traffic", input: $input) { quote { id offers { id premium } } rejection { code } } }`;
// The domain package is compiled by prepare(); loaded after it.
const input = () => {
  const { sampleQuoteInputs, todayInTallinn } = createRequire(import.meta.url)(path.join(root, 'packages/domain'));
  return sampleQuoteInputs(todayInTallinn()).traffic;
};

async function load(url, requestsPerSecond, durationSeconds) {
  const body = JSON.stringify({ query, variables: { input: input() } });
  const latencies = [];
  let failures = 0;
  const total = Math.round(requestsPerSecond * durationSeconds);
  const started = performance.now();
  const inFlight = [];
  for (let index = 0; index < total; index += 1) {
    // Open loop: each request leaves at its scheduled time, however slow the earlier ones are.
    const due = started + (index * 1000) / requestsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (response) => {
          const result = await response.json();
          if (!result.data?.requestQuote?.quote) failures += 1;
          // Latency from the scheduled start: queueing in the client counts too.
          latencies.push(performance.now() - due);
        })
        .catch(() => {
          failures += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { total, failures, elapsed, latencies };
}

async function main() {
  await prepare();
  step('Starting a CMS on a fresh SQLite database');
  const { cms, dispose } = await startThrowawayCms({ SEED: 'false', QUOTE_RATE_BURST: '1000000', QUOTE_RATE_PER_MINUTE: '1000000', QUOTE_GLOBAL_RATE_BURST: '1000000', QUOTE_GLOBAL_RATE_PER_MINUTE: '1000000' });
  try {
    const url = `${cms.url}/api/graphql`;
    step(`Warm-up: ${warmupSeconds} s at ${Math.min(rate, 50)}/s`);
    await load(url, Math.min(rate, 50), warmupSeconds);
    step(`Load: ${rate} quote requests a second for ${seconds} s`);
    const { total, failures, elapsed, latencies } = await load(url, rate, seconds);
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(`
Quote endpoint (requestQuote, traffic, 3 sandbox insurers, SQLite)
  requests      ${total} in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(1)} per second (target rate ${rate}/s), failures ${failures}
  latency       p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   p99 ${ms(percentile(latencies, 99))}   max ${ms(latencies[latencies.length - 1])}
  target        p99 ≤ 50 ms at 200 requests a second`);
  } finally {
    await dispose();
  }
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
