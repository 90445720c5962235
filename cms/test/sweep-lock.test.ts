import type { Knex } from 'knex';
import { createSweepRunner } from '../src/background-work/sweep-lock';
import { connect, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases';

/** Two CMS processes' sweep runners on one database: a sweep runs in one of them at a time. */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

describe.each(targets)('sweeps on %s', (target) => {
  let database: TestDatabase;
  const connections: Knex[] = [];
  const runner = () => {
    const knex = connect(database);
    connections.push(knex);
    return createSweepRunner({ connection: knex, dialect: { client: target === 'postgres' ? 'postgres' : 'sqlite' } });
  };

  beforeAll(async () => {
    database = target === 'postgres' ? await postgresDatabase() : sqliteDatabase();
  });
  afterAll(async () => {
    for (const knex of connections) await knex.destroy();
    await database?.drop();
  });

  it('skips a sweep while it runs, and runs it again once it is done', async () => {
    const first = runner();
    // On PostgreSQL a second process; on SQLite (one process) the same one.
    const second = target === 'postgres' ? runner() : first;
    let release!: () => void;
    const running = first('issuePolicies', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await second('issuePolicies', async () => 'second')).toBeUndefined();
    // Another sweep is not held up by it.
    expect(await second('sessions', async () => 'sessions')).toBe('sessions');
    release();
    expect(await running).toBe('first');
    expect(await second('issuePolicies', async () => 'second')).toBe('second');
  });

  it('frees the sweep when it fails', async () => {
    const run = runner();
    await expect(run('policyMail', async () => { throw new Error('mail server down'); })).rejects.toThrow('mail server down');
    expect(await run('policyMail', async () => 1)).toBe(1);
  });
});
