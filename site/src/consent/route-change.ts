import { startedScripts } from './data-layer';
import { safePage, type SafePage } from './safe-page-path';

/**
 * Every page the site shows (first load and its own route changes) reaches the data layer as a
 * `route_change` event, with the route's safe address only: never a query, an id or a token.
 */
export function reportRouteChange(pathname: string): void {
  if (!Array.isArray(window.dataLayer)) return;
  const page = safePage(pathname);
  window.dataLayer.push({ event: 'route_change', page_path: page.path, page_route: page.routeKey ?? 'not-found', page_language: page.language ?? '' });
  if (startedScripts.has('analytics')) sendPageView(page);
}

/** Google Analytics' page view, with the safe address as its location. */
export function sendPageView(page: SafePage): void {
  window.gtag('event', 'page_view', { page_location: `${location.origin}${page.path}`, page_title: page.routeKey ?? 'not-found', language: page.language ?? '' });
}
