import knexFactory, { type Knex } from 'knex';
import { createTaskQueue } from '../../background-work/task-queue';
import { taskTable } from '../../database/task-rows';
import { createPolicyTasks, policyMailTask } from './policy-tasks';
import type { OrderMailOutcome, PolicyMailService } from './policy-mail-service';

describe('the policy e-mail tasks', () => {
  let knex: Knex;
  beforeEach(async () => {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await knex.schema.createTable(taskTable, (table) => {
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
    const queue = createTaskQueue(() => knex, { leaseMs: 60_000, retryBaseMs: 1_000, retryMaxMs: 8_000, failingAfter: 3 });
    const sent: number[] = [];
    const policyMail = {
      unsentOrderIds: async () => unsent,
      sendOrderMail: async (orderId: number) => (sent.push(orderId), outcome),
    } as unknown as PolicyMailService;
    const wake = jest.fn();
    return { queue, sent, wake, tasks: createPolicyTasks({ queue, policyMail, wake }) };
  }

  it('enqueues the e-mail of an issued order once, whether from the issue or the sweep that catches a lost enqueue', async () => {
    const { tasks, queue, sent, wake } = setUp('sent', [{ id: 1, reference: 'TK1' }, { id: 2, reference: 'TK2' }]);
    await tasks.orderIssued({ id: 1, reference: 'TK1' });
    expect(wake).toHaveBeenCalledTimes(1);
    // TK2's enqueue was lost with its process: the sweep adds it, and only it.
    expect(await tasks.enqueueUnsent()).toBe(1);
    expect(await tasks.enqueueUnsent()).toBe(0);
    for (let task = await queue.claim(); task; task = await queue.claim()) {
      await tasks.handlers[task.kind]!(task);
      await queue.complete(task);
    }
    expect(sent.sort()).toEqual([1, 2]);
    expect(await knex(taskTable).where({ kind: policyMailTask, state: 'done' }).count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('does not count a task done while another process holds the order\'s e-mail', async () => {
    const { tasks, queue } = setUp('claimedElsewhere', []);
    await tasks.orderIssued({ id: 3, reference: 'TK3' });
    const task = (await queue.claim())!;
    await expect(tasks.handlers[task.kind]!(task)).rejects.toThrow('being sent by another process');
  });
});
