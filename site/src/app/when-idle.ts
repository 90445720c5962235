import { siteConstants } from '../config/site-constants';

/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs` where it has no
 * idle callbacks (Safari). Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number = siteConstants.prefetch.idleTimeoutMs, fallbackMs = 0): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(handle);
}
