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

/** Runs `run` once the page's load event has come (at once if it has), or after `latestMs` if it never comes. */
export function whenLoaded(run: () => void, latestMs?: number): void {
  if (document.readyState === 'complete') {
    run();
    return;
  }
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  window.addEventListener('load', once, { once: true });
  if (latestMs !== undefined) window.setTimeout(once, latestMs);
}
