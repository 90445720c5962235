/** What a driver's or Strapi's error may carry: its code, its message, the error it wraps. */
type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; details?: { cause?: unknown } } | null | undefined;

/** True when a write failed on a unique index (SQLite or PostgreSQL), i.e. the row is already there. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error as ErrorLike;
  while (current && !seen.has(current)) {
    seen.add(current);
    if (current.code === '23505' || current.code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique constraint|UNIQUE constraint failed/i.test(String(current.message))) return true;
    current = (current.cause ?? current.details?.cause) as ErrorLike;
  }
  return false;
}
