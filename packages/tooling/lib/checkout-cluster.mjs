import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuProfileDir, sandboxesInProcess } from './checkout-bench-options.mjs';
import { startCms } from './cms-process.mjs';
import { freshCmsEnv } from './env-file.mjs';
import { adminClient, adminQuery, cmsRequire } from './postgres-admin.mjs';
import { cpuSecondsOf } from './process-cpu.mjs';
import { freePort } from './run.mjs';
import { startSandboxProcess } from './sandbox-process.mjs';

/** One CMS or several on one fresh database, and the sandboxes in a process of their own (or in the first CMS). */
export async function startCluster(kind, replicas, identitiesDir, dataDir) {
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
    LOGIN_PERSON_DAILY_CAP: '1000000',
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
  const countPolicies = async () => {
    const policyNumbers = await query('SELECT offer_id, policy_number FROM policies');
    const perOffer = new Map();
    for (const { offer_id: offerId } of policyNumbers) perOffer.set(offerId, (perOffer.get(offerId) ?? 0) + 1);
    return {
      policies: [...perOffer].map(([offerId, n]) => ({ offer_id: offerId, n })),
      policyNumbers,
      unissued: Number((await query("SELECT count(*) AS n FROM payment_orders WHERE status = 'PAID' AND policies_issued_at IS NULL"))[0].n),
      // Every customer buys a different home: a flag (e.g. objectAlreadyInsured, to be refunded) is a fault here.
      flagged: (await query('SELECT flag, count(*) AS n FROM payment_orders WHERE flag IS NOT NULL GROUP BY flag')).map((row) => `${row.n} ${row.flag}`).join(', ') || 'none',
    };
  };
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
  /** The subjects of the e-mails the CMS has sent (a policy e-mail's subject names its policies' numbers). */
  const mailSubjects = () =>
    existsSync(mailFolder)
      ? readdirSync(mailFolder).map((file) => {
        const header = /^Subject: (.*)$/m.exec(readFileSync(path.join(mailFolder, file), 'utf8'))?.[1] ?? '';
        const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(header);
        return encoded ? Buffer.from(encoded[1], 'base64').toString('utf8') : header;
      })
      : [];
  return { kind, urls: started.map((cms) => cms.url), stop, countPolicies, watchCpu, cpuTotals, mailsSent, mailSubjects, sandboxesApart: Boolean(sandboxes) };
}
