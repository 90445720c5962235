import type { Core } from '@strapi/strapi';
import type { Settings } from './settings-schema';

/** Where the site is (for the payment return address and the ID card's origin check). */
export const siteUrl = (settings: Pick<Settings, 'SITE_URL'>) => (settings.SITE_URL ?? 'http://localhost:8000').replace(/\/$/, '');

/** The CMS's own address as the outside systems reach it: PUBLIC_URL, or where it listens. */
export function cmsUrl(strapi: Core.Strapi): string {
  const configured = strapi.config.get<string>('server.url');
  if (configured) return configured.replace(/\/$/, '');
  const host = strapi.config.get<string>('server.host');
  return `http://${!host || host === '0.0.0.0' ? '127.0.0.1' : host}:${strapi.config.get<number>('server.port')}`;
}

/**
 * Where this CMS reaches its sandboxes and sends browsers to them: SANDBOX_URL, else itself. Behind
 * several replicas every replica names one of them, so that one process holds the sandbox's sessions
 * and orders in memory, as the one outside service it stands in for would.
 */
export function sandboxUrl(strapi: Core.Strapi, settings: Settings): string {
  return (settings.SANDBOX_URL || cmsUrl(strapi)).replace(/\/$/, '');
}
