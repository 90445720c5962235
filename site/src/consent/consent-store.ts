import { useSyncExternalStore } from 'react';
import { browserAsksNotToTrack, readChoice, type ConsentChoice } from './consent-choice';

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

/** The visitor chose (consent-decision.ts keeps it): the banner and the dialog close. */
export const chosen = (choice: ConsentChoice) => set({ choice, settingsOpen: false });
export const currentChoice = () => state.choice;

export const openSettings = () => set({ settingsOpen: true });
export const closeSettings = () => set({ settingsOpen: false });
