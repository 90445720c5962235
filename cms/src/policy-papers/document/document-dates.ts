/**
 * Dates as a policy document shows them: calendar dates (start, end, due dates) as dd.mm.yyyy (the
 * domain's `dottedDate`), and the moment of issue as the Tallinn wall-clock date and time.
 */
import { dottedDate, tallinnDate, tallinnTime } from '@kindlustus/domain';

/** '21.11.2026 – 20.11.2027' (an en dash between the first and the last day of cover). */
export function formatPeriod(startDate: string, endDate: string): string {
  return `${dottedDate(startDate)} – ${dottedDate(endDate)}`;
}

/** The Tallinn date ('dd.mm.yyyy') and time ('HH:mm') of an instant. */
export function formatTallinnDateTime(instant: Date): { date: string; time: string } {
  if (Number.isNaN(instant.getTime())) throw new Error('Invalid issue time');
  return { date: dottedDate(tallinnDate(instant)), time: tallinnTime(instant) };
}
