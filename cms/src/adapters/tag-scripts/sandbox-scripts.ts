import type { IncomingMessage, ServerResponse } from 'http';

/**
 * Local stand-ins for the outside scripts the site loads with consent (Google Tag Manager, Google
 * Analytics 4, Hotjar, Smartsupp, Montonio), mounted under /sandbox/scripts with the prefix stripped:
 * GET /gtm.js, /gtag.js, /hotjar.js, /smartsupp.js, /montonio.js. Each records in
 * `window.__sandboxScripts` that it ran (name, the id it was given, the page), and does the little of
 * its original that the site relies on. Not for production.
 */
export const sandboxScriptNames = ['gtm', 'gtag', 'hotjar', 'smartsupp', 'montonio'] as const;
export type SandboxScriptName = (typeof sandboxScriptNames)[number];

/** Plain ES5 so it runs in any browser; `id` is read from the script's own address or its global settings. */
const bodies: Record<SandboxScriptName, string> = {
  gtm: "var id = param('id'); window.dataLayer = window.dataLayer || []; window.google_tag_manager = window.google_tag_manager || {}; window.google_tag_manager[id] = { sandbox: true }; window.dataLayer.push({ event: 'gtm.load' }); ran('tagManager', id);",
  gtag: "ran('analytics', param('id'));",
  hotjar: "var settings = window._hjSettings || {}; ran('heatmap', String(settings.hjid || param('id')));",
  smartsupp: "var settings = window._smartsupp || {}; ran('chat', settings.key || '');",
  montonio: "var settings = window.montonioCartWidget || {}; ran('cart', settings.accessKey || '');",
};

export function sandboxScript(name: SandboxScriptName): string {
  return [
    `/* Sandbox stand-in for ${name}: records that it ran. Not for production. */`,
    '(function () {',
    "  var script = document.currentScript; var url = script && script.src ? new URL(script.src) : null;",
    "  function param(name) { return url ? url.searchParams.get(name) || '' : ''; }",
    "  function ran(name, id) { (window.__sandboxScripts = window.__sandboxScripts || []).push({ name: name, id: id, page: location.pathname }); }",
    `  ${bodies[name]}`,
    '})();',
    '',
  ].join('\n');
}

export function createScriptsSandbox() {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { pathname } = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const name = /^\/([a-z]+)\.js$/.exec(pathname)?.[1];
    if (req.method !== 'GET' || !name || !(sandboxScriptNames as readonly string[]).includes(name)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(sandboxScript(name as SandboxScriptName));
  };
}

/** The ids a new CMS starts with while the scripts are sandboxed (SCRIPTS=sandbox, the default); none in production. */
export function initialScriptIds(sandboxed: boolean): Record<string, string> {
  if (!sandboxed) return {};
  return { tagManagerId: 'GTM-SANDBOX', analyticsId: 'G-SANDBOX', heatmapId: '1000001', chatWidgetId: 'sandbox-chat-key', cartWidgetId: 'sandbox-cart-key' };
}
