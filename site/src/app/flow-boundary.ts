import { parsePath, quoteFormRoutes, routeTable, type RouteKey } from '@kindlustus/routes';

/**
 * Flow pages hold a person's data or ids that lead to it: the client-only pages (offers, confirmation,
 * cart, payment, return, login, policies: ids and tokens in their address) and the pages with a quote
 * form (personal codes and contacts typed in, offers drawn below). Outside scripts never run on them.
 */
const quoteFormPages = new Set<RouteKey>(Object.values(quoteFormRoutes));

export function isFlowPage(pathname: string): boolean {
  const parsed = parsePath(pathname);
  return parsed !== null && (routeTable[parsed.key].kind === 'client' || quoteFormPages.has(parsed.key));
}

/**
 * A started script cannot be stopped in a single-page app, and it sees every address the app moves to.
 * So a navigation between a flow page and any other page loads a new document: the scripts a content
 * page started end with it, and a flow page's document never starts any (nor holds in its history an
 * entry where one runs, so the back button never brings a flow address under a script either).
 */
export function crossesFlowBoundary(fromPathname: string, toPathname: string): boolean {
  return isFlowPage(fromPathname) !== isFlowPage(toPathname);
}

type Navigate = (to: string | number, options?: unknown) => unknown;

/** Wraps Gatsby's navigation (links and navigate()) so that a crossing is a full document load. */
export function loadDocumentAcrossFlowBoundary(): void {
  const target = window as unknown as { ___navigate?: Navigate };
  const gatsbyNavigate = target.___navigate;
  if (!gatsbyNavigate) return;
  target.___navigate = (to, options) => {
    if (typeof to === 'string') {
      const url = new URL(to, window.location.href);
      if (url.origin === window.location.origin && crossesFlowBoundary(window.location.pathname, url.pathname)) {
        if ((options as { replace?: boolean } | undefined)?.replace) window.location.replace(url.href);
        else window.location.assign(url.href);
        return undefined;
      }
    }
    return gatsbyNavigate(to, options);
  };
}
