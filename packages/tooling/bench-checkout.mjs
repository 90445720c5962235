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
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { makeBenchIdentities } from './lib/bench-identities.mjs';
import { startCms } from './lib/cms-process.mjs';
import { startSandboxProcess } from './lib/sandbox-process.mjs';
import { closeConnections, purchase, send, siteOrigin, stepNames } from './lib/checkout-steps.mjs';
import { freshCmsEnv } from './lib/env-file.mjs';
import { prepare } from './lib/prepare.mjs';
import { freePort, root, step } from './lib/run.mjs';
import { percentile } from './lib/percentile.mjs';

const textOption = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
};
const option = (name, fallback) => (textOption(name) === undefined ? fallback : Number(textOption(name)));
const rate = option('rate', 20);
/** Only this many replicas (1 or 2) instead of both scenarios. */
const onlyReplicas = option('replicas', 0);
/** Each CMS writes a V8 CPU profile into this folder when it stops (open it in Chrome's DevTools). */
const cpuProfileDir = textOption('cpu-profile');
const seconds = option('seconds', 20);
/** This many purchases one at a time, with the CPU of each step, instead of the load scenarios. */
const perStepCount = option('per-step', 0);
const perStepWarmup = 20;
const rateSearch = !process.argv.includes('--no-rate-search');
/** Each trial of the rate search lasts this long; the whole search stops starting trials after the budget. */
const searchSeconds = option('search-seconds', 8);
const searchBudgetSeconds = option('search-budget', 120);
const p99LimitMs = 250;
const sandboxesInProcess = process.argv.includes('--sandboxes-in-process');
const warmupSeconds = 3;
const purchaseTimeoutMs = 30_000;
const cmsRequire = createRequire(path.join(root, 'cms/package.json'));

/** A connection to the local PostgreSQL as its superuser (trust auth on these machines). */
async function adminClient(database = 'postgres') {
  const { Client } = cmsRequire('pg');
  const client = new Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database, connectionTimeoutMillis: 2000 });
  await client.connect();
  return client;
}

async function postgresReachable() {
  try {
    await (await adminClient()).end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql, database = 'postgres') {
  const client = await adminClient(database);
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds a process of this machine has used (user and system, from Linux's /proc in its 100 ticks a
 * second), 0 once it is gone. PostgreSQL's backends are counted so only when it runs here, as on these machines.
 */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** One CMS or several on one fresh database, and the sandboxes in a process of their own (or in the first CMS). */
async function startCluster(kind, replicas, identitiesDir, dataDir) {
  const database = `bench_checkout_${process.pid}_${replicas}`;
  const dbEnv = kind === 'postgres'
    ? { DATABASE_CLIENT: 'postgres', DATABASE_HOST: '127.0.0.1', DATABASE_PORT: '5432', DATABASE_NAME: database, DATABASE_USERNAME: 'postgres', DATABASE_PASSWORD: '' }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dataDir, `bench-${replicas}.db`) };
  if (kind === 'postgres') await adminQuery(`CREATE DATABASE ${database}`);
  const mailFolder = path.join(dataDir, `mail-${replicas}`);
  const base = freshCmsEnv({
    ...dbEnv,
    SEED: 'false',
    CORS_ORIGINS: 'http://localhost:8000',
    SITE_URL: 'http://localhost:8000',
    E_ID_SANDBOX_EXTRA_IDENTITIES: identitiesDir,
    E_ID_SANDBOX_DELAY_MS: '0',
    HOUSEKEEPING_INTERVAL_MS: '2000',
    // The bench sends the provider's notification itself (its own step): the sandbox bank sending another
    // would make two per payment, where the provider sends one.
    PAYMENT_SANDBOX_RETRY_MS: 'none',
    EMAIL_FOLDER: mailFolder,
    ...Object.fromEntries(['QUOTE', 'QUOTE_GLOBAL', 'LOGIN', 'LOGIN_GLOBAL', 'LOGIN_PERSON', 'PAYMENT'].flatMap((name) => [[`${name}_RATE_BURST`, '1000000'], [`${name}_RATE_PER_MINUTE`, '1000000']])),
  });
  const started = [];
  let sandboxes;
  const stop = async () => {
    for (const cms of started.reverse()) await cms.stop();
    await sandboxes?.stop();
    if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    if (!sandboxesInProcess) sandboxes = await startSandboxProcess(base);
    // One after the other: the first makes the schema.
    for (let index = 0; index < replicas; index += 1) {
      const port = String(await freePort());
      const env = {
        ...base,
        PORT: port,
        ...(sandboxes ? { SANDBOXES_IN_PROCESS: 'false', SANDBOX_URL: sandboxes.url } : index > 0 ? { SANDBOX_URL: started[0].url } : {}),
      };
      const nodeArgs = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [];
      started.push(await startCms(env, { quiet: true, nodeArgs }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const query = async (sql) => {
    if (kind === 'postgres') return adminQuery(sql, database);
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(dbEnv.DATABASE_FILENAME, { readonly: true });
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  };
  /** Policies per offer, and paid orders still without their policies (lost, once the sweeps had their turn). */
  const countPolicies = async () => ({
    policies: await query('SELECT offer_id, count(*) AS n FROM policies GROUP BY offer_id'),
    unissued: Number((await query("SELECT count(*) AS n FROM payment_orders WHERE status = 'PAID' AND policies_issued_at IS NULL"))[0].n),
    // Every customer buys a different home: a flag (e.g. objectAlreadyInsured, to be refunded) is a fault here.
    flagged: (await query('SELECT flag, count(*) AS n FROM payment_orders WHERE flag IS NOT NULL GROUP BY flag')).map((row) => `${row.n} ${row.flag}`).join(', ') || 'none',
  });
  const cmsSeconds = () => started.reduce((sum, cms) => sum + cpuSecondsOf(cms.child.pid), 0);
  const sandboxSeconds = () => (sandboxes ? cpuSecondsOf(sandboxes.child.pid) : 0);
  /**
   * `read()` answers the CPU seconds so far of the CMS processes, the sandboxes and this database's PostgreSQL backends,
   * which it lists at each reading through a connection of its own to another database (so not one of them):
   * a backend the pool closes keeps its last reading, one it opens counts from its start. `close()` ends it.
   */
  const cpuTotals = async () => {
    const client = kind === 'postgres' ? await adminClient() : null;
    const backends = new Map();
    return {
      read: async () => {
        const open = client ? (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).rows : [];
        for (const { pid } of open) backends.set(pid, Math.max(backends.get(pid) ?? 0, cpuSecondsOf(pid)));
        return { cms: cmsSeconds(), sandboxes: sandboxSeconds(), database: [...backends.values()].reduce((sum, seconds) => sum + seconds, 0) };
      },
      close: async () => client?.end(),
    };
  };
  /** Follows the CPU time of the CMS processes, the sandboxes and PostgreSQL from now until done() answers it in seconds (backends looked up twice a second). */
  const watchCpu = async () => {
    const totals = await cpuTotals();
    const before = await totals.read();
    let sampling = Promise.resolve();
    const timer = setInterval(() => { sampling = sampling.then(totals.read).catch(() => {}); }, 500);
    return {
      done: async () => {
        clearInterval(timer);
        await sampling;
        const after = await totals.read();
        await totals.close();
        return { cms: after.cms - before.cms, sandboxes: after.sandboxes - before.sandboxes, database: after.database - before.database };
      },
    };
  };
  /** Waits until the CMS has sent `count` e-mails in all (files in its mail folder). */
  const mailsSent = async (count) => {
    for (let waited = 0; !existsSync(mailFolder) || readdirSync(mailFolder).length < count; waited += 10) {
      if (waited >= 30_000) throw new Error(`E-mail ${count} was not written within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { kind, urls: started.map((cms) => cms.url), stop, countPolicies, watchCpu, cpuTotals, mailsSent, sandboxesApart: Boolean(sandboxes) };
}

/** The home insurance quote every purchase asks for (each with an address of its own). */
function homeQuoteInput() {
  const { sampleQuoteInputs, todayInTallinn } = createRequire(import.meta.url)(path.join(root, 'packages/domain'));
  return sampleQuoteInputs(todayInTallinn()).home;
}

/** Open loop: purchase i starts at its scheduled time, each as a customer of its own. */
async function load(cluster, codes, firstCode, purchasesPerSecond, durationSeconds, label) {
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

/**
 * Purchases one at a time (no queueing), the CPU of the CMS and PostgreSQL read after each step and after the
 * policy e-mail (started by the notification, waited for before the policy step); then the CMS's CPU for a bare
 * request (`/_health`) and an empty GraphQL one (`{ __typename }`), which every step pays before its own work.
 */
async function perStep(cluster, codes, count) {
  const input = homeQuoteInput();
  const rows = stepNames.flatMap((name) => (name === 'notification' ? [name, 'policy mail'] : [name]));
  const spent = Object.fromEntries(rows.map((name) => [name, { cms: 0, database: 0, sandboxes: 0 }]));
  const withDatabase = cluster.kind === 'postgres';
  const apart = cluster.sandboxesApart;
  const totals = await cluster.cpuTotals();
  try {
    for (let index = 0; index < perStepWarmup + count; index += 1) {
      let last = await totals.read();
      const mark = async (name) => {
        const now = await totals.read();
        if (index >= perStepWarmup) {
          for (const part of ['cms', 'database', 'sandboxes']) spent[name][part] += now[part] - last[part];
        }
        last = now;
      };
      const afterStep = async (name) => {
        await mark(name);
        if (name !== 'notification') return;
        await cluster.mailsSent(index + 1);
        await mark('policy mail');
      };
      await purchase({ nextUrl: () => cluster.urls[0], personalCode: codes[index], address: `Pingi s-${index + 1}, 51010 Tartu`, input, times: {}, afterStep });
    }
    const ms = (seconds, n = count) => `${((seconds * 1000) / n).toFixed(1).padStart(6)} ms`;
    const line = (name, { cms, database, sandboxes }) => console.log(`  ${name.padEnd(13)} ${ms(cms)}${withDatabase ? ` / ${ms(database)}` : ''}${apart ? ` / ${ms(sandboxes)}` : ''}`);
    const total = { cms: 0, database: 0, sandboxes: 0 };
    const columns = ['the CMS', ...(withDatabase ? ['PostgreSQL'] : []), ...(apart ? ['the sandboxes'] : [])].join(' / ');
    console.log(`\nCPU per purchase, ${count} purchases one at a time (after ${perStepWarmup} to warm up): ${columns}${withDatabase ? '' : ' (SQLite runs inside the CMS)'}${apart ? '' : ' (the sandboxes run inside the CMS)'}`);
    for (const name of rows) {
      for (const part of Object.keys(total)) total[part] += spent[name][part];
      line(name, spent[name]);
    }
    line('whole', total);

    const requests = 500;
    const floor = async (label, once) => {
      const answer = await once();
      if (answer.status >= 300) throw new Error(`${label}: status ${answer.status}`);
      for (let index = 0; index < 50; index += 1) await once();
      const before = (await totals.read()).cms;
      for (let index = 0; index < requests; index += 1) await once();
      console.log(`  ${label.padEnd(26)} ${ms((await totals.read()).cms - before, requests)} of the CMS's CPU per request`);
    };
    console.log('\nThe floor under each request (the CMS\'s HTTP server, middleware and GraphQL layers)');
    await floor('GET /_health', () => send(`${cluster.urls[0]}/_health`));
    const empty = JSON.stringify({ query: '{ __typename }' });
    await floor('GraphQL { __typename }', () => send(`${cluster.urls[0]}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: siteOrigin }, body: empty }));
  } finally {
    await totals.close();
  }
}

/** The goal's test of a run: every purchase completed, without errors, and p99 of every step at most 250 ms. */
const holds = (result) => result.paidOffers.length === result.total && !result.errors.size
  && stepNames.every((name) => percentile(result.times[name], 99) <= p99LimitMs);

/**
 * The highest whole rate at which `holds` (short runs of `searchSeconds` on the warm cluster, the same customers
 * again, each buying another home): upwards by half again from the last rate that held, then halving the gap
 * to the lowest that failed; no trial starts after `searchBudgetSeconds`.
 */
async function searchRate(cluster, codes, first) {
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

function report(title, result, { policies, unissued, flagged }) {
  const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
  const completed = result.paidOffers.length;
  const perPurchase = (seconds) => `${((seconds * 1000) / completed).toFixed(0)} ms`;
  const counts = new Map(policies.map((row) => [String(row.offer_id), Number(row.n)]));
  const lost = result.paidOffers.filter((offerId) => !counts.has(offerId)).length + unissued;
  const doubled = policies.filter((row) => Number(row.n) > 1).length;
  const lines = [
    `\n${title}`,
    `  purchases     ${completed} of ${result.total} completed in ${result.elapsed.toFixed(1)} s = ${(completed / result.elapsed).toFixed(1)} per second (target rate ${rate}/s)`,
    ...stepNames.map((name) => {
      const list = result.times[name];
      return `  ${name.padEnd(13)} p50 ${ms(percentile(list, 50))}   p95 ${ms(percentile(list, 95))}   p99 ${ms(percentile(list, 99))}   n ${String(list.length).padStart(4)}${percentile(list, 99) > 250 ? '   (p99 over 250 ms)' : ''}`;
    }),
    ...(result.cpu && completed
      ? [
        `  CPU/purchase  CMS            ${perPurchase(result.cpu.cms)}${result.sandboxesApart ? '' : ' (the sandboxes run inside it)'}`,
        `                PostgreSQL     ${result.cpu.database ? perPurchase(result.cpu.database) : '- (SQLite runs inside the CMS)'}`,
        `                sandboxes      ${result.sandboxesApart ? perPurchase(result.cpu.sandboxes) : '- (inside the CMS)'}`,
        `                load generator ${perPurchase(result.cpu.bench)}`,
        `                (${os.cpus().length} cores: ${Math.round((os.cpus().length * 1000) / rate)} ms a purchase at ${rate}/s)`,
      ]
      : []),
    `  errors        ${result.errors.size ? [...result.errors].map(([key, count]) => `${count} × ${key}`).join('; ') : 'none'}`,
    `  policies      ${policies.length} offers with a policy (also of purchases the bench gave up on); paid orders without their policies ${unissued}; lost ${lost}, doubled ${doubled}, orders flagged for a person: ${flagged}`,
  ];
  console.log(lines.join('\n'));
}

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
        let counted = await cluster.countPolicies();
        for (let waited = 0, last = Infinity; counted.unissued && counted.unissued < last && waited < 60; waited += 5) {
          last = counted.unissued;
          await new Promise((resolve) => setTimeout(resolve, 5000));
          counted = await cluster.countPolicies();
        }
        report(title, result, { ...counted, policies: counted.policies.filter((row) => !warm.paidOffers.includes(String(row.offer_id))) });
        if (rateSearch && replicas === 1) await searchRate(cluster, codes, result);
      } finally {
        closeConnections();
        await cluster.stop();
      }
    }
    if (!perStepCount) console.log(`\n  target        ${rate} purchases a second, p99 of each step at most ${p99LimitMs} ms, no lost or doubled policy`);
    if (busy) console.log(`  WARNING: the load average was ${loadAverage[0].toFixed(2)} before the bench (above 1): not figures for a note`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
