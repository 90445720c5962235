/** Calendar dates as the business sees them: in Europe/Tallinn, written YYYY-MM-DD. */
export const businessTimeZone = 'Europe/Tallinn';

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Tallinn calendar date of an instant. */
export function tallinnDate(instant: Date): string {
  return isoDate.format(instant);
}

export function todayInTallinn(now: Date = new Date()): string {
  return tallinnDate(now);
}

/** A calendar date moved by whole days (no time zone involved: dates are plain calendar days). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

/** A calendar date moved by whole months; a day past the new month's end becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}
