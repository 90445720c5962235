import type { Core } from '@strapi/strapi';
import { runPrepared } from '../database/prepared-statements';

type Knex = Core.Strapi['db']['connection'];

/** A per-client limit: `burst` requests at once, refilled at `perMinute`. */
export interface RateLimit {
  burst: number;
  perMinute: number;
}

export interface RateLimiter {
  /** True when the client may go on (and a token is taken). */
  take(key: string): Promise<boolean>;
}

export const rateLimitTable = 'rate_limit_buckets';

/**
 * Creates the buckets' table (not a content type: no admin, no documents, just counters). Safe to run
 * on every boot; Strapi's schema sync leaves tables it did not make alone.
 */
export async function ensureRateLimitTable(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${rateLimitTable} (bucket VARCHAR(255) PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL, at BIGINT NOT NULL, allowed INTEGER NOT NULL)`,
  );
}

/** Forgets buckets untouched since `before` (ms): by then they are full again for any sane limit. */
export async function forgetIdleBuckets(knex: Knex, before: number): Promise<number> {
  return Number(await knex(rateLimitTable).where('at', '<', before).del());
}

const finite = (value: number, name: string) => {
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0, not ${value}`);
  return value;
};

/** One client's bucket of one limiter, at one moment. */
export interface Bucket {
  key: string;
  capacity: number;
  perMs: number;
  at: number;
}

export interface DatabaseRateLimiter extends RateLimiter {
  bucket(key: string): Bucket;
}

/**
 * The upsert that refills, takes and reports one bucket. `from`: the previous bucket's step of one
 * statement (PostgreSQL), which it follows only when that one allowed.
 */
function upsertOf({ capacity, perMs }: Bucket, from?: string): string {
  const t = rateLimitTable;
  // Numbers are inlined (checked when the limiter is made) so that PostgreSQL need not guess parameter types in arithmetic.
  const elapsed = `(CASE WHEN excluded.at > ${t}.at THEN excluded.at - ${t}.at ELSE 0 END)`;
  const refilled = `(${t}.tokens + ${elapsed} * ${perMs})`;
  const available = `(CASE WHEN ${refilled} >= ${capacity} THEN ${capacity} ELSE ${refilled} END)`;
  const fresh = `${Math.max(capacity - 1, 0)}, ${capacity >= 1 ? 1 : 0}`;
  const values = from ? `SELECT CAST(? AS VARCHAR(255)), CAST(? AS BIGINT), ${fresh} FROM ${from} WHERE ${from}.allowed = 1` : `VALUES (?, ?, ${fresh})`;
  return `INSERT INTO ${t} (bucket, at, tokens, allowed) ${values}
    ON CONFLICT (bucket) DO UPDATE SET
      tokens = CASE WHEN ${available} >= 1 THEN ${available} - 1 ELSE ${available} END,
      at = CASE WHEN excluded.at > ${t}.at THEN excluded.at ELSE ${t}.at END,
      allowed = CASE WHEN ${available} >= 1 THEN 1 ELSE 0 END
    RETURNING allowed, tokens`;
}

/** The bucket that said no, and how long until it has a token again. */
export interface Refusal {
  bucket: Bucket;
  retryAfterMs: number;
}

const refusalOf = (bucket: Bucket, tokens: unknown): Refusal => ({
  bucket,
  retryAfterMs: bucket.perMs > 0 ? Math.ceil(Math.max(0, 1 - Number(tokens)) / bucket.perMs) : Number.POSITIVE_INFINITY,
});

/**
 * Takes a token from each bucket in turn and stops at the first that refuses (the later ones keep theirs),
 * naming it. On PostgreSQL that is one statement, each upsert a step that follows the previous one's answer:
 * one round trip instead of one per bucket. SQLite, in the process and without writes in WITH, takes them one
 * by one. Prepared statements: PostgreSQL plans this one once per connection, not on every request.
 */
export async function firstRefusal(knex: Knex, buckets: Bucket[]): Promise<Refusal | null> {
  if (knex.client.dialect !== 'postgresql') {
    for (const bucket of buckets) {
      const { rows } = await runPrepared<{ allowed: number | string | null; tokens: number | string }>(knex, { sql: upsertOf(bucket), values: [bucket.key, bucket.at] });
      if (Number(rows[0]?.allowed) !== 1) return refusalOf(bucket, rows[0]?.tokens ?? 0);
    }
    return null;
  }
  if (!buckets.length) return null;
  const steps = buckets.map((bucket, index) => `b${index} AS (${upsertOf(bucket, index ? `b${index - 1}` : undefined)})`);
  // A step after a refusal inserts nothing: its answer is NULL.
  const answers = buckets.map((_, index) => `(SELECT allowed FROM b${index}) AS a${index}, (SELECT tokens FROM b${index}) AS t${index}`);
  const sql = `WITH ${steps.join(',\n')}\nSELECT ${answers.join(', ')}`;
  const { rows } = await runPrepared<Record<string, number | string | null>>(knex, { sql, values: buckets.flatMap((bucket) => [bucket.key, bucket.at]) });
  const index = buckets.findIndex((_, at) => Number(rows[0]?.[`a${at}`]) !== 1);
  return index < 0 ? null : refusalOf(buckets[index]!, rows[0]?.[`t${index}`] ?? 0);
}

/** True when every bucket gave a token (firstRefusal). */
export async function takeInTurn(knex: Knex, buckets: Bucket[]): Promise<boolean> {
  return (await firstRefusal(knex, buckets)) === null;
}

/**
 * A token bucket per client in the database, so that every CMS process behind a load balancer takes
 * from the same bucket. One upsert refills, takes and reports in a single atomic statement (PostgreSQL
 * and SQLite alike), so concurrent requests on any process never both take the last token.
 */
export function databaseRateLimiter(knex: () => Knex, scope: string, limit: RateLimit, now: () => number = Date.now): DatabaseRateLimiter {
  const capacity = finite(limit.burst, 'The burst');
  const perMs = finite(limit.perMinute, 'The rate') / 60_000;
  const bucket = (key: string): Bucket => ({ key: `${scope}:${key}`.slice(0, 255), capacity, perMs, at: now() });
  return { bucket, take: (key) => takeInTurn(knex(), [bucket(key)]) };
}

/** A limit per client address and one over all clients together. */
export interface AddressLimits {
  perAddress: RateLimit;
  global: RateLimit;
}

/**
 * Keyed by the client's address (as the trusted proxy gives it), not by a cookie the client can drop;
 * the global cap holds however many addresses a client has. A client over its own limit does not
 * take from the global one, so one flood does not lock everybody else out first. `buckets` for taking
 * them in turn with others (takeInTurn).
 */
export function addressRateLimiter(knex: () => Knex, scope: string, limits: AddressLimits): RateLimiter & { buckets(address: string): Bucket[] } {
  const perAddress = databaseRateLimiter(knex, `${scope}-address`, limits.perAddress);
  const global = databaseRateLimiter(knex, `${scope}-all`, limits.global);
  const buckets = (address: string) => [perAddress.bucket(address), global.bucket('all')];
  return { buckets, take: (address) => takeInTurn(knex(), buckets(address)) };
}
