/** Calendar dates as the business sees them: in Europe/Tallinn, written YYYY-MM-DD. */
export const businessTimeZone = 'Europe/Tallinn';

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last minute asked for and its date: formatting in a time zone is slow, and a request asks many times. */
let lastMinute = Number.NaN;
let lastDate = '';

/** The Tallinn calendar date of an instant (its offset is whole hours, so a date never changes within a minute). */
export function tallinnDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDate = isoDate.format(instant);
    lastMinute = minute;
  }
  return lastDate;
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
