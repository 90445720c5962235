/** What the broker's office has due, and when: the rules of the office's day (today's work, reminders, the daily summary). */
import { tallinnDate, tallinnWallClock } from './tallinn-clock';
import { addDays, addMonths } from './tallinn-date';

/** A deadline at an instant (a desk case's answerBy, a policy's concludeBy) or a whole Tallinn day (a data request's last day). */
export type OfficeDeadline = { kind: 'instant'; at: Date } | { kind: 'day'; day: string };

/** A customer's data request is answered within one month of its arrival (GDPR art. 12(3)): its last day, in Tallinn. */
export function dataRequestLastDay(requestedAt: Date): string {
  return addMonths(tallinnDate(requestedAt), 1);
}

/** Whether the deadline has passed: an instant once it is behind us, a day once Tallinn's calendar is past it. */
export function isOverdue(deadline: OfficeDeadline, now: Date): boolean {
  return deadline.kind === 'instant' ? now.getTime() > deadline.at.getTime() : tallinnDate(now) > deadline.day;
}

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/** The working day (Monday to Friday) before a calendar day. */
export function workingDayBefore(day: string): string {
  let before = addDays(day, -1);
  while (isWeekend(before)) before = addDays(before, -1);
  return before;
}

/**
 * Whether the reminder of a deadline not yet passed is due: `leadMs` before an instant, from the working day
 * before a last day. A passed deadline gets none (today's work and the summary show it as overdue).
 */
export function reminderDue(deadline: OfficeDeadline, now: Date, leadMs: number): boolean {
  if (isOverdue(deadline, now)) return false;
  if (deadline.kind === 'instant') return deadline.at.getTime() - now.getTime() <= leadMs;
  return tallinnDate(now) >= workingDayBefore(deadline.day);
}

/** A number that orders deadlines, earliest first (a day counts from its start). */
export function deadlineOrder(deadline: OfficeDeadline | null): number {
  if (!deadline) return Number.MAX_SAFE_INTEGER;
  return deadline.kind === 'instant' ? deadline.at.getTime() : Date.parse(`${deadline.day}T00:00:00Z`);
}

/** The Tallinn day whose summary is due at `now` (from `hour` o'clock in Tallinn on), or null before that hour. */
export function summaryDayDue(now: Date, hour: number): string | null {
  return tallinnWallClock(now).hour >= hour ? tallinnDate(now) : null;
}
