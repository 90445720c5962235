import type { Knex } from 'knex';
import { addressRateLimiter, databaseRateLimiter, takeInTurn } from '../src/rate-limits/rate-limit';
import { makeInternalTables } from '../src/database/internal-tables.test.helpers';
import { connect, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases';

/** Several limiters taken in turn (one statement on PostgreSQL), by two processes' connections to one database. */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

describe.each(targets)('rate limit buckets on %s', (target) => {
  let database: TestDatabase;
  let one: Knex;
  let two: Knex;

  beforeAll(async () => {
    database = target === 'postgres' ? await postgresDatabase() : sqliteDatabase();
    one = connect(database);
    two = target === 'postgres' ? connect(database) : one;
    await makeInternalTables(one);
  });
  afterAll(async () => {
    await one?.destroy();
    if (two !== one) await two?.destroy();
    await database?.drop();
  });

  const now = () => 7_000_000;
  const limits = { perAddress: { burst: 2, perMinute: 1 }, global: { burst: 3, perMinute: 1 } };

  it('takes from each bucket in turn and stops at the first that refuses: the later ones keep their tokens', async () => {
    const address = addressRateLimiter(() => one, 'chain', limits);
    const person = databaseRateLimiter(() => one, 'chain-person', { burst: 1, perMinute: 1 }, now);
    const take = (from: string, code: string) => takeInTurn(one, [...address.buckets(from), person.bucket(code)]);
    expect(await take('10.0.0.1', 'A')).toBe(true);
    // The person's one token is gone: the address and global buckets were taken, the answer is no.
    expect(await take('10.0.0.1', 'A')).toBe(false);
    // The address is spent now; the global bucket and the other person's are left alone.
    expect(await take('10.0.0.1', 'B')).toBe(false);
    expect(await take('10.0.0.2', 'B')).toBe(true);
    // Three taken from the global bucket (two from the first address, one from the second): it is empty.
    expect(await take('10.0.0.3', 'C')).toBe(false);
    expect(await databaseRateLimiter(() => one, 'chain-person', { burst: 1, perMinute: 1 }, now).take('C')).toBe(true);
  });

  it('never lets two processes both take the last token, each through its own connection', async () => {
    const first = addressRateLimiter(() => one, 'race', limits);
    const second = addressRateLimiter(() => two, 'race', limits);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 ? second : first).take(`10.1.0.${index % 4}`)));
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('answers yes for no bucket at all', async () => {
    expect(await takeInTurn(one, [])).toBe(true);
  });
});
