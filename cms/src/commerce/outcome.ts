import type { FieldError } from '@kindlustus/domain';

/** Why the API says no: an HTTP-like status, a code the site translates, the fields, and the input back. */
export interface Rejection {
  status: number;
  code: string;
  errors: FieldError[];
  input?: unknown;
  currentPremium?: number;
}

/** What a provider-API service answers: its value, or its refusal. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };
/** A refusal with its status and code; `extra` adds field errors, the input back or the current price. */
export const reject = <T>(status: number, code: string, extra: Partial<Rejection> = {}): Outcome<T> => ({ ok: false, rejection: { status, code, errors: [], ...extra } });
