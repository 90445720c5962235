import { addDays } from './tallinn-date';

export type DateProblem = 'invalidDate' | 'dateInPast' | 'dateTooFar';

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A policy may start from today (Tallinn) up to `maxDaysAhead` days later; dates compare as
 * calendar days, so the answer does not depend on the server's time zone.
 */
export function startDateProblem(date: string, today: string, maxDaysAhead: number): DateProblem | null {
  if (!isIsoDate(date)) return 'invalidDate';
  if (date < today) return 'dateInPast';
  if (date > addDays(today, maxDaysAhead)) return 'dateTooFar';
  return null;
}
