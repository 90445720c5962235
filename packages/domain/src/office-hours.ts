/**
 * The office's opening hours as times can be counted in, and the moment a piece of staff work is promised
 * by: so many working hours after it arrives, counted only while the office is open (Europe/Tallinn).
 * Public holidays are not known here: the promise counts them as working days. The broker desk's answer time
 * (issue 32) counts the same way: one of the two is to go when both are merged.
 */
import { addDays, businessTimeZone, tallinnDate } from './tallinn-date';

/** Opening minutes from midnight, per ISO weekday (1 Monday … 7 Sunday); a missing day is closed. */
export type OfficeWeek = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, { open: number; close: number }>>;

/** Used when the office's hours cannot be read: Monday to Friday, 9:00 to 17:00. */
export const defaultOfficeWeek: OfficeWeek = Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, { open: 540, close: 1020 }]));

// The weekday letters of the Estonian opening hours (E–R), and English short names.
const dayNames: Record<string, number> = { e: 1, t: 2, k: 3, n: 4, r: 5, l: 6, p: 7, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };
const minutesOf = (text: string): number | null => {
  const match = /^(\d{1,2})(?:[.:](\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2] ?? 0);
  return minutes <= 24 * 60 ? minutes : null;
};

/**
 * The weekly hours of the office's rows as editors write them ("E–R" / "9.00–17.00", "L–P" / "suletud");
 * a row that reads as neither days nor hours is left out, and none at all gives null.
 */
export function readOfficeWeek(rows: ReadonlyArray<{ days: string; hours: string }>): OfficeWeek | null {
  const hours: OfficeWeek = {};
  for (const row of rows) {
    const [first, last] = row.days.toLowerCase().split(/\s*[–—-]\s*/).map((name) => dayNames[name.trim()]);
    const [open, close] = row.hours.split(/\s*[–—-]\s*/).map(minutesOf);
    if (!first || open == null || close == null || close <= open) continue;
    for (let day = first; day <= (last ?? first); day += 1) hours[day as keyof OfficeWeek] = { open, close };
  }
  return Object.keys(hours).length ? hours : null;
}

const wallClock = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** Minutes since Tallinn's midnight at an instant. */
const tallinnMinutes = (instant: Date) => {
  const [hour, minute] = wallClock.format(instant).split(':').map(Number);
  return hour! * 60 + minute!;
};

/** The instant at which a Tallinn calendar day shows this many minutes after midnight (its UTC offset is 2 or 3 hours). */
function tallinnInstant(date: string, minutes: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  for (const offsetHours of [2, 3]) {
    const candidate = new Date(wall - offsetHours * 3_600_000);
    if (tallinnDate(candidate) === date && tallinnMinutes(candidate) === minutes % (24 * 60)) return candidate;
  }
  return new Date(wall - 2 * 3_600_000);
}

const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * When work that arrives at `from` is promised by: `workingHours` of open office time later. Arriving while
 * closed, the count starts when the office next opens. Without any open day it is plainly that many hours later.
 */
export function workingDeadline(from: Date, hours: OfficeWeek, workingHours: number): Date {
  let left = Math.round(workingHours * 60);
  if (!Object.values(hours).some((day) => day && day.close > day.open)) return new Date(from.getTime() + left * 60_000);
  let date = tallinnDate(from);
  let after = tallinnMinutes(from);
  for (;;) {
    const day = hours[isoWeekday(date) as keyof OfficeWeek];
    if (day) {
      const start = Math.max(day.open, after);
      const open = Math.max(0, day.close - start);
      if (left <= open && (left > 0 || open > 0)) return tallinnInstant(date, start + left);
      left -= open;
    }
    date = addDays(date, 1);
    after = 0;
  }
}
