import { startDateDefault } from './start-date-default';

const today = '2026-11-28';

describe('the start date a quote form fills in by itself', () => {
  it('is today where the form was restored with none, or with an old draft\'s date already past', () => {
    expect(startDateDefault('', '', today)).toBe(today);
    expect(startDateDefault(undefined, undefined, today)).toBe(today);
    expect(startDateDefault('2026-11-27', '2026-11-27', today)).toBe(today);
  });

  it('leaves a restored date of today or later', () => {
    expect(startDateDefault(today, today, today)).toBeNull();
    expect(startDateDefault('2026-12-08', '2026-12-08', today)).toBeNull();
  });

  it('leaves whatever the visitor typed since the form was restored, even a past date (the check on sending names it)', () => {
    expect(startDateDefault('', '2026-11-01', today)).toBeNull();
    expect(startDateDefault('2026-11-27', '2026-11-20', today)).toBeNull();
    expect(startDateDefault('2026-11-27', '', today)).toBeNull();
  });
});
