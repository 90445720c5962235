import { z } from 'zod';

/** An e-mail address as every form and the API take it: required, trimmed, at most 255 characters. */
export const emailAddress = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(255, { error: 'tooLong' })
  .pipe(z.email({ error: 'invalidEmail' }));

/** The refusal code of an address (`required`, `tooLong`, `invalidEmail`), or null when it is usable. */
export function emailAddressProblem(value: unknown): string | null {
  const parsed = emailAddress.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalidEmail');
}
