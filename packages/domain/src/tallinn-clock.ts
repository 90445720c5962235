/**
 * Europe/Tallinn wall-clock time of a UTC instant, from the time-zone database through the platform's Intl
 * (Node and browsers carry the tz data; it changes with the zone's rules, and costs the site no bytes).
 * One formatter, made at the first use and kept: making one is the expensive part.
 */
export const businessTimeZone = 'Europe/Tallinn';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let wallClockFormat: Intl.DateTimeFormat | undefined;

function wallClockParts(instant: Date): Intl.DateTimeFormatPart[] {
  wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return wallClockFormat.formatToParts(instant);
}

/** The Tallinn wall clock at an instant (month and day from 1); an invalid instant throws a RangeError. */
export function tallinnWallClock(instant: Date): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of wallClockParts(instant)) {
    if (type in clock) clock[type as keyof WallClock] = Number(value);
  }
  return clock;
}

/** Tallinn's offset from UTC in minutes at an instant (180 in summer time, 120 otherwise, as the tz data says). */
export function tallinnOffsetMinutes(instant: Date): number {
  const { year, month, day, hour, minute, second } = tallinnWallClock(instant);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Tallinn calendar date of an instant, YYYY-MM-DD; an invalid instant throws a RangeError. */
export function tallinnDate(instant: Date): string {
  const { year, month, day } = tallinnWallClock(instant);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The Tallinn clock time of an instant, HH:mm on a 24-hour clock. */
export function tallinnTime(instant: Date): string {
  const { hour, minute } = tallinnWallClock(instant);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}
