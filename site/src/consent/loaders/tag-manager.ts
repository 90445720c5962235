import { addScript, scriptSource } from './script-source';

/** Google Tag Manager (container id GTM-…). */
export const tagManagerUrl = (id: string) => {
  const query = `?id=${encodeURIComponent(id)}`;
  return scriptSource(`https://www.googletagmanager.com/gtm.js${query}`, `gtm.js${query}`);
};

export function loadTagManager(id: string): void {
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(tagManagerUrl(id));
}
