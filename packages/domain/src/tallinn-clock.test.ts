import { tallinnDate, tallinnOffsetMinutes, tallinnTime, tallinnWallClock } from './tallinn-clock';

const at = (iso: string) => new Date(iso);

test('summer time of 2026 starts at 01:00 UTC on 29 March: 03:00 follows 02:59:59', () => {
  expect(tallinnOffsetMinutes(at('2026-03-29T00:59:59Z'))).toBe(120);
  expect(tallinnOffsetMinutes(at('2026-03-29T01:00:00Z'))).toBe(180);
  expect(tallinnWallClock(at('2026-03-29T00:59:59Z'))).toEqual({ year: 2026, month: 3, day: 29, hour: 2, minute: 59, second: 59 });
  expect(tallinnWallClock(at('2026-03-29T01:00:00Z'))).toEqual({ year: 2026, month: 3, day: 29, hour: 4, minute: 0, second: 0 });
  expect(tallinnTime(at('2026-03-28T22:00:00Z'))).toBe('00:00');
  expect(tallinnDate(at('2026-03-28T21:59:59Z'))).toBe('2026-03-28');
  expect(tallinnDate(at('2026-03-28T22:00:00Z'))).toBe('2026-03-29');
  // The day after the change starts an hour earlier in UTC.
  expect(tallinnDate(at('2026-03-29T20:59:59Z'))).toBe('2026-03-29');
  expect(tallinnDate(at('2026-03-29T21:00:00Z'))).toBe('2026-03-30');
});

test('summer time of 2026 ends at 01:00 UTC on 25 October: the hour from 03:00 comes twice', () => {
  expect(tallinnOffsetMinutes(at('2026-10-25T00:59:59Z'))).toBe(180);
  expect(tallinnOffsetMinutes(at('2026-10-25T01:00:00Z'))).toBe(120);
  expect(tallinnTime(at('2026-10-25T00:30:00Z'))).toBe('03:30');
  expect(tallinnTime(at('2026-10-25T01:30:00Z'))).toBe('03:30');
  expect(tallinnDate(at('2026-10-24T20:59:59Z'))).toBe('2026-10-24');
  expect(tallinnDate(at('2026-10-24T21:00:00Z'))).toBe('2026-10-25');
  expect(tallinnDate(at('2026-10-25T21:59:59Z'))).toBe('2026-10-25');
  expect(tallinnDate(at('2026-10-25T22:00:00Z'))).toBe('2026-10-26');
});

test('the wall clock and offset hold in winter and summer, across midnight and the new year', () => {
  expect(tallinnOffsetMinutes(at('2026-01-15T12:00:00Z'))).toBe(120);
  expect(tallinnOffsetMinutes(at('2026-07-15T12:00:00Z'))).toBe(180);
  expect(tallinnTime(at('2026-07-01T21:30:00Z'))).toBe('00:30');
  expect(tallinnDate(at('2026-07-01T21:30:00Z'))).toBe('2026-07-02');
  expect(tallinnWallClock(at('2026-12-31T21:59:59.999Z'))).toEqual({ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
  expect(tallinnWallClock(at('2026-12-31T22:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
  expect(tallinnTime(at('2027-01-01T10:05:00Z'))).toBe('12:05');
  // 2027's changes: 28 March and 31 October.
  expect(tallinnOffsetMinutes(at('2027-03-28T01:00:00Z'))).toBe(180);
  expect(tallinnOffsetMinutes(at('2027-10-31T01:00:00Z'))).toBe(120);
});

test('an invalid instant throws, as Intl does', () => {
  expect(() => tallinnDate(new Date(Number.NaN))).toThrow(RangeError);
  expect(() => tallinnTime(new Date('not a date'))).toThrow(RangeError);
});
