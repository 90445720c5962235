import { randomBytes } from 'crypto';
import type { Knex } from 'knex';
import { runPrepared } from '../database/prepared-statements';

/**
 * A durable job queue in one table of the CMS database (the `background-job` content type, so staff read
 * it in the admin). No job library fits: graphile-worker and pg-boss need PostgreSQL, bull and bullmq
 * Redis, agenda MongoDB, better-queue's SQL store shares no claim between replicas; SQLite is the default. A job is enqueued once per kind and subject (a unique index),
 * claimed by one atomic UPDATE (with SKIP LOCKED on PostgreSQL), held under a lease that a stopped process
 * lets run out, and retried with growing waits; after `failingAfter` attempts it shows as failing.
 */
export const jobTable = 'background_jobs';

export type JobState = 'queued' | 'running' | 'done' | 'failing';

export interface ClaimedJob {
  id: number;
  kind: string;
  subject: string;
  payload: Record<string, unknown>;
  /** This claim's attempt, counting from 1. */
  attempts: number;
  /** The claim's token: only its holder may finish the job. */
  claimedBy: string;
}

export interface JobQueueOptions {
  /** How long a claim holds before another process may take the job (the holder is taken to have stopped). */
  leaseMs: number;
  /** The wait after the first failure; it doubles with each one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** From this many failed attempts on, the job's state is `failing` (still retried). */
  failingAfter: number;
  now?: () => Date;
}

/** The wait before the next try after `attempts` failures. */
export const jobRetryDelayMs = (attempts: number, base: number, max: number) => Math.min(base * 2 ** Math.max(0, attempts - 1), max);

/** A Strapi document id (24 lowercase letters and digits): the job table is written with knex, below Strapi's defaults. */
const newDocumentId = () => Array.from(randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

const readyToClaim = `((state IN ('queued', 'failing') AND next_try_at <= ?) OR (state = 'running' AND claimed_until < ?))`;

export function createJobQueue(knex: () => Knex, options: JobQueueOptions) {
  const now = options.now ?? (() => new Date());
  const postgres = () => /^(pg|postgres)/.test(String(knex().client.config.client));

  /** Adds the job unless one of this kind and subject exists (done or not); answers whether it was added. */
  async function enqueue(kind: string, subject: string, payload: Record<string, unknown>, trx?: Knex.Transaction): Promise<boolean> {
    const at = now();
    const { rows } = await runPrepared(trx ?? knex(), {
      sql: `INSERT INTO ${jobTable} (document_id, kind, subject, payload, state, attempts, next_try_at, created_at, updated_at, published_at)
        VALUES (?, ?, ?, ?, 'queued', 0, ?, ?, ?, ?) ON CONFLICT (kind, subject) DO NOTHING RETURNING id`,
      values: [newDocumentId(), kind, subject, JSON.stringify(payload), at, at, at, at],
    });
    return rows.length > 0;
  }

  /** Takes the next due job (or one whose claim ran out) for this process, or answers null. */
  async function claim(): Promise<ClaimedJob | null> {
    const at = now();
    const token = randomBytes(12).toString('hex');
    const until = new Date(at.getTime() + options.leaseMs);
    const lock = postgres() ? 'FOR UPDATE SKIP LOCKED' : '';
    const { rows } = await runPrepared<Record<string, unknown>>(knex(), {
      sql: `UPDATE ${jobTable} SET state = 'running', attempts = attempts + 1, claimed_until = ?, claimed_by = ?, updated_at = ?
       WHERE id = (SELECT id FROM ${jobTable} WHERE ${readyToClaim} ORDER BY next_try_at, id LIMIT 1 ${lock}) AND ${readyToClaim}
       RETURNING id, kind, subject, payload, attempts`,
      values: [until, token, at, at, at, at, at],
    });
    const row = rows[0];
    if (!row) return null;
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload ?? {};
    return { id: Number(row.id), kind: String(row.kind), subject: String(row.subject), payload, attempts: Number(row.attempts), claimedBy: token };
  }

  /** Changes a job this process still holds; answers whether it did (false: its claim ran out and another took it). */
  async function changeHeld(job: ClaimedJob, set: string, values: unknown[]): Promise<boolean> {
    const { count } = await runPrepared(knex(), {
      sql: `UPDATE ${jobTable} SET ${set} WHERE id = ? AND claimed_by = ? AND state = 'running'`,
      values: [...values, job.id, job.claimedBy],
    });
    return count === 1;
  }

  /** Keeps a running job's claim (a heartbeat while it works); false when the claim was already lost. */
  function extend(job: ClaimedJob): Promise<boolean> {
    const at = now();
    return changeHeld(job, 'claimed_until = ?, updated_at = ?', [new Date(at.getTime() + options.leaseMs), at]);
  }

  /** Marks the job done; false when its claim was lost (it ran out and another process took the job). */
  function complete(job: ClaimedJob): Promise<boolean> {
    return changeHeld(job, "state = 'done', claimed_until = NULL, claimed_by = NULL, last_error = NULL, updated_at = ?", [now()]);
  }

  /** Gives the job back to be tried again after its wait; answers when. */
  async function fail(job: ClaimedJob, error: unknown): Promise<Date> {
    const at = now();
    const next = new Date(at.getTime() + jobRetryDelayMs(job.attempts, options.retryBaseMs, options.retryMaxMs));
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await changeHeld(job, 'state = ?, next_try_at = ?, claimed_until = NULL, claimed_by = NULL, last_error = ?, updated_at = ?', [
      job.attempts >= options.failingAfter ? 'failing' : 'queued', next, message, at,
    ]);
    return next;
  }

  /** Forgets done jobs last changed before `before` (the subjects they guard are marked done in their own rows). */
  async function forgetDone(before: Date): Promise<number> {
    return Number(await knex()(jobTable).where({ state: 'done' }).andWhere('updated_at', '<', before).del());
  }

  return { enqueue, claim, extend, complete, fail, forgetDone, leaseMs: options.leaseMs };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
