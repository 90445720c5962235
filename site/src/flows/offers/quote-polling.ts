import type { Quote } from '../../api-client/quotes/quote-types';

/**
 * How often the offers are asked for while insurers are still answering: at once after the quote's start
 * has answered (an insurer's system often answers within milliseconds of it, and its offer should show
 * then, not after a timer), then quickly, then calmer.
 */
const pollDelays = [0, 50, 100, 200, 400, 600, 1000];
const maxPollMs = 30_000;
/** While only our broker's staff are answering (hours, not seconds): now and then, and only while the page is seen. */
export const deskPollMs = 20_000;

/**
 * When to read the quote again (ms), or null to stop: quickly while insurers' systems answer (at most
 * maxPollMs), then slowly while our broker's staff still answer, and never once everything is answered.
 */
export function nextPollDelay(quote: Quote | null, round: number, elapsedMs: number): number | null {
  const deskPending = quote?.deskPending ?? 0;
  if (quote?.complete && deskPending === 0) return null;
  if (!quote?.complete && elapsedMs <= maxPollMs) return pollDelays[Math.min(round, pollDelays.length - 1)]!;
  return deskPending > 0 ? deskPollMs : null;
}
