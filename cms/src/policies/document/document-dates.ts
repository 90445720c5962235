/**
 * Dates as a policy document shows them.
 *
 * Policy dates (start, end, due dates) are already Europe/Tallinn calendar dates written YYYY-MM-DD,
 * so they are only rearranged, never passed through Date or a time zone (which could move them by a day).
 * The moment of issue is an instant and is shown as the Tallinn wall-clock date and time.
 */
import { businessTimeZone } from '@kindlustus/domain';

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-21' → '21.11.2026'. Throws on anything that is not a YYYY-MM-DD date. */
export function formatCalendarDate(date: string): string {
  const match = calendarDate.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** '21.11.2026 – 20.11.2027' (an en dash between the first and the last day of cover). */
export function formatPeriod(startDate: string, endDate: string): string {
  return `${formatCalendarDate(startDate)} – ${formatCalendarDate(endDate)}`;
}

// The locale only decides the names of the parts; the parts are put together below, so every language
// gets the same dd.mm.yyyy and a 24-hour clock.
const tallinnClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Tallinn date ('dd.mm.yyyy') and time ('HH:mm') of an instant. */
export function formatTallinnDateTime(instant: Date): { date: string; time: string } {
  if (Number.isNaN(instant.getTime())) throw new Error('Invalid issue time');
  const parts: Record<string, string> = {};
  for (const part of tallinnClock.formatToParts(instant)) parts[part.type] = part.value;
  const { day, month, year, hour, minute } = parts;
  if (!day || !month || !year || !hour || !minute) throw new Error(`Could not format ${instant.toISOString()}`);
  return { date: `${day}.${month}.${year}`, time: `${hour}:${minute}` };
}
