import { defaultOfficeWeek, readOfficeWeek, workingDeadline } from './office-hours';

const office = readOfficeWeek([{ days: 'E–R', hours: '9.00–17.00' }, { days: 'L–P', hours: 'suletud' }])!;

describe('office hours', () => {
  it('reads the office rows as editors write them, in Estonian or English', () => {
    expect(office).toEqual(defaultOfficeWeek);
    expect(readOfficeWeek([{ days: 'Mon–Thu', hours: '8:30–16:00' }, { days: 'Sat', hours: '10–14' }])).toEqual({
      1: { open: 510, close: 960 }, 2: { open: 510, close: 960 }, 3: { open: 510, close: 960 }, 4: { open: 510, close: 960 }, 6: { open: 600, close: 840 },
    });
    expect(readOfficeWeek([{ days: 'Kokkuleppel', hours: 'helista' }])).toBeNull();
  });

  it('promises a working day later, counted while the office is open (Tallinn is UTC+2 in winter)', () => {
    // Thursday 26 November 2026, 10:00 in Tallinn: Friday 10:00.
    expect(workingDeadline(new Date('2026-11-26T08:00:00Z'), office, 8).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    // Friday 15:00: two hours on Friday, six on Monday, 15:00.
    expect(workingDeadline(new Date('2026-11-27T13:00:00Z'), office, 8).toISOString()).toBe('2026-11-30T13:00:00.000Z');
    // Saturday night: counting starts Monday 9:00.
    expect(workingDeadline(new Date('2026-11-28T21:00:00Z'), office, 4).toISOString()).toBe('2026-11-30T11:00:00.000Z');
    // Before opening: from 9:00 the same day.
    expect(workingDeadline(new Date('2026-11-26T04:19:00Z'), office, 2).toISOString()).toBe('2026-11-26T09:00:00.000Z');
    // Exactly at closing with the day's hours used up: 17:00 the same day.
    expect(workingDeadline(new Date('2026-11-26T07:00:00Z'), office, 8).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('follows summer time (UTC+3) and its change', () => {
    expect(workingDeadline(new Date('2026-07-01T06:00:00Z'), office, 1).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    // Friday 27 March 2026 16:00 (UTC+2); the clocks go forward on Sunday: Monday 16:00 is 13:00 UTC.
    expect(workingDeadline(new Date('2026-03-27T14:00:00Z'), office, 8).toISOString()).toBe('2026-03-30T13:00:00.000Z');
  });

  it('counts plain hours when the office has no open day', () => {
    expect(workingDeadline(new Date('2026-11-26T08:00:00Z'), {}, 8).toISOString()).toBe('2026-11-26T16:00:00.000Z');
  });
});
