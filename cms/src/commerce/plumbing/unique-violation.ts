/** True when a write failed on a unique index (SQLite or PostgreSQL), i.e. the row is already there. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: any = error;
  while (current && !seen.has(current)) {
    seen.add(current);
    if (current.code === '23505' || current.code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique constraint|UNIQUE constraint failed/i.test(String(current.message))) return true;
    current = current.cause ?? current.details?.cause;
  }
  return false;
}
