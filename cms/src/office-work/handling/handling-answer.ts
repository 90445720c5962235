import type { Context } from 'koa';
import { errors } from '@strapi/utils';

/** A handling route's answer: the page's data, or a refusal that names the field staff must change. */
export type Handled<T> = { ok: true; value: T } | { ok: false; status: number; field: string; message: string };

export const handled = <T>(value: T): Handled<T> => ({ ok: true, value });
export const refused = (status: number, field: string, message: string): Handled<never> => ({ ok: false, status, field, message });
export const notFound = (): Handled<never> => refused(404, 'documentId', 'not found');

/**
 * A save refused by the content manager's own checks (admin-refusal.ts: "field: message"), as the page shows it at
 * the field; a case or policy handled already is a conflict (409), anything else a field to correct (422).
 */
export function refusalOf(error: unknown): Handled<never> {
  if (!(error instanceof errors.PolicyError)) throw error;
  const details = (error.details ?? {}) as { field?: unknown };
  const field = typeof details.field === 'string' ? details.field : 'state';
  const message = error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
  return refused(field === 'state' ? 409 : 422, field, message);
}

/** Writes a handling answer into the response: 200 with `data`, or the refusal with its field. */
export function respond<T>(ctx: Context, answer: Handled<T>): void {
  if (answer.ok) {
    ctx.body = { data: answer.value };
    return;
  }
  ctx.status = answer.status;
  ctx.body = { error: { status: answer.status, field: answer.field, message: answer.message } };
}

/** The request's JSON body as fields ({} when none). */
export const bodyOf = (ctx: Context): Record<string, unknown> => {
  const body = (ctx.request as unknown as { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};
