/**
 * Dates and times written out for a reader, in Europe/Tallinn, without Intl: a browser's first
 * Intl.DateTimeFormat loads its locale and time-zone data (tens of milliseconds on a slow phone, in the
 * middle of the first render of an offer or a cart). The words and order are the ones Intl writes for
 * et-EE, ru-RU and en-GB (the test holds them to it), so a page reads the same in every browser.
 */
export type WritingLanguage = 'et' | 'ru' | 'en';

const monthNames: Record<WritingLanguage, readonly string[]> = {
  et: ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember'],
  // The genitive, as a date needs it ("26 ноября").
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const languageOf = (language: string): WritingLanguage => (language === 'ru' || language === 'en' ? language : 'et');

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

/** The Tallinn wall clock at an instant. */
export function tallinnWallClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const local = new Date(instant.getTime() + tallinnOffsetMinutes(instant) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

function dayMonthYear(year: number, month: number, day: number, language: WritingLanguage): string {
  const monthName = monthNames[language][month - 1];
  if (language === 'et') return `${day}. ${monthName} ${year}`;
  if (language === 'ru') return `${day} ${monthName} ${year} г.`;
  return `${day} ${monthName} ${year}`;
}

/** A calendar date (YYYY-MM-DD, no time zone involved) written out: "5. märts 2026", "5 марта 2026 г.", "5 March 2026". */
export function writtenDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return dayMonthYear(year, month, day, languageOf(language));
}

/** An instant as a Tallinn date and time: "26. november 2026, kell 18:05", "26 ноября 2026 г. в 18:05", "26 November 2026 at 18:05". */
export function writtenTallinnDateTime(iso: string, language: string): string {
  const written = languageOf(language);
  const { year, month, day, hour, minute } = tallinnWallClock(new Date(iso));
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const joiner = { et: ', kell ', ru: ' в ', en: ' at ' }[written];
  return `${dayMonthYear(year, month, day, written)}${joiner}${time}`;
}
