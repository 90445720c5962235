// Whole purchases at a steady rate (quote, confirm, cart, Smart-ID login, payment, the bank, the
// notification, the policy) against one CMS and against two CMS replicas on one PostgreSQL database
// (each request to the next replica in turn, as a round-robin load balancer), loopback only. Prints
// completed purchases per second, p50/p95/p99 of each step, the CPU time per purchase of the CMS processes,
// PostgreSQL, the sandboxes and this process, the errors, and checks in the database that each paid offer has
// exactly one policy and no order was flagged for a person. Then, on one CMS, the highest rate at which every
// purchase completes with p99 of every step at most 250 ms (short runs, bounded in time; `--no-rate-search`).
// The e-ID and bank sandboxes run in a process of their own (`npm run sandboxes`), as the outside services do
// in production, so the CMS's CPU is its own (`--sandboxes-in-process`: mounted in the CMS, as `npm start` does).
// `--per-step N` instead: N purchases one at a time against one CMS, with the CPU each step cost the CMS,
// PostgreSQL and the sandboxes, and what a bare request costs the CMS (the stack's floor under every step).
// It prints the load average first: figures from a machine busy with other work are not the product's.
// Usage: npm run bench:checkout [-- --rate 20 --seconds 20 --replicas 1|2 --cpu-profile <folder>
//   --no-rate-search --search-seconds 8 --search-budget 120 --sandboxes-in-process | --per-step 100]
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { makeBenchIdentities } from './lib/bench-identities.mjs';
import { onlyReplicas, p99LimitMs, perStepCount, perStepWarmup, rate, rateSearch, searchSeconds, seconds, warmupSeconds } from './lib/checkout-bench-options.mjs';
import { startCluster } from './lib/checkout-cluster.mjs';
import { load } from './lib/checkout-load.mjs';
import { perStep } from './lib/checkout-per-step.mjs';
import { searchRate } from './lib/checkout-rate-search.mjs';
import { mailsPerPolicy, report } from './lib/checkout-report.mjs';
import { closeConnections } from './lib/checkout-steps.mjs';
import { postgresReachable } from './lib/postgres-admin.mjs';
import { prepare } from './lib/prepare.mjs';
import { step } from './lib/run.mjs';

// Ctrl-C stops the CMS processes and drops the database, as the end of a run does.
let stopOnSignal = async () => {};
process.once('SIGINT', () => {
  console.log('\nInterrupted: stopping the CMS processes');
  stopOnSignal().finally(() => process.exit(130));
});

async function main() {
  const loadAverage = os.loadavg();
  console.log(`Load average before the bench: ${loadAverage.map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 minutes)`);
  const busy = loadAverage[0] > 1;
  if (busy) console.log(`WARNING: load average above 1: other work shares the ${os.cpus().length} cores, so these figures are not the product's alone`);
  await prepare();
  const work = mkdtempSync(path.join(tmpdir(), 'bench-checkout-'));
  try {
    if (process.argv.includes('--per-step') && !(perStepCount > 0)) throw new Error('--per-step takes the number of purchases, e.g. --per-step 100');
    if (perStepCount && onlyReplicas > 1) throw new Error('--per-step runs against one CMS');
    const perRun = perStepCount ? perStepCount + perStepWarmup : Math.round(rate * seconds) + Math.round(Math.min(rate, 5) * warmupSeconds);
    // The rate search's trials buy with the same customers again: enough of them for a trial well above the goal.
    const customers = Math.min(900, Math.max(perRun, !perStepCount && rateSearch ? 60 * searchSeconds : 0));
    const scenarios = (await postgresReachable())
      ? [['postgres', 1, 'One CMS on PostgreSQL'], ['postgres', 2, 'Two CMS replicas on one PostgreSQL']]
      : [['sqlite', 1, 'One CMS on SQLite (PostgreSQL not reachable at 127.0.0.1:5432: no replicas)']];
    if (onlyReplicas || perStepCount) scenarios.splice(0, scenarios.length, ...scenarios.filter(([, replicas]) => replicas === (onlyReplicas || 1)));
    if (!scenarios.length) throw new Error(`No setup with ${onlyReplicas} replicas: replicas need PostgreSQL at 127.0.0.1:5432`);
    // Each scenario has a database of its own: the same customers serve again.
    step(`Making ${customers} Smart-ID sandbox identities`);
    const codes = makeBenchIdentities(customers, work);
    for (const [kind, replicas, title] of scenarios) {
      let nextCode = 0;
      step(`${title}: starting`);
      const cluster = await startCluster(kind, replicas, work, work);
      stopOnSignal = cluster.stop;
      try {
        if (perStepCount) {
          await perStep(cluster, codes, perStepCount);
          continue;
        }
        step(`Warm-up: ${warmupSeconds} s at ${Math.min(rate, 5)}/s`);
        const warm = await load(cluster, codes, nextCode, Math.min(rate, 5), warmupSeconds, `w${replicas}`);
        nextCode += warm.total;
        step(`Load: ${rate} purchases a second for ${seconds} s`);
        const cpu = await cluster.watchCpu();
        const benchBefore = process.cpuUsage();
        const result = await load(cluster, codes, nextCode, rate, seconds, `r${replicas}`);
        const benchUsage = process.cpuUsage(benchBefore);
        result.cpu = { ...(await cpu.done()), bench: (benchUsage.user + benchUsage.system) / 1e6 };
        result.sandboxesApart = cluster.sandboxesApart;
        nextCode += result.total;
        // Issued by the notifications and returns still under way, or else by the sweep (HOUSEKEEPING_INTERVAL_MS).
        // A backlog may still be issuing: wait while it shrinks (at most a minute) before calling any lost.
        // Their e-mails are durable jobs after the notification: likewise while the ones still missing get fewer.
        const measured = (row) => !warm.paidOffers.includes(String(row.offer_id));
        const count = async () => {
          const counted = await cluster.countPolicies();
          const mails = mailsPerPolicy(counted.policyNumbers.filter(measured), cluster.mailSubjects());
          return { ...counted, mails, waiting: counted.unissued + mails.filter((n) => n === 0).length };
        };
        let counted = await count();
        for (let waited = 0, last = Infinity; counted.waiting && counted.waiting < last && waited < 60; waited += 5) {
          last = counted.waiting;
          await new Promise((resolve) => setTimeout(resolve, 5000));
          counted = await count();
        }
        report(title, result, { ...counted, policies: counted.policies.filter(measured) });
        if (rateSearch && replicas === 1) await searchRate(cluster, codes, result);
      } finally {
        closeConnections();
        await cluster.stop();
      }
    }
    if (!perStepCount) console.log(`\n  target        ${rate} purchases a second, p99 of each step at most ${p99LimitMs} ms, no lost or doubled policy or e-mail`);
    if (busy) console.log(`  WARNING: the load average was ${loadAverage[0].toFixed(2)} before the bench (above 1): not figures for a note`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
