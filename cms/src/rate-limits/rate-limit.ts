import type { Core } from '@strapi/strapi';
import { takeTokens, type TokenBucket } from '../database/rate-limit-buckets';

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

const finite = (value: number, name: string) => {
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0, not ${value}`);
  return value;
};

/** One client's bucket of one limiter, at one moment. */
export type Bucket = TokenBucket;

export interface DatabaseRateLimiter extends RateLimiter {
  bucket(key: string): Bucket;
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

/** Takes a token from each bucket in turn and stops at the first that refuses (the later ones keep theirs), naming it. */
export async function firstRefusal(knex: Knex, buckets: Bucket[]): Promise<Refusal | null> {
  const empty = await takeTokens(knex, buckets);
  return empty ? refusalOf(buckets[empty.index]!, empty.tokens) : null;
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
