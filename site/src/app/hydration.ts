import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates a pre-rendered page as a transition, so React works in slices and yields to the browser
 * between them instead of blocking the main thread for the whole page at once (which Lighthouse counts
 * as blocking time on slow phones). A click or key press before it is done makes React finish
 * hydrating at once and then handles it. Client-only pages arrive with an empty wrapper and are
 * rendered, as Gatsby's own renderer does (as are the develop server's overlays, mounted into empty
 * containers). Gatsby's onCaughtError/onUncaughtError options are left out: React 18 has no such
 * root options. Returns what unmounts the root.
 */
let serverHtmlPending = false;

/** True while the first page is hydrated from the HTML the build rendered (not after a client-side navigation). */
export function hydratingServerHtml(): boolean {
  return serverHtmlPending;
}

/** Called once the first render is done (gatsby-browser's onInitialClientRender). */
export function serverHtmlHydrated(): void {
  serverHtmlPending = false;
}

export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  let root: Root;
  if (container.querySelector('#gatsby-focus-wrapper')?.children.length) {
    serverHtmlPending = true;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root.unmount();
}
