import type { Core } from '@strapi/strapi';
import { runPrepared } from './prepared-statements';

type Knex = Core.Strapi['db']['connection'];

/** The token buckets of the rate limits (made by cms/database/migrations): counters, nothing for the admin. */
const rateLimitTable = 'rate_limit_buckets';

/** One bucket at one moment: its key, how many tokens it holds at most and gains per millisecond. */
export interface TokenBucket {
  key: string;
  capacity: number;
  perMs: number;
  at: number;
}

/** The bucket that gave no token (its index among those asked) and the tokens it holds. */
export interface EmptyBucket {
  index: number;
  tokens: number;
}

/**
 * The upsert that refills, takes and reports one bucket. `from`: the previous bucket's step of one
 * statement (PostgreSQL), which it follows only when that one allowed.
 */
function upsertOf({ capacity, perMs }: TokenBucket, from?: string): string {
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

/**
 * Takes a token from each bucket in turn and stops at the first that has none (the later ones keep theirs),
 * answering it. On PostgreSQL that is one statement, each upsert a step that follows the previous one's answer:
 * one round trip instead of one per bucket. SQLite, in the process and without writes in WITH, takes them one
 * by one. Prepared statements: PostgreSQL plans this one once per connection, not on every request.
 */
export async function takeTokens(knex: Knex, buckets: TokenBucket[]): Promise<EmptyBucket | null> {
  if (knex.client.dialect !== 'postgresql') {
    for (const [index, bucket] of buckets.entries()) {
      const { rows } = await runPrepared<{ allowed: number | string | null; tokens: number | string }>(knex, { sql: upsertOf(bucket), values: [bucket.key, bucket.at] });
      if (Number(rows[0]?.allowed) !== 1) return { index, tokens: Number(rows[0]?.tokens ?? 0) };
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
  return index < 0 ? null : { index, tokens: Number(rows[0]?.[`t${index}`] ?? 0) };
}

/** Forgets buckets untouched since `before` (ms): by then they are full again for any sane limit. */
export async function forgetIdleBuckets(knex: Knex, before: number): Promise<number> {
  return Number(await knex(rateLimitTable).where('at', '<', before).del());
}
