/** Calendar dates as the business sees them: in Europe/Tallinn, written YYYY-MM-DD. */
import { tallinnDate } from './tallinn-clock';

export function todayInTallinn(now: Date = new Date()): string {
  return tallinnDate(now);
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date written dd.mm.yyyy, as the site, documents and mails show it: '2026-11-21' → '21.11.2026'.
 * Only rearranged, never passed through Date or a time zone (which could move it by a day). Throws on
 * anything that is not a YYYY-MM-DD date.
 */
export function dottedDate(date: string): string {
  const match = calendarDate.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
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
