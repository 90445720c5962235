import { dataRequestLastDay, deadlineOrder, isOverdue, reminderDue, summaryDayDue, workingDayBefore } from './office-due';

const hour = 3600_000;

describe("what the office has due, and when", () => {
  it('gives a data request one month from the day it came, by the Tallinn calendar', () => {
    // 23:30 UTC on 30 Nov is 1 Dec in Tallinn (UTC+2).
    expect(dataRequestLastDay(new Date('2026-11-30T23:30:00Z'))).toBe('2027-01-01');
    expect(dataRequestLastDay(new Date('2026-01-31T10:00:00Z'))).toBe('2026-02-28');
  });

  it('marks an instant overdue once passed, and a last day only after it ends in Tallinn', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    expect(isOverdue({ kind: 'instant', at }, new Date(at.getTime() - 1))).toBe(false);
    expect(isOverdue({ kind: 'instant', at }, new Date(at.getTime() + 1))).toBe(true);
    expect(isOverdue({ kind: 'day', day: '2026-11-27' }, new Date('2026-11-27T21:59:00Z'))).toBe(false);
    expect(isOverdue({ kind: 'day', day: '2026-11-27' }, new Date('2026-11-27T22:00:00Z'))).toBe(true);
  });

  it('reminds within the lead before an instant, from the working day before a last day, never after the deadline', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    expect(reminderDue({ kind: 'instant', at }, new Date(at.getTime() - 2 * hour), hour)).toBe(false);
    expect(reminderDue({ kind: 'instant', at }, new Date(at.getTime() - hour), hour)).toBe(true);
    expect(reminderDue({ kind: 'instant', at }, new Date(at.getTime() + 1), hour)).toBe(false);
    // Monday 30 Nov 2026: the working day before is Friday 27 Nov.
    expect(workingDayBefore('2026-11-30')).toBe('2026-11-27');
    expect(reminderDue({ kind: 'day', day: '2026-11-30' }, new Date('2026-11-26T12:00:00Z'), hour)).toBe(false);
    expect(reminderDue({ kind: 'day', day: '2026-11-30' }, new Date('2026-11-27T08:00:00Z'), hour)).toBe(true);
    expect(reminderDue({ kind: 'day', day: '2026-11-30' }, new Date('2026-12-01T08:00:00Z'), hour)).toBe(false);
  });

  it('orders deadlines earliest first, those without one last', () => {
    const sorted = [null, { kind: 'instant' as const, at: new Date('2026-11-28T10:00:00Z') }, { kind: 'instant' as const, at: new Date('2026-11-27T10:00:00Z') }]
      .sort((a, b) => deadlineOrder(a) - deadlineOrder(b));
    expect(sorted.map((entry) => entry?.kind === 'instant' ? entry.at.toISOString() : null)).toEqual(['2026-11-27T10:00:00.000Z', '2026-11-28T10:00:00.000Z', null]);
  });

  it("sends the day's summary from its Tallinn hour on", () => {
    // 05:59 UTC is 07:59 in Tallinn in winter.
    expect(summaryDayDue(new Date('2026-11-27T05:59:00Z'), 8)).toBeNull();
    expect(summaryDayDue(new Date('2026-11-27T06:00:00Z'), 8)).toBe('2026-11-27');
    expect(summaryDayDue(new Date('2026-11-27T22:30:00Z'), 8)).toBeNull();
    expect(summaryDayDue(new Date('2026-11-28T06:30:00Z'), 8)).toBe('2026-11-28');
  });
});
