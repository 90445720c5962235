/**
 * The start date a quote form fills in by itself: today, where the date the form was restored with (an old
 * draft's, or none) is missing or already past, unless the visitor has changed the field since. Null: leave it.
 * Dates are YYYY-MM-DD, so they compare as strings.
 */
export function startDateDefault(restored: unknown, current: unknown, today: string): string | null {
  if (current !== restored) return null;
  if (typeof current === 'string' && current >= today) return null;
  return today;
}
