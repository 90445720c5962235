import { whenIdle, whenLoaded } from '../../app/when-idle';
import { currentConnection, prefetchAllowed } from '../../app/prefetch-policy';
import { activateForms } from './form-activation';

/** "Near" view: the form's top within half a screen below the bottom edge. */
const nearViewMargin = '0px 0px 50% 0px';

/**
 * A form that arrived as HTML gets its code and API client ready (its rules follow once it has mounted)
 * before the visitor touches it once it is in or near view and the browser is idle after the page's load:
 * typing a plate then waits for the register only. A visitor who never comes near the form, on data saver or
 * a 2g connection, still fetches nothing until first use, and the work waits for the page's own load (no
 * blocking time added to it). Returns what stops watching.
 */
export function activateNearViewWhenIdle(form: Element): () => void {
  if (typeof IntersectionObserver === 'undefined' || !prefetchAllowed(currentConnection())) return () => undefined;
  let stopped = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenLoaded(() => {
        whenIdle(() => {
          if (!stopped) activateForms();
        });
      });
    },
    { rootMargin: nearViewMargin },
  );
  observer.observe(form);
  return () => {
    stopped = true;
    observer.disconnect();
  };
}
