import knexFactory, { type Knex } from 'knex';
import { createTaskQueue, taskRetryDelayMs } from './task-queue';
import { taskTable } from '../database/task-rows';

/** The columns Strapi makes for the background-job content type, with the unique index the CMS adds. */
async function createTable(knex: Knex) {
  await knex.schema.createTable(taskTable, (table) => {
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

describe('the task queue (SQLite)', () => {
  let knex: Knex;
  let now: number;
  const queue = (leaseMs = 60_000) => createTaskQueue(() => knex, { leaseMs, retryBaseMs: 1_000, retryMaxMs: 8_000, failingAfter: 3, now: () => new Date(now) });
  const row = (id: number) => knex(taskTable).where({ id }).first();

  beforeEach(async () => {
    now = Date.UTC(2026, 10, 25, 12);
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await createTable(knex);
  });
  afterEach(() => knex.destroy());

  it('enqueues a task once per kind and subject and gives it to one claimer', async () => {
    const tasks = queue();
    expect(await tasks.enqueue('policyMail', 'TK1', { orderId: 7 })).toBe(true);
    expect(await tasks.enqueue('policyMail', 'TK1', { orderId: 7 })).toBe(false);
    expect(await tasks.enqueue('other', 'TK1', {})).toBe(true);
    const claims = await Promise.all([tasks.claim(), tasks.claim(), queue().claim()]);
    const taken = claims.filter(Boolean);
    expect(taken.map((task) => `${task!.kind}:${task!.subject}`).sort()).toEqual(['other:TK1', 'policyMail:TK1']);
    expect(taken.find((task) => task!.kind === 'policyMail')).toMatchObject({ payload: { orderId: 7 }, attempts: 1 });
    expect(await tasks.claim()).toBeNull();
  });

  it('finishes a task only under its own claim, and never runs a done task again', async () => {
    const tasks = queue(5_000);
    await tasks.enqueue('policyMail', 'TK2', {});
    const first = (await tasks.claim())!;
    now += 6_000;
    // The first claimer stopped: its lease ran out, another process takes the task.
    const second = (await tasks.claim())!;
    expect(second).toMatchObject({ id: first.id, attempts: 2 });
    expect(await tasks.complete(first)).toBe(false);
    expect(await tasks.complete(second)).toBe(true);
    now += 60_000;
    expect(await tasks.claim()).toBeNull();
    expect(await row(first.id)).toMatchObject({ state: 'done', attempts: 2, last_error: null });
  });

  it('keeps a working task from others while its claim is renewed', async () => {
    const tasks = queue(5_000);
    await tasks.enqueue('policyMail', 'TK4', {});
    const working = (await tasks.claim())!;
    for (let beat = 0; beat < 4; beat += 1) {
      now += 3_000;
      expect(await tasks.extend(working)).toBe(true);
      expect(await tasks.claim()).toBeNull();
    }
    now += 6_000;
    const taken = (await tasks.claim())!;
    expect(taken.id).toBe(working.id);
    expect(await tasks.extend(working)).toBe(false);
  });

  it('retries a failing task after a doubling wait, up to a cap, and marks it failing after a few attempts', async () => {
    const tasks = queue();
    await tasks.enqueue('policyMail', 'TK3', {});
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const task = (await tasks.claim())!;
      expect(task.attempts).toBe(attempt);
      const next = await tasks.fail(task, new Error(`mail server down ${attempt}`));
      waits.push(next.getTime() - now);
      now = next.getTime() - 1;
      expect(await tasks.claim()).toBeNull();
      now += 1;
      const stored = await row(task.id);
      expect(stored).toMatchObject({ state: attempt >= 3 ? 'failing' : 'queued', last_error: `mail server down ${attempt}` });
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(taskRetryDelayMs(30, 1_000, 8_000)).toBe(8_000);
    // Failing is still retried: the task is done once the mail server is back.
    const task = (await tasks.claim())!;
    expect(await tasks.complete(task)).toBe(true);
    expect(await row(task.id)).toMatchObject({ state: 'done', attempts: 6 });
  });

  it('forgets done tasks after a while and keeps the others', async () => {
    const tasks = queue();
    await tasks.enqueue('policyMail', 'done', {});
    await tasks.enqueue('policyMail', 'waiting', {});
    const task = (await tasks.claim())!;
    await tasks.complete(task);
    now += 60_000;
    expect(await tasks.forgetDone(new Date(now - 1_000))).toBe(1);
    expect((await knex(taskTable).select('subject')).map((entry) => entry.subject)).toEqual(['waiting']);
  });
});
