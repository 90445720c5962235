import { erasureFreshLoginMinutes, isFreshLogin } from './data-rights';

describe('a fresh e-ID login for asking erasure', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('is one made less than ten minutes ago', () => {
    expect(erasureFreshLoginMinutes).toBe(10);
    expect(isFreshLogin(minutesAgo(0), now)).toBe(true);
    expect(isFreshLogin(minutesAgo(9.9).toISOString(), now)).toBe(true);
    expect(isFreshLogin(minutesAgo(10), now)).toBe(false);
    expect(isFreshLogin(minutesAgo(60), now)).toBe(false);
  });

  it('is never an unknown, unreadable or future login time', () => {
    expect(isFreshLogin(null, now)).toBe(false);
    expect(isFreshLogin(undefined, now)).toBe(false);
    expect(isFreshLogin('not a date', now)).toBe(false);
    expect(isFreshLogin(minutesAgo(-5), now)).toBe(false);
  });
});
