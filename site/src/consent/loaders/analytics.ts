import { addScript, scriptSource } from './script-source';
import type { SafePage } from '../safe-page-path';

/** Google Analytics 4 (measurement id G-…) through gtag.js; page views are sent by the site, with safe addresses. */
export const analyticsUrl = (id: string) => {
  const query = `?id=${encodeURIComponent(id)}`;
  return scriptSource(`https://www.googletagmanager.com/gtag/js${query}`, `gtag.js${query}`);
};

export function loadAnalytics(id: string, page: SafePage): void {
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false, page_location: `${location.origin}${page.path}`, page_referrer: '' });
  addScript(analyticsUrl(id));
}

export function sendPageView(page: SafePage): void {
  window.gtag('event', 'page_view', { page_location: `${location.origin}${page.path}`, page_title: page.routeKey ?? 'not-found', language: page.language ?? '' });
}
