import { addScript, scriptSource } from './script-source';
import { sendPageView } from '../route-change';
import type { SafePage } from '../safe-page-path';

/** Google Analytics 4 (measurement id G-…) through gtag.js; page views are sent by the site, with safe addresses. */
export const analyticsUrl = (id: string) => {
  const query = `?id=${encodeURIComponent(id)}`;
  return scriptSource(`https://www.googletagmanager.com/gtag/js${query}`, `gtag.js${query}`);
};

export function loadAnalytics(id: string, page: SafePage): void {
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false, page_location: `${location.origin}${page.path}`, page_referrer: '' });
  sendPageView(page);
  addScript(analyticsUrl(id));
}
