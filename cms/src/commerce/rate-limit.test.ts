import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows a burst up to its capacity, then refills over time, per client', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 1_000;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });
});
