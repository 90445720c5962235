import { randomBytes } from 'crypto';
import type { Knex } from 'knex';
import { claimNextTask, extendClaim, forgetDoneTasks, insertTask, markTaskDone, markTaskFailed, type TaskRow } from '../database/task-rows';

export type { TaskState } from '../database/task-rows';

/**
 * A durable task queue in one table of the CMS database (the `background-job` content type, a name the stored
 * rows keep, so staff read it in the admin). No queue library fits: graphile-worker and pg-boss need PostgreSQL,
 * bull and bullmq Redis, agenda MongoDB, better-queue's SQL store shares no claim between replicas; SQLite is the
 * default. A task is enqueued once per kind and subject (a unique index), claimed by one atomic UPDATE (with SKIP
 * LOCKED on PostgreSQL), held under a lease that a stopped process lets run out, and retried with growing waits;
 * after `failingAfter` attempts it shows as failing.
 */
export interface ClaimedTask extends TaskRow {
  /** The claim's token: only its holder may finish the task. */
  claimedBy: string;
}

export interface TaskQueueOptions {
  /** How long a claim holds before another process may take the task (the holder is taken to have stopped). */
  leaseMs: number;
  /** The wait after the first failure; it doubles with each one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** From this many failed attempts on, the task's state is `failing` (still retried). */
  failingAfter: number;
  now?: () => Date;
}

/** The wait before the next try after `attempts` failures. */
export const taskRetryDelayMs = (attempts: number, base: number, max: number) => Math.min(base * 2 ** Math.max(0, attempts - 1), max);

/** A Strapi document id (24 lowercase letters and digits): the task table is written with knex, below Strapi's defaults. */
const newDocumentId = () => Array.from(randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

export function createTaskQueue(knex: () => Knex, options: TaskQueueOptions) {
  const now = options.now ?? (() => new Date());
  const held = (task: ClaimedTask) => ({ id: task.id, token: task.claimedBy });

  /** Adds the task unless one of this kind and subject exists (done or not); answers whether it was added. */
  async function enqueue(kind: string, subject: string, payload: Record<string, unknown>, trx?: Knex.Transaction): Promise<boolean> {
    return insertTask(trx ?? knex(), { documentId: newDocumentId(), kind, subject, payload, at: now() });
  }

  /** Takes the next due task (or one whose claim ran out) for this process, or answers null. */
  async function claim(): Promise<ClaimedTask | null> {
    const at = now();
    const token = randomBytes(12).toString('hex');
    const until = new Date(at.getTime() + options.leaseMs);
    const row = await claimNextTask(knex(), at, until, token);
    return row && { ...row, claimedBy: token };
  }

  /** Keeps a running task's claim (a heartbeat while it works); false when the claim was already lost. */
  function extend(task: ClaimedTask): Promise<boolean> {
    const at = now();
    return extendClaim(knex(), held(task), new Date(at.getTime() + options.leaseMs), at);
  }

  /** Marks the task done; false when its claim was lost (it ran out and another process took the task). */
  function complete(task: ClaimedTask): Promise<boolean> {
    return markTaskDone(knex(), held(task), now());
  }

  /** Gives the task back to be tried again after its wait; answers when. */
  async function fail(task: ClaimedTask, error: unknown): Promise<Date> {
    const at = now();
    const next = new Date(at.getTime() + taskRetryDelayMs(task.attempts, options.retryBaseMs, options.retryMaxMs));
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await markTaskFailed(knex(), held(task), task.attempts >= options.failingAfter ? 'failing' : 'queued', next, message, at);
    return next;
  }

  /** Forgets done tasks last changed before `before` (the subjects they guard are marked done in their own rows). */
  async function forgetDone(before: Date): Promise<number> {
    return forgetDoneTasks(knex(), before);
  }

  return { enqueue, claim, extend, complete, fail, forgetDone, leaseMs: options.leaseMs };
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;
