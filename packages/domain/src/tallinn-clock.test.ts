import { businessTimeZone, tallinnDate, tallinnOffsetMinutes, tallinnTime, tallinnWallClock } from './tallinn-clock';

test('the Tallinn offset follows the time-zone data every hour from 2020 to 2036, across each change of summer time', () => {
  const wallHour = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hour: '2-digit', hourCycle: 'h23' });
  const start = Date.UTC(2020, 0, 1);
  const end = Date.UTC(2036, 0, 1);
  let checked = 0;
  for (let time = start; time < end; time += 3_600_000) {
    const instant = new Date(time);
    const expectedHour = Number(wallHour.format(instant));
    const hour = new Date(time + tallinnOffsetMinutes(instant) * 60_000).getUTCHours();
    if (hour !== expectedHour) throw new Error(`${instant.toISOString()}: ${hour} h, the time-zone data says ${expectedHour} h`);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(140_000);
  // The changes of 2026: 29 March and 25 October at 01:00 UTC.
  expect(tallinnOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(120);
  expect(tallinnOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(180);
  expect(tallinnOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(180);
  expect(tallinnOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(120);
});

test('the Tallinn date and time of an instant are the ones Intl gives with the time-zone data, every 37 minutes from 2024 to 2028', () => {
  const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const intlTime = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 37 * 60_000 + 13_000) {
    const instant = new Date(time);
    const { hour, minute, second } = tallinnWallClock(instant);
    const clock = [hour, minute, second].map((value) => String(value).padStart(2, '0')).join(':');
    if (tallinnDate(instant) !== intlDate.format(instant) || clock !== intlTime.format(instant)) {
      throw new Error(`${instant.toISOString()}: ${tallinnDate(instant)} ${clock}, Intl says ${intlDate.format(instant)} ${intlTime.format(instant)}`);
    }
  }
  expect(tallinnTime(new Date('2026-07-01T21:30:00Z'))).toBe('00:30');
  expect(tallinnDate(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-02');
  expect(() => tallinnDate(new Date(Number.NaN))).toThrow(RangeError);
});
