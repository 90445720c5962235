declare global {
  interface Window {
    /** Made by the consent-default snippet in <head> before anything else runs (consent-default-script.ts). */
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

/** Scripts started on this page (they stay until the next full load). */
export const startedScripts = new Set<string>();
