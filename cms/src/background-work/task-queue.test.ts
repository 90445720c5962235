import knexFactory, { type Knex } from 'knex';
import { createJobQueue, jobRetryDelayMs, jobTable } from './task-queue';

/** The columns Strapi makes for the background-job content type, with the unique index the CMS adds. */
async function createTable(knex: Knex) {
  await knex.schema.createTable(jobTable, (table) => {
    table.increments('id');
    table.string('document_id');
    table.string('kind');
    table.string('subject');
    table.json('payload');
    table.string('state');
    table.integer('attempts');
    table.datetime('next_try_at');
    table.datetime('claimed_until');
    table.string('claimed_by');
    table.text('last_error');
    table.datetime('created_at');
    table.datetime('updated_at');
    table.datetime('published_at');
    table.unique(['kind', 'subject']);
  });
}

describe('the job queue (SQLite)', () => {
  let knex: Knex;
  let now: number;
  const queue = (leaseMs = 60_000) => createJobQueue(() => knex, { leaseMs, retryBaseMs: 1_000, retryMaxMs: 8_000, failingAfter: 3, now: () => new Date(now) });
  const row = (id: number) => knex(jobTable).where({ id }).first();

  beforeEach(async () => {
    now = Date.UTC(2026, 10, 25, 12);
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await createTable(knex);
  });
  afterEach(() => knex.destroy());

  it('enqueues a job once per kind and subject and gives it to one claimer', async () => {
    const jobs = queue();
    expect(await jobs.enqueue('policyMail', 'TK1', { orderId: 7 })).toBe(true);
    expect(await jobs.enqueue('policyMail', 'TK1', { orderId: 7 })).toBe(false);
    expect(await jobs.enqueue('other', 'TK1', {})).toBe(true);
    const claims = await Promise.all([jobs.claim(), jobs.claim(), queue().claim()]);
    const taken = claims.filter(Boolean);
    expect(taken.map((job) => `${job!.kind}:${job!.subject}`).sort()).toEqual(['other:TK1', 'policyMail:TK1']);
    expect(taken.find((job) => job!.kind === 'policyMail')).toMatchObject({ payload: { orderId: 7 }, attempts: 1 });
    expect(await jobs.claim()).toBeNull();
  });

  it('finishes a job only under its own claim, and never runs a done job again', async () => {
    const jobs = queue(5_000);
    await jobs.enqueue('policyMail', 'TK2', {});
    const first = (await jobs.claim())!;
    now += 6_000;
    // The first claimer stopped: its lease ran out, another process takes the job.
    const second = (await jobs.claim())!;
    expect(second).toMatchObject({ id: first.id, attempts: 2 });
    expect(await jobs.complete(first)).toBe(false);
    expect(await jobs.complete(second)).toBe(true);
    now += 60_000;
    expect(await jobs.claim()).toBeNull();
    expect(await row(first.id)).toMatchObject({ state: 'done', attempts: 2, last_error: null });
  });

  it('keeps a working job from others while its claim is renewed', async () => {
    const jobs = queue(5_000);
    await jobs.enqueue('policyMail', 'TK4', {});
    const working = (await jobs.claim())!;
    for (let beat = 0; beat < 4; beat += 1) {
      now += 3_000;
      expect(await jobs.extend(working)).toBe(true);
      expect(await jobs.claim()).toBeNull();
    }
    now += 6_000;
    const taken = (await jobs.claim())!;
    expect(taken.id).toBe(working.id);
    expect(await jobs.extend(working)).toBe(false);
  });

  it('retries a failing job after a doubling wait, up to a cap, and marks it failing after a few attempts', async () => {
    const jobs = queue();
    await jobs.enqueue('policyMail', 'TK3', {});
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const job = (await jobs.claim())!;
      expect(job.attempts).toBe(attempt);
      const next = await jobs.fail(job, new Error(`mail server down ${attempt}`));
      waits.push(next.getTime() - now);
      now = next.getTime() - 1;
      expect(await jobs.claim()).toBeNull();
      now += 1;
      const stored = await row(job.id);
      expect(stored).toMatchObject({ state: attempt >= 3 ? 'failing' : 'queued', last_error: `mail server down ${attempt}` });
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(jobRetryDelayMs(30, 1_000, 8_000)).toBe(8_000);
    // Failing is still retried: the job is done once the mail server is back.
    const job = (await jobs.claim())!;
    expect(await jobs.complete(job)).toBe(true);
    expect(await row(job.id)).toMatchObject({ state: 'done', attempts: 6 });
  });

  it('forgets done jobs after a while and keeps the others', async () => {
    const jobs = queue();
    await jobs.enqueue('policyMail', 'done', {});
    await jobs.enqueue('policyMail', 'waiting', {});
    const job = (await jobs.claim())!;
    await jobs.complete(job);
    now += 60_000;
    expect(await jobs.forgetDone(new Date(now - 1_000))).toBe(1);
    expect((await knex(jobTable).select('subject')).map((entry) => entry.subject)).toEqual(['waiting']);
  });
});
