import knexFactory, { type Knex } from 'knex';
import { createJobQueue, jobTable } from '../../background-work/task-queue';
import { createPolicyJobs, policyMailJob } from './policy-tasks';
import type { OrderMailOutcome, PolicyMailService } from './policy-mail-service';

describe('the policy e-mail jobs', () => {
  let knex: Knex;
  beforeEach(async () => {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await knex.schema.createTable(jobTable, (table) => {
      table.increments('id');
      for (const column of ['document_id', 'kind', 'subject', 'state', 'claimed_by']) table.string(column);
      table.json('payload');
      table.integer('attempts');
      for (const column of ['next_try_at', 'claimed_until', 'created_at', 'updated_at', 'published_at']) table.datetime(column);
      table.text('last_error');
      table.unique(['kind', 'subject']);
    });
  });
  afterEach(() => knex.destroy());

  function setUp(outcome: OrderMailOutcome, unsent: Array<{ id: number; reference: string }>) {
    const queue = createJobQueue(() => knex, { leaseMs: 60_000, retryBaseMs: 1_000, retryMaxMs: 8_000, failingAfter: 3 });
    const sent: number[] = [];
    const policyMail = {
      unsentOrderIds: async () => unsent,
      sendOrderMail: async (orderId: number) => (sent.push(orderId), outcome),
    } as unknown as PolicyMailService;
    const wake = jest.fn();
    return { queue, sent, wake, jobs: createPolicyJobs({ queue, policyMail, wake }) };
  }

  it('enqueues the e-mail of an issued order once, whether from the issue or the sweep that catches a lost enqueue', async () => {
    const { jobs, queue, sent, wake } = setUp('sent', [{ id: 1, reference: 'TK1' }, { id: 2, reference: 'TK2' }]);
    await jobs.orderIssued({ id: 1, reference: 'TK1' });
    expect(wake).toHaveBeenCalledTimes(1);
    // TK2's enqueue was lost with its process: the sweep adds it, and only it.
    expect(await jobs.enqueueUnsent()).toBe(1);
    expect(await jobs.enqueueUnsent()).toBe(0);
    for (let job = await queue.claim(); job; job = await queue.claim()) {
      await jobs.handlers[job.kind]!(job);
      await queue.complete(job);
    }
    expect(sent.sort()).toEqual([1, 2]);
    expect(await knex(jobTable).where({ kind: policyMailJob, state: 'done' }).count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('does not count a job done while another process holds the order\'s e-mail', async () => {
    const { jobs, queue } = setUp('claimedElsewhere', []);
    await jobs.orderIssued({ id: 3, reference: 'TK3' });
    const job = (await queue.claim())!;
    await expect(jobs.handlers[job.kind]!(job)).rejects.toThrow('being sent by another process');
  });
});
