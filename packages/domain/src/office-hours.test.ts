import { defaultOfficeHours, parseOpeningHours, workingDeadline } from './office-hours';

const tartuEt = [{ days: 'E–R', hours: '9.00–17.00' }, { days: 'L–P', hours: 'suletud' }];

describe('office hours and the time staff work is promised by', () => {
  it('reads the office timetable in Estonian, English and Russian', () => {
    expect(parseOpeningHours(tartuEt)).toEqual(defaultOfficeHours);
    expect(parseOpeningHours([{ days: 'Mon–Fri', hours: '9:00–17:00' }, { days: 'Sat–Sun', hours: 'Closed' }])).toEqual(defaultOfficeHours);
    expect(parseOpeningHours([{ days: 'Пн–Пт', hours: '9:00–17:00' }, { days: 'Сб–Вс', hours: 'закрыто' }])).toEqual(defaultOfficeHours);
    expect(parseOpeningHours([{ days: 'E–R', hours: '9–17' }, { days: 'L', hours: '10.00-14.00' }])?.[5]).toEqual([600, 840]);
    expect(parseOpeningHours([{ days: 'by appointment', hours: 'call us' }])).toBeNull();
  });

  it('answers within the working hours the same day when they fit (Tallinn winter time, UTC+2)', () => {
    // Thursday 26 Nov 2026 10:00 in Tallinn is 08:00 UTC; 4 working hours later is 14:00 Tallinn.
    expect(workingDeadline(new Date('2026-11-26T08:00:00Z'), 4, parseOpeningHours(tartuEt)!).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('carries the hours left at closing to the next open day and skips the weekend', () => {
    // Friday 27 Nov 15:00 Tallinn: 2 h that day, 2 h from Monday 9:00 → Monday 30 Nov 11:00 Tallinn.
    expect(workingDeadline(new Date('2026-11-27T13:00:00Z'), 4).toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });

  it('counts from the next opening for a request made at night or on a closed day', () => {
    // Saturday 28 Nov 23:30 Tallinn → Monday 9:00 + 4 h = 13:00 Tallinn.
    expect(workingDeadline(new Date('2026-11-28T21:30:00Z'), 4).toISOString()).toBe('2026-11-30T11:00:00.000Z');
    // Wednesday 06:00 Tallinn, summer time (UTC+3): 9:00 + 4 h = 13:00 Tallinn = 10:00 UTC.
    expect(workingDeadline(new Date('2026-07-01T03:00:00Z'), 4).toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('spans several days for more hours than one day has, across the change to summer time', () => {
    // Friday 27 Mar 2026 16:00 Tallinn (UTC+2): 1 h Friday, 8 h Monday (now UTC+3), 3 h Tuesday → Tuesday 12:00 Tallinn.
    expect(workingDeadline(new Date('2026-03-27T14:00:00Z'), 12).toISOString()).toBe('2026-03-31T09:00:00.000Z');
  });

  it('keeps the default hours for an office timetable without an open day', () => {
    expect(workingDeadline(new Date('2026-11-26T08:00:00Z'), 1, [null, null, null, null, null, null, null]).toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });
  it('counts a working day of staff work across a weekend: 8 hours from Friday 15:00 is Monday 15:00', () => {
    expect(workingDeadline(new Date('2026-11-27T13:00:00Z'), 8).toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(workingDeadline(new Date('2026-11-26T08:00:00Z'), 8).toISOString()).toBe('2026-11-27T08:00:00.000Z');
  });
});
