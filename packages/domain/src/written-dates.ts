/**
 * Dates and times written out for a reader, in Europe/Tallinn, without Intl: a browser's first
 * Intl.DateTimeFormat loads its locale and time-zone data (tens of milliseconds on a slow phone, in the
 * middle of the first render of an offer or a cart). The words and order are the ones Intl writes for each
 * language's tag in `languageTags` (the test holds them to it), so a page reads the same in every browser.
 */
import type { Locale } from '@kindlustus/routes';
import { writingLocale } from './language-tags';
import { tallinnTime, tallinnWallClock } from './tallinn-clock';

const monthNames: Record<Locale, readonly string[]> = {
  et: ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember'],
  // The genitive, as a date needs it ("26 ноября").
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

function dayMonthYear(year: number, month: number, day: number, language: Locale): string {
  const monthName = monthNames[language][month - 1];
  if (language === 'et') return `${day}. ${monthName} ${year}`;
  if (language === 'ru') return `${day} ${monthName} ${year} г.`;
  return `${day} ${monthName} ${year}`;
}

/** A calendar date (YYYY-MM-DD, no time zone involved) written out: "5. märts 2026", "5 марта 2026 г.", "5 March 2026". */
export function writtenDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return dayMonthYear(year, month, day, writingLocale(language));
}

/** An instant as a Tallinn date and time: "26. november 2026, kell 18:05", "26 ноября 2026 г. в 18:05", "26 November 2026 at 18:05". */
export function writtenTallinnDateTime(iso: string, language: string): string {
  const written = writingLocale(language);
  const instant = new Date(iso);
  const { year, month, day } = tallinnWallClock(instant);
  const joiner = { et: ', kell ', ru: ' в ', en: ' at ' }[written];
  return `${dayMonthYear(year, month, day, written)}${joiner}${tallinnTime(instant)}`;
}
