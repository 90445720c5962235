import { languageTags as intlTags } from './language-tags';
import { writtenDate, writtenTallinnDateTime } from './written-dates';

// These tags write dates exactly as ru-RU and en-GB do (the tags the test compared with before): ru-EE falls
// back to ru, and en-IE and en-GB share day-month-year with the month's name; the last test shows it.
const languages = ['et', 'ru', 'en'] as const;

/** What Intl writes with the system's time-zone data: the reference the hand-written forms must match. */
const intlDateTime = (instant: Date, language: (typeof languages)[number]) =>
  new Intl.DateTimeFormat(intlTags[language], { timeZone: 'Europe/Tallinn', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(instant);
const intlDate = (date: string, language: (typeof languages)[number]) =>
  new Intl.DateTimeFormat(intlTags[language], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

test('a date and time is written as Intl writes it in each language, for every month, midnight and the minutes around a change', () => {
  const instants = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, 7, 5))),
    new Date('2026-11-26T16:05:00Z'),
    new Date('2026-07-09T21:59:00Z'), // 00:59 the next day in Tallinn
    new Date('2026-12-31T22:00:00Z'), // New Year in Tallinn
    new Date('2026-03-29T00:59:00Z'),
    new Date('2026-03-29T01:00:00Z'),
    new Date('2026-10-25T00:30:00Z'),
    new Date('2026-10-25T01:30:00Z'),
  ];
  for (const language of languages) {
    for (const instant of instants) expect(writtenTallinnDateTime(instant.toISOString(), language)).toBe(intlDateTime(instant, language));
  }
  expect(writtenTallinnDateTime('2026-11-26T16:05:00Z', 'et')).toBe('26. november 2026, kell 18:05');
  expect(writtenTallinnDateTime('2026-11-26T16:05:00Z', 'ru')).toBe('26 ноября 2026 г. в 18:05');
  expect(writtenTallinnDateTime('2026-11-26T16:05:00Z', 'en')).toBe('26 November 2026 at 18:05');
});

test('a calendar date is written as Intl writes it, in each language and month', () => {
  for (const language of languages) {
    for (let month = 1; month <= 12; month += 1) {
      const date = `2027-${String(month).padStart(2, '0')}-${String(month * 2).padStart(2, '0')}`;
      expect(writtenDate(date, language)).toBe(intlDate(date, language));
    }
  }
  expect(writtenDate('2026-03-05', 'et')).toBe('5. märts 2026');
  expect(() => writtenDate('5.3.2026', 'et')).toThrow('Not a YYYY-MM-DD date');
});

test('the tags of the table write dates as ru-RU and en-GB do', () => {
  const options = { timeZone: 'Europe/Tallinn', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
  for (let month = 0; month < 12; month += 1) {
    const instant = new Date(Date.UTC(2026, month, 3 + month, 9, 41));
    expect(new Intl.DateTimeFormat(intlTags.ru, options).format(instant)).toBe(new Intl.DateTimeFormat('ru-RU', options).format(instant));
    expect(new Intl.DateTimeFormat(intlTags.en, options).format(instant)).toBe(new Intl.DateTimeFormat('en-GB', options).format(instant));
  }
});
