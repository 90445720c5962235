import type { ClaimedTask, TaskQueue } from './task-queue';
import { startTaskWorker } from './task-worker';

/** A queue in memory that counts how often the worker asks the database for a task. */
function fakeQueue(claimMs = 1) {
  const due: ClaimedTask[] = [];
  let claims = 0;
  let claimsInFlight = 0;
  let mostClaimsAtOnce = 0;
  let running = 0;
  let mostAtOnce = 0;
  const done: string[] = [];
  const queue = {
    leaseMs: 60_000,
    async claim() {
      claims += 1;
      claimsInFlight += 1;
      mostClaimsAtOnce = Math.max(mostClaimsAtOnce, claimsInFlight);
      await new Promise((resolve) => setTimeout(resolve, claimMs));
      claimsInFlight -= 1;
      return due.shift() ?? null;
    },
    async extend() {
      return true;
    },
    async complete(task: ClaimedTask) {
      done.push(task.subject);
      return true;
    },
    async fail() {
      return new Date();
    },
  } as unknown as TaskQueue;
  const add = (subject: string) => due.push({ id: due.length + 1, kind: 'mail', subject, payload: {}, attempts: 1, claimedBy: 'token' });
  const handler = async () => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
  };
  return { queue, add, handler, done, claims: () => claims, mostAtOnce: () => mostAtOnce, mostClaimsAtOnce: () => mostClaimsAtOnce };
}

/** Waits until `done()` holds (or 3 s), then a little longer for any claim that should not come. */
async function settle(done: () => boolean = () => true) {
  for (const started = Date.now(); !done() && Date.now() - started < 3000; ) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const log = { info: () => undefined, error: () => undefined };

describe('the task worker', () => {
  it('takes a task enqueued here with one lane: one claim finds it, one more finds nothing', async () => {
    const fake = fakeQueue();
    const worker = startTaskWorker({ queue: fake.queue, handlers: { mail: fake.handler }, pollMs: 60_000, lanes: 2, log });
    await settle(() => fake.claims() > 0);
    const beforeWake = fake.claims();
    fake.add('TK1');
    worker.wake();
    await settle(() => fake.done.length === 1);
    worker.stop();
    expect(fake.done).toEqual(['TK1']);
    // The task's claim and the lane's next, empty one; no other lane asks.
    expect(fake.claims() - beforeWake).toBe(2);
  });

  it('runs a backlog it finds when it polls on every lane at once, and each task once', async () => {
    const fake = fakeQueue();
    for (const subject of ['TK1', 'TK2', 'TK3', 'TK4', 'TK5']) fake.add(subject);
    const worker = startTaskWorker({ queue: fake.queue, handlers: { mail: fake.handler }, pollMs: 60_000, lanes: 2, log });
    await settle(() => fake.done.length === 5);
    worker.stop();
    expect([...fake.done].sort()).toEqual(['TK1', 'TK2', 'TK3', 'TK4', 'TK5']);
    expect(fake.mostAtOnce()).toBe(2);
  });

  it('asks the database with one lane when it polls and nothing is due', async () => {
    const fake = fakeQueue();
    const worker = startTaskWorker({ queue: fake.queue, handlers: { mail: fake.handler }, pollMs: 20, lanes: 4, log });
    await settle(() => fake.claims() >= 3);
    worker.stop();
    await settle();
    // One claim per poll, never one per lane at once.
    expect(fake.mostClaimsAtOnce()).toBe(1);
  });

  it('does not start a poll while the last one still waits for a slow database', async () => {
    const fake = fakeQueue(70);
    const worker = startTaskWorker({ queue: fake.queue, handlers: { mail: fake.handler }, pollMs: 20, lanes: 4, log });
    await settle(() => fake.claims() >= 3);
    worker.stop();
    await settle();
    expect(fake.mostClaimsAtOnce()).toBe(1);
  });
});
