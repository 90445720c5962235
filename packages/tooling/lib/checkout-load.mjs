import { createRequire } from 'node:module';
import path from 'node:path';
import { purchaseTimeoutMs } from './checkout-bench-options.mjs';
import { purchase, stepNames } from './checkout-steps.mjs';
import { root } from './run.mjs';

/** The home insurance quote every purchase asks for (each with an address of its own). */
export function homeQuoteInput() {
  const { sampleQuoteInputs, todayInTallinn } = createRequire(import.meta.url)(path.join(root, 'packages/domain'));
  return sampleQuoteInputs(todayInTallinn()).home;
}

/** Open loop: purchase i starts at its scheduled time, each as a customer of its own. */
export async function load(cluster, codes, firstCode, purchasesPerSecond, durationSeconds, label) {
  const input = homeQuoteInput();
  let turn = 0;
  const nextUrl = () => cluster.urls[turn++ % cluster.urls.length];
  const total = Math.round(purchasesPerSecond * durationSeconds);
  if (firstCode + total > codes.length) throw new Error('Not enough bench identities');
  const times = Object.fromEntries(stepNames.map((name) => [name, []]));
  const errors = new Map();
  const paidOffers = [];
  const started = performance.now();
  const running = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / purchasesPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const stepTimes = {};
    const attempt = purchase({ nextUrl, personalCode: codes[firstCode + index], address: `Pingi ${label}-${index + 1}, 51010 Tartu`, input, times: stepTimes });
    let timer;
    const deadline = new Promise((_, reject) => (timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { step: 'whole purchase' })), purchaseTimeoutMs)));
    running.push(
      Promise.race([attempt, deadline])
        .then((offerId) => paidOffers.push(offerId))
        .catch((error) => {
          const key = `${error.step ?? 'unknown'}: ${String(error.message).slice(0, 120)}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        })
        .finally(() => {
          clearTimeout(timer);
          // Steps that ended count, also in a purchase that failed or was given up later.
          for (const name of stepNames) if (stepTimes[name] !== undefined) times[name].push(stepTimes[name]);
        }),
    );
  }
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return { total, elapsed, times, errors, paidOffers };
}
