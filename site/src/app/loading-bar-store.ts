import { siteConstants } from '../config/site-constants';

export type LoadingState = 'idle' | 'loading' | 'done';
type Listener = (state: LoadingState) => void;

/**
 * The progress bar's state machine. A navigation shows the bar only if it takes longer than the
 * throttle; when it ends the bar completes and hides after the hide delay.
 */
const browserTimers = {
  // Called through wrappers: the browser's timer functions refuse to run as methods of another object.
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
};

export function createLoadingBar(timing = siteConstants.loadingBar, timers = browserTimers) {
  let state: LoadingState = 'idle';
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  const set = (next: LoadingState) => {
    state = next;
    listeners.forEach((listener) => listener(next));
  };
  return {
    get state() {
      return state;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (hideTimer) timers.clearTimeout(hideTimer);
      if (showTimer) timers.clearTimeout(showTimer);
      showTimer = timers.setTimeout(() => set('loading'), timing.throttleMs);
    },
    done() {
      if (showTimer) timers.clearTimeout(showTimer);
      showTimer = undefined;
      if (state !== 'loading') return;
      set('done');
      hideTimer = timers.setTimeout(() => set('idle'), timing.hideDelayMs);
    },
  };
}

export const loadingBar = createLoadingBar();
