import type { Knex } from 'knex';
import { runPrepared } from './prepared-statements';

/** The task queue's table: the `background-job` content type's, so staff read the tasks in the admin. */
export const taskTable = 'background_jobs';

export type TaskState = 'queued' | 'running' | 'done' | 'failing';

export interface TaskRow {
  id: number;
  kind: string;
  subject: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const readyToClaim = `((state IN ('queued', 'failing') AND next_try_at <= ?) OR (state = 'running' AND claimed_until < ?))`;

const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client));

/**
 * Adds a queued task unless one of this kind and subject exists (a unique index: done or not); answers whether
 * it was added. `documentId`: written here below Strapi's defaults, so made by the caller.
 */
export async function insertTask(knex: Knex, task: { documentId: string; kind: string; subject: string; payload: Record<string, unknown>; at: Date }): Promise<boolean> {
  const { rows } = await runPrepared(knex, {
    sql: `INSERT INTO ${taskTable} (document_id, kind, subject, payload, state, attempts, next_try_at, created_at, updated_at, published_at)
        VALUES (?, ?, ?, ?, 'queued', 0, ?, ?, ?, ?) ON CONFLICT (kind, subject) DO NOTHING RETURNING id`,
    values: [task.documentId, task.kind, task.subject, JSON.stringify(task.payload), task.at, task.at, task.at, task.at],
  });
  return rows.length > 0;
}

/**
 * Claims the next task due at `at` (or one whose claim ran out) for `token` until `until`, in one atomic UPDATE
 * (with SKIP LOCKED on PostgreSQL), counting the attempt; null when none is due.
 */
export async function claimNextTask(knex: Knex, at: Date, until: Date, token: string): Promise<TaskRow | null> {
  const lock = isPostgres(knex) ? 'FOR UPDATE SKIP LOCKED' : '';
  const { rows } = await runPrepared<Record<string, unknown>>(knex, {
    sql: `UPDATE ${taskTable} SET state = 'running', attempts = attempts + 1, claimed_until = ?, claimed_by = ?, updated_at = ?
       WHERE id = (SELECT id FROM ${taskTable} WHERE ${readyToClaim} ORDER BY next_try_at, id LIMIT 1 ${lock}) AND ${readyToClaim}
       RETURNING id, kind, subject, payload, attempts`,
    values: [until, token, at, at, at, at, at],
  });
  const row = rows[0];
  if (!row) return null;
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload ?? {};
  return { id: Number(row.id), kind: String(row.kind), subject: String(row.subject), payload, attempts: Number(row.attempts) };
}

/** Changes a running task `token` still holds; answers whether it did (false: its claim ran out and another took it). */
async function changeHeld(knex: Knex, held: { id: number; token: string }, set: string, values: unknown[]): Promise<boolean> {
  const { count } = await runPrepared(knex, {
    sql: `UPDATE ${taskTable} SET ${set} WHERE id = ? AND claimed_by = ? AND state = 'running'`,
    values: [...values, held.id, held.token],
  });
  return count === 1;
}

/** Holds the claim until `until`. */
export const extendClaim = (knex: Knex, held: { id: number; token: string }, until: Date, at: Date) =>
  changeHeld(knex, held, 'claimed_until = ?, updated_at = ?', [until, at]);

/** Marks the task done. */
export const markTaskDone = (knex: Knex, held: { id: number; token: string }, at: Date) =>
  changeHeld(knex, held, "state = 'done', claimed_until = NULL, claimed_by = NULL, last_error = NULL, updated_at = ?", [at]);

/** Gives the task back, to be tried again from `next`, with its error. */
export const markTaskFailed = (knex: Knex, held: { id: number; token: string }, state: Extract<TaskState, 'queued' | 'failing'>, next: Date, error: string, at: Date) =>
  changeHeld(knex, held, 'state = ?, next_try_at = ?, claimed_until = NULL, claimed_by = NULL, last_error = ?, updated_at = ?', [state, next, error, at]);

/** Deletes done tasks last changed before `before`; answers how many. */
export async function forgetDoneTasks(knex: Knex, before: Date): Promise<number> {
  return Number(await knex(taskTable).where({ state: 'done' }).andWhere('updated_at', '<', before).del());
}
