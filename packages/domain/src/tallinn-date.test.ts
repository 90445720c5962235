import { tallinnDate } from './tallinn-clock';
import { addDays, dottedDate, todayInTallinn } from './tallinn-date';

describe('Tallinn dates', () => {
  it('gives the Tallinn calendar day, which starts 2 or 3 hours before UTC', () => {
    expect(tallinnDate(new Date('2026-11-20T21:59:00Z'))).toBe('2026-11-20');
    expect(tallinnDate(new Date('2026-11-20T22:00:00Z'))).toBe('2026-11-21'); // UTC+2 in winter
    expect(tallinnDate(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02'); // UTC+3 in summer
    expect(todayInTallinn(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('answers each instant with its own date however the calls alternate, to the second before midnight', () => {
    const beforeMidnight = new Date('2026-11-20T21:59:59.999Z');
    const atMidnight = new Date('2026-11-20T22:00:00.000Z');
    for (let round = 0; round < 3; round += 1) {
      expect(tallinnDate(beforeMidnight)).toBe('2026-11-20');
      expect(tallinnDate(new Date('2026-11-20T21:59:00.000Z'))).toBe('2026-11-20');
      expect(tallinnDate(atMidnight)).toBe('2026-11-21');
    }
    expect(() => tallinnDate(new Date('not a date'))).toThrow(RangeError);
  });

  it('moves dates across month, year and leap days', () => {
    expect(addDays('2026-11-21', 10)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(() => addDays('21.11.2026', 1)).toThrow(/YYYY-MM-DD/);
  });

  it('writes a calendar date as dd.mm.yyyy by rearranging it, never through a time zone', () => {
    expect(dottedDate('2026-11-21')).toBe('21.11.2026');
    expect(dottedDate('2027-01-01')).toBe('01.01.2027');
    expect(dottedDate('2026-03-29')).toBe('29.03.2026');
    expect(() => dottedDate('21.11.2026')).toThrow('Not a YYYY-MM-DD date: 21.11.2026');
  });
});
