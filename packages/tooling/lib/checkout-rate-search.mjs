import { p99LimitMs, rate, searchBudgetSeconds, searchSeconds } from './checkout-bench-options.mjs';
import { load } from './checkout-load.mjs';
import { stepNames } from './checkout-steps.mjs';
import { percentile } from './percentile.mjs';
import { step } from './run.mjs';

/** The goal's test of a run: every purchase completed, without errors, and p99 of every step at most 250 ms. */
export const holds = (result) => result.paidOffers.length === result.total && !result.errors.size
  && stepNames.every((name) => percentile(result.times[name], 99) <= p99LimitMs);

/**
 * The highest whole rate at which `holds` (short runs of `searchSeconds` on the warm cluster, the same customers
 * again, each buying another home): upwards by half again from the last rate that held, then halving the gap
 * to the lowest that failed; no trial starts after `searchBudgetSeconds`.
 */
export async function searchRate(cluster, codes, first) {
  const deadline = performance.now() + searchBudgetSeconds * 1000;
  const maxRate = Math.floor(codes.length / searchSeconds);
  let good = holds(first) ? rate : 0;
  let bad = holds(first) ? Infinity : rate;
  step(`Rate search: ${searchSeconds} s trials for at most ${searchBudgetSeconds} s (${rate}/s ${good ? 'held' : 'did not hold'})`);
  for (let trial = 0; performance.now() < deadline; trial += 1) {
    const next = bad === Infinity ? Math.min(maxRate, Math.max(good + 1, Math.round(good * 1.5))) : Math.floor((good + bad) / 2);
    if (next <= good || next >= bad) break;
    const result = await load(cluster, codes, 0, next, searchSeconds, `s${trial}`);
    const worst = stepNames.reduce((top, name) => (percentile(result.times[name], 99) > percentile(result.times[top], 99) ? name : top), stepNames[0]);
    console.log(`  ${String(next).padStart(4)}/s: ${result.paidOffers.length} of ${result.total} completed, errors ${result.errors.size ? [...result.errors.values()].reduce((a, b) => a + b, 0) : 0}, worst p99 ${percentile(result.times[worst], 99).toFixed(0)} ms (${worst}): ${holds(result) ? 'holds' : 'fails'}`);
    if (holds(result)) good = next; else bad = next;
    // The issuing and e-mail of the last purchases finish before the next trial begins.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const exact = bad === good + 1;
  console.log(`  highest rate   ${good ? `${good} purchases a second` : 'none'} with every purchase completed and p99 of every step at most ${p99LimitMs} ms${exact ? '' : ` (search stopped: ${bad === Infinity ? `not tried above ${Math.max(good, rate)}/s` : `between ${good} and ${bad}/s`})`}`);
}
