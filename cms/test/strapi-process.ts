import { spawn, type ChildProcess } from 'child_process';
import { randomBytes } from 'crypto';
import { createServer } from 'net';
import path from 'path';
import { recordAround, recordBoot, type BootPhases } from './boot-log';
import { bootTimeoutMs } from './boot-timeout';
import { dropAtRunEnd } from './run-end-drops';
import { databaseForBoot, type FirstStart } from './template-databases';

export { bootTimeoutMs };

export const cmsDir = path.resolve(__dirname, '..');
const strapiBin = path.resolve(cmsDir, '..', 'node_modules', '.bin', 'strapi');
const faultBuild = path.join(__dirname, 'faults', 'fault-build.cjs');
const bootPhases = path.join(__dirname, 'boot-phases.cjs');

export interface StrapiProcess {
  readonly url: string;
  readonly pid: number;
  readonly env: Readonly<Record<string, string>>;
  readonly output: () => string;
  /** Resolves when the process has ended, by itself or stopped. */
  readonly exited: Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The CMS ended before it became healthy: its exit code and what it printed. */
export class StrapiExitedEarly extends Error {
  constructor(readonly exitCode: number | null, readonly output: string) {
    super(`Strapi exited with ${exitCode}:\n${output}`);
  }
}


const secret = () => randomBytes(18).toString('base64url');

/** Secrets and settings of a throwaway CMS; the database settings (and any secrets to keep) come from the caller. */
export function testEnv(database: Record<string, string>): Record<string, string> {
  return {
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ADMIN_EMAIL: 'admin@test.invalid',
    ADMIN_PASSWORD: `Test${secret()}1a`,
    SITE_BUILD_TOKEN: randomBytes(32).toString('hex'),
    CORS_ORIGINS: 'http://localhost:8000',
    // The CMS runs as in production, where introspection is off; the schema tests read the schema.
    GRAPHQL_INTROSPECTION: 'true',
    // On the sandboxes (e-ID, payments, captcha, mail to files), which production allows only on a test site.
    SITE_STAGE: 'staging',
    // Behind the web server as in production: each test client has an address of its own (X-Forwarded-For,
    // cms/test/graphql.ts), and the limits per address hold per client; the suites' many clients together
    // pass the global caps, which sessions-api.test.ts proves with caps of its own.
    IS_PROXIED: 'true',
    // The suites log the few demo identities in more often than a person's day allows (login-limits-api.test.ts
    // proves the daily cap with one of its own).
    LOGIN_PERSON_DAILY_CAP: '100000',
    LOGIN_GLOBAL_RATE_BURST: '100000',
    LOGIN_GLOBAL_RATE_PER_MINUTE: '100000',
    QUOTE_GLOBAL_RATE_BURST: '100000',
    QUOTE_GLOBAL_RATE_PER_MINUTE: '100000',
    ...database,
  };
}

/** boot-phases.cjs printed that the CMS listens (or that it could not time the boot, which says nothing then). */
const listensItself = (log: string) => bootPhasesIn(log) !== undefined || log.includes('boot phases not timed');

/** The phases boot-phases.cjs printed when the server began to listen. */
function bootPhasesIn(log: string): BootPhases | undefined {
  const line = /^boot phases (\{.*\})$/m.exec(log)?.[1];
  if (!line) return undefined;
  try {
    return JSON.parse(line) as BootPhases;
  } catch {
    return undefined;
  }
}

/**
 * Starts the built CMS (`strapi start`) as its own process and waits until it is healthy. Its port is free when
 * chosen, but the CMS listens only seconds later: a server another suite started meanwhile (any process of the
 * run, both databases' jest processes side by side) may have been given the same one. The CMS then cannot listen
 * and ends; it is started again on another port.
 */
export async function startStrapi(env: Record<string, string>, options: { purpose?: string } = {}): Promise<StrapiProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStrapiOnPort(await freePort(), env, options);
    } catch (error) {
      if (!(error instanceof StrapiExitedEarly && error.output.includes('EADDRINUSE')) || attempt === 3) throw error;
    }
  }
}

async function startStrapiOnPort(port: number, env: Record<string, string>, { purpose }: { purpose?: string }): Promise<StrapiProcess> {
  const started = Date.now();
  const childEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // The test build: the faults a suite asks for with FAULT_* (faults/fault-build.cjs), and the boot's phases
    // timed for the boot log (boot-phases.cjs, from the moment of the spawn).
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${faultBuild}`, `--require ${bootPhases}`].filter(Boolean).join(' '),
    CMS_TEST_SPAWNED_AT: String(started),
  };
  const child: ChildProcess = spawn(strapiBin, ['start'], { cwd: cmsDir, env: childEnv });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = started + bootTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new StrapiExitedEarly(child.exitCode, log);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Strapi did not become healthy in ${bootTimeoutMs / 1000} s:\n${log}`);
    }
    try {
      // Healthy only once this CMS itself listens (boot-phases.cjs's line): another server given the same port
      // would answer /_health too.
      const response = await fetch(`${url}/_health`);
      if (response.status === 204 && listensItself(log)) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  recordBoot((Date.now() - started) / 1000, bootPhasesIn(log), purpose);

  return {
    url,
    pid: child.pid!,
    env,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null) {
        const stopping = Date.now();
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
        recordAround('stop', (Date.now() - stopping) / 1000);
      }
    },
  };
}

/** A template's first start (template-databases.ts): a CMS started and stopped, answering its settings. */
const startAndStop: FirstStart = async (databaseEnv, settings, purpose) => {
  const env = testEnv({ ...databaseEnv, ...settings });
  await (await startStrapi(env, { purpose })).stop();
  return env;
};

/**
 * A new database of the target kind, a copy of the run's template for these settings (template-databases.ts),
 * and a CMS started on it; `stop` ends both.
 */
export async function bootCms(target: string, extraEnv: Record<string, string> = {}) {
  const { database, secrets } = await databaseForBoot(target, extraEnv, startAndStop);
  const env = testEnv({ ...secrets, ...database.env, ...extraEnv });
  const cms = await startStrapi(env);
  return {
    database,
    env,
    cms,
    async stop() {
      await cms.stop();
      const dropping = Date.now();
      await dropAtRunEnd(database);
      recordAround('drop', (Date.now() - dropping) / 1000);
    },
  };
}
