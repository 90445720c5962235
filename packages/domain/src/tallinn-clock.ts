/**
 * Europe/Tallinn wall-clock time of a UTC instant, by the EU summer-time rule rather than Intl: a browser's
 * first Intl.DateTimeFormat loads its locale and time-zone data (tens of milliseconds on a slow phone, in the
 * middle of a first render), and a rule needs no cache on a server that asks many times a request.
 */
export const businessTimeZone = 'Europe/Tallinn';

/** The last Sunday of a month, as a day of the month. */
function lastSunday(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Tallinn's offset from UTC in minutes at an instant: +3 h in summer time, +2 h otherwise. Summer time runs
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (the EU rule Estonia
 * has kept since 2002; should it change, the time-zone data the test compares with changes and the test fails).
 */
export function tallinnOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerEnds = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const time = instant.getTime();
  return time >= summerStarts && time < summerEnds ? 180 : 120;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Tallinn wall clock at an instant (month and day from 1). */
export function tallinnWallClock(instant: Date): WallClock {
  const local = new Date(instant.getTime() + tallinnOffsetMinutes(instant) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Tallinn calendar date of an instant, YYYY-MM-DD; an invalid instant throws, as Intl does. */
export function tallinnDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  const { year, month, day } = tallinnWallClock(instant);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The Tallinn clock time of an instant, HH:mm on a 24-hour clock. */
export function tallinnTime(instant: Date): string {
  const { hour, minute } = tallinnWallClock(instant);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}
