import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydrates a pre-rendered page as a transition, so React works in slices and yields to the browser
 * between them instead of blocking the main thread for the whole page at once (which Lighthouse counts
 * as blocking time on slow phones). Events on parts not hydrated yet are replayed by React afterwards.
 * Client-only pages arrive with an empty body and are rendered, as Gatsby's own renderer does.
 */
export function hydrateInSlices(element: ReactElement, container: Element) {
  const prerendered = document.getElementById('gatsby-focus-wrapper')?.children.length;
  if (!prerendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
