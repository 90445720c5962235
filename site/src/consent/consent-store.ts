import { useSyncExternalStore } from 'react';
import { browserAsksNotToTrack, choiceCookie, googleConsentOf, readChoice, type ConsentChoice } from './consent-choice';
import { startedScripts } from './data-layer';

/**
 * The page's consent state: the stored choice (null until the visitor chose), whether the browser asks
 * not to be tracked, and which of the banner and the settings dialog shows.
 */
export interface ConsentState {
  ready: boolean;
  choice: ConsentChoice | null;
  doNotTrack: boolean;
  settingsOpen: boolean;
}

const serverState: ConsentState = { ready: false, choice: null, doNotTrack: false, settingsOpen: false };
let state = serverState;
const listeners = new Set<() => void>();

function set(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useConsent = (): ConsentState => useSyncExternalStore(subscribe, () => state, () => serverState);

/** After hydration: what the cookie and the browser say. */
export function loadConsent(): void {
  if (!state.ready) set({ ready: true, choice: readChoice(), doNotTrack: browserAsksNotToTrack() });
}

/** Keeps the choice, tells Google's tags, and reloads when it takes back what a running script was allowed. */
export function choose(choice: ConsentChoice): void {
  const previous = state.choice;
  document.cookie = choiceCookie(choice);
  window.gtag('consent', 'update', googleConsentOf(choice));
  const withdrawn = previous !== null && (Object.keys(choice) as Array<keyof ConsentChoice>).some((category) => previous[category] && !choice[category]);
  set({ choice, settingsOpen: false });
  if (withdrawn && startedScripts.size > 0) window.location.reload();
}

export const openSettings = () => set({ settingsOpen: true });
export const closeSettings = () => set({ settingsOpen: false });
