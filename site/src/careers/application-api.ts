import type { FieldError } from '@kindlustus/domain';
import { apiAcceptHeader, apiUrl } from '../api-client/api-base';

/** What became of a submitted application, as the form shows it. */
export type SubmitOutcome =
  | { ok: true; id: string }
  | { ok: false; fieldErrors: FieldError[]; message: FormMessage | null };

/** A form-level message: a UI text key (namespace:key). */
export type FormMessage = 'forms:captchaFailed' | 'forms:tooManyRequests' | 'forms:networkError' | 'careers:applicationFailed';

interface ErrorBody {
  code?: unknown;
  errors?: unknown;
}

const isFieldError = (value: unknown): value is FieldError =>
  !!value && typeof (value as FieldError).field === 'string' && typeof (value as FieldError).code === 'string';

/** The API's answer as the form's outcome (see POST /api/job-applications in the CMS). */
export function outcomeOf(status: number, body: unknown): SubmitOutcome {
  if (status === 201 && body && typeof (body as { id?: unknown }).id === 'string') return { ok: true, id: (body as { id: string }).id };
  const { code, errors } = (body ?? {}) as ErrorBody;
  const fieldErrors = Array.isArray(errors) ? errors.filter(isFieldError) : [];
  if (fieldErrors.length) return { ok: false, fieldErrors, message: null };
  if (status === 413) return { ok: false, fieldErrors: [{ field: 'cv', code: 'fileTooLarge' }], message: null };
  if (code === 'captchaFailed') return { ok: false, fieldErrors: [], message: 'forms:captchaFailed' };
  if (status === 429 || code === 'tooManyRequests') return { ok: false, fieldErrors: [], message: 'forms:tooManyRequests' };
  return { ok: false, fieldErrors: [], message: 'careers:applicationFailed' };
}

/** Posts the form (multipart, with the CV) and reads the answer; a lost connection is an outcome too. */
export async function submitApplication(form: FormData, fetchImpl: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(apiUrl('job-applications'), {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { accept: apiAcceptHeader },
    });
  } catch {
    return { ok: false, fieldErrors: [], message: 'forms:networkError' };
  }
  const body: unknown = await response.json().catch(() => null);
  return outcomeOf(response.status, body);
}
