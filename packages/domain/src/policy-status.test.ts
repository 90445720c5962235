import { daysBetween, policyTimeline } from './policy-status';
import { todayInTallinn } from './tallinn-date';

describe('policy timeline', () => {
  it('reads upcoming, active and ended policies with the days until their renewal', () => {
    expect(policyTimeline('2026-12-01', '2027-11-30', '2026-11-25')).toEqual({ standing: 'upcoming', renewalDate: '2027-12-01', daysUntilRenewal: 371 });
    expect(policyTimeline('2025-12-01', '2026-11-30', '2026-11-25')).toEqual({ standing: 'active', renewalDate: '2026-12-01', daysUntilRenewal: 6 });
    expect(policyTimeline('2025-11-26', '2026-11-25', '2026-11-25')).toEqual({ standing: 'active', renewalDate: '2026-11-26', daysUntilRenewal: 1 });
    expect(policyTimeline('2025-11-25', '2026-11-24', '2026-11-25')).toEqual({ standing: 'expired', renewalDate: '2026-11-25', daysUntilRenewal: null });
  });

  it('counts calendar days across the change to and from summer time', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('takes the day in Tallinn, not in UTC: 23:30 UTC on 30 November is already 1 December there', () => {
    const today = todayInTallinn(new Date('2026-11-30T23:30:00Z'));
    expect(today).toBe('2026-12-01');
    expect(policyTimeline('2025-12-01', '2026-11-30', today).standing).toBe('expired');
    expect(policyTimeline('2026-12-01', '2027-11-30', today)).toMatchObject({ standing: 'active', daysUntilRenewal: 365 });
  });
});
