/**
 * The office's opening hours, and the moment staff work is promised by: so many working hours after it
 * arrives, counted only while the office is open, in Europe/Tallinn (the broker desk's answer, a policy
 * concluded with an insurer). Public holidays are not known here: they count as working days. Pure: the
 * CMS keeps the hours as text rows, e.g. "E–R" / "9.00–17.00", read elsewhere.
 */
import { tallinnWallClock } from './tallinn-clock';

/** The desk's promise: an answer within this many working hours of the request (docs/staff.md, "For staff: the broker desk"). */
export const deskAnswerWorkingHours = 4;

/** Opening minutes of the day (from, to) per weekday, Monday = 0 … Sunday = 6; null: closed. */
export type WeeklyHours = ReadonlyArray<readonly [from: number, to: number] | null>;

/** Mon–Fri 9–17: the hours kept without a readable office timetable. */
export const defaultOfficeHours: WeeklyHours = [[540, 1020], [540, 1020], [540, 1020], [540, 1020], [540, 1020], null, null];

/** Weekday names and abbreviations in Estonian, English and Russian, Monday first. */
const dayNames: ReadonlyArray<readonly string[]> = [
  ['e', 'esmaspäev', 'mon', 'monday', 'пн', 'понедельник'],
  ['t', 'teisipäev', 'tue', 'tuesday', 'вт', 'вторник'],
  ['k', 'kolmapäev', 'wed', 'wednesday', 'ср', 'среда'],
  ['n', 'neljapäev', 'thu', 'thursday', 'чт', 'четверг'],
  ['r', 'reede', 'fri', 'friday', 'пт', 'пятница'],
  ['l', 'laupäev', 'sat', 'saturday', 'сб', 'суббота'],
  ['p', 'pühapäev', 'sun', 'sunday', 'вс', 'воскресенье'],
];
const dayIndex = (name: string): number => dayNames.findIndex((names) => names.includes(name.trim().toLowerCase().replace(/\.$/, '')));

/** "E–R", "Mon-Fri", "Sat", "E, K, R": the weekdays named; none when the text names no day. */
function parseDays(text: string): number[] {
  const days: number[] = [];
  for (const part of text.split(/[,;]/)) {
    const [first, last, ...rest] = part.split(/[–—-]/);
    const from = dayIndex(first ?? '');
    const to = last === undefined ? from : dayIndex(last);
    if (from < 0 || to < 0 || rest.length) return [];
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === to) break;
    }
  }
  return days;
}

const clock = /^(\d{1,2})(?:[.:](\d{2}))?$/;
const minutesOf = (text: string): number | null => {
  const match = clock.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2] ?? 0);
  return minutes <= 24 * 60 ? minutes : null;
};

/** "9.00–17.00", "9:00-17:00": the minutes of the day; anything else ("suletud", "Closed"): closed. */
function parseHours(text: string): readonly [number, number] | null {
  const [from, to, ...rest] = text.split(/[–—-]/);
  if (from === undefined || to === undefined || rest.length) return null;
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start !== null && end !== null && start < end ? [start, end] : null;
}

/** The office's timetable rows as weekly hours; null when no row names an open day (then keep the default). */
export function parseOpeningHours(rows: ReadonlyArray<{ days: string; hours: string }>): WeeklyHours | null {
  const week: Array<readonly [number, number] | null> = [null, null, null, null, null, null, null];
  for (const row of rows) {
    const hours = parseHours(row.hours);
    for (const day of parseDays(row.days)) week[day] = hours;
  }
  return week.some(Boolean) ? week : null;
}

/** The Tallinn wall-clock reading of an instant, as if it were UTC (milliseconds, whole seconds). */
function tallinnWallMs(instant: Date): number {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  const { year, month, day, hour, minute, second } = tallinnWallClock(instant);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The instant at which Tallinn's clock shows `wallMs` (read as UTC); the offset is found from a guess and checked once more. */
function instantOfWall(wallMs: number): Date {
  let guess = wallMs - (tallinnWallMs(new Date(wallMs)) - wallMs);
  guess += wallMs - tallinnWallMs(new Date(guess));
  return new Date(guess);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When work arriving at `from` is promised by: `workingHours` of the office's open time later, counted from
 * its arrival (or from the next opening when it came outside the hours).
 */
export function workingDeadline(from: Date, workingHours: number, week: WeeklyHours = defaultOfficeHours): Date {
  const hours = week.some(Boolean) ? week : defaultOfficeHours;
  let remaining = Math.max(0, Math.round(workingHours * 60));
  const wall = tallinnWallMs(from);
  let dayStart = wall - (wall % dayMs);
  let minuteNow = (wall - dayStart) / 60_000;
  // A week has an open day, so at most a week and a bit more per working day is walked.
  for (let walked = 0; walked < 8 + Math.ceil(remaining / 60) * 7; walked += 1) {
    const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
    const open = hours[weekday];
    if (open) {
      const from = Math.max(open[0], minuteNow);
      const available = open[1] - from;
      if (available > 0 && remaining <= available) return instantOfWall(dayStart + (from + remaining) * 60_000);
      if (available > 0) remaining -= available;
    }
    dayStart += dayMs;
    minuteNow = 0;
  }
  return instantOfWall(dayStart);
}
