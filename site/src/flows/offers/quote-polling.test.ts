import type { Quote } from '../../api-client/quotes/quote-types';
import { deskPollMs, nextPollDelay } from './quote-polling';

const quote = (complete: boolean, deskPending: number) => ({ complete, deskPending } as Quote);

describe('reading a quote again', () => {
  it('asks quickly while insurers’ systems answer, and stops after the time they have', () => {
    expect(nextPollDelay(quote(false, 0), 0, 0)).toBe(0);
    expect(nextPollDelay(quote(false, 0), 1, 5)).toBe(50);
    expect(nextPollDelay(quote(false, 0), 2, 60)).toBe(100);
    expect(nextPollDelay(quote(false, 0), 9, 10_000)).toBe(1000);
    expect(nextPollDelay(quote(false, 0), 9, 31_000)).toBeNull();
  });

  it('keeps asking slowly while our broker’s staff answer, and stops once everything is answered', () => {
    expect(nextPollDelay(quote(true, 1), 3, 2_000)).toBe(deskPollMs);
    expect(nextPollDelay(quote(false, 1), 40, 60_000)).toBe(deskPollMs);
    expect(nextPollDelay(quote(true, 0), 3, 2_000)).toBeNull();
  });
});
