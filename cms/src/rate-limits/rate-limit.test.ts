import knexFactory, { type Knex } from 'knex';
import { databaseRateLimiter, firstRefusal } from './rate-limit';
import { forgetIdleBuckets } from '../database/rate-limit-buckets';
import { makeInternalTables } from '../database/internal-tables.test.helpers';

describe('databaseRateLimiter (SQLite)', () => {
  let knex: Knex;
  beforeEach(async () => {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await makeInternalTables(knex);
  });
  afterEach(() => knex.destroy());

  it('allows a burst up to its capacity, then refills over time, per client', async () => {
    let now = 1_000_000;
    const limiter = databaseRateLimiter(() => knex, 'test', { burst: 3, perMinute: 60 }, () => now);
    const takes = [];
    for (let i = 0; i < 4; i += 1) takes.push(await limiter.take('a'));
    expect(takes).toEqual([true, true, true, false]);
    expect(await limiter.take('b')).toBe(true);
    now += 1_000;
    expect(await limiter.take('a')).toBe(true);
    expect(await limiter.take('a')).toBe(false);
  });

  it('shares a bucket between limiters of one scope (as between processes) and not between scopes', async () => {
    const now = () => 5_000_000;
    const one = databaseRateLimiter(() => knex, 'login', { burst: 2, perMinute: 1 }, now);
    const two = databaseRateLimiter(() => knex, 'login', { burst: 2, perMinute: 1 }, now);
    const other = databaseRateLimiter(() => knex, 'quote', { burst: 2, perMinute: 1 }, now);
    expect([await one.take('x'), await two.take('x'), await one.take('x'), await two.take('x')]).toEqual([true, true, false, false]);
    expect(await other.take('x')).toBe(true);
  });

  it('never refills backwards when another process clock is behind, and forgets idle buckets', async () => {
    let now = 10_000_000;
    const limiter = databaseRateLimiter(() => knex, 's', { burst: 1, perMinute: 60 }, () => now);
    expect(await limiter.take('a')).toBe(true);
    now -= 5_000;
    expect(await limiter.take('a')).toBe(false);
    now += 6_000;
    expect(await limiter.take('a')).toBe(true);
    expect(await forgetIdleBuckets(knex, now + 1)).toBe(1);
  });
});

describe('firstRefusal (SQLite)', () => {
  let knex: Knex;
  beforeEach(async () => {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await makeInternalTables(knex);
  });
  afterEach(() => knex.destroy());

  it('names the bucket that refused and when it has a token again; the buckets after it keep theirs', async () => {
    let now = 2_000_000;
    const wide = databaseRateLimiter(() => knex, 'wide', { burst: 5, perMinute: 60 }, () => now);
    const narrow = databaseRateLimiter(() => knex, 'narrow', { burst: 1, perMinute: 0.5 }, () => now);
    const after = databaseRateLimiter(() => knex, 'after', { burst: 1, perMinute: 1 }, () => now);
    expect(await firstRefusal(knex, [wide.bucket('a'), narrow.bucket('a')])).toBeNull();
    now += 30_000;
    const refused = await firstRefusal(knex, [wide.bucket('a'), narrow.bucket('a'), after.bucket('a')]);
    expect(refused?.bucket.key).toBe('narrow:a');
    // A quarter of a token came back in 30 s at one every two minutes: the rest takes 90 s more.
    expect(Math.abs(refused!.retryAfterMs - 90_000)).toBeLessThanOrEqual(1);
    expect(await after.take('a')).toBe(true);
  });
});
