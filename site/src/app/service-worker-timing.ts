import { whenIdle, whenLoaded } from './when-idle';

/** How long after the page's load event the service worker is registered (then at the browser's next idle moment). */
export const registerAfterLoadMs = 3000;
/** A page whose load event does not come (a stalled image) counts as loaded this long after it started. */
export const longestWaitForLoadMs = 10_000;

/**
 * Gatsby's runtime registers gatsby-plugin-offline's worker as the page starts. On a first visit the worker then
 * installs (its own scripts, its precache), takes the page, and fetches again every script and page data the page
 * has loaded so far so that its caches hold them, while every request of the page passes through it: all of that
 * beside the visitor's first use of the page (a form's code, the register's answer). Measured with the quote flow's
 * visitors on 2 cores: the vehicle card came 35–45 ms later at the median and p75 than without the worker.
 *
 * So on a page no worker controls yet, the registration Gatsby asks for is made once the page has loaded, `delayMs`
 * have passed and the browser is idle; the worker still takes that page when it activates and caches what it loaded
 * (behaviour.spec.ts). A page a worker already controls (a returning visitor) registers at once as before: Gatsby
 * listens for a new worker's install on what register() returns, and the browser looks for a new one about a second
 * after the page starts.
 */
export function registerServiceWorkerLate(container: ServiceWorkerContainer | undefined = navigator.serviceWorker, delayMs = registerAfterLoadMs): void {
  if (!container || container.controller) return;
  const register = container.register.bind(container);
  const loadedAndIdle = new Promise<void>((resolve) => {
    whenLoaded(() => window.setTimeout(() => whenIdle(resolve), delayMs), longestWaitForLoadMs);
  });
  container.register = (scriptUrl, options) => loadedAndIdle.then(() => register(scriptUrl, options));
}
