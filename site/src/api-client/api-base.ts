/**
 * The provider API lives under /api on the site's own origin; GATSBY_API_URL (set at build time)
 * points the browser at another base. Requests accept JSON or plain text (spec section 7).
 */
export function apiBase(configured: string | undefined = process.env.GATSBY_API_URL): string {
  const base = configured && configured.trim() !== '' ? configured.trim() : '/api';
  return base.replace(/\/+$/, '');
}

export function apiUrl(path: string, base: string = apiBase()): string {
  return `${base}/${path.replace(/^\/+/, '')}`;
}

export const apiAcceptHeader = 'application/json, text/plain';
