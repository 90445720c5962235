import { addressKey } from './address-key';

/** The parts of a Koa context the provider API reads and writes (cookies, client address). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string | null, options?: Record<string, unknown>): void;
  /** Whether the cookie library believes the connection to the browser is encrypted (Koa's `cookies.secure`). */
  secure?: boolean;
}

export interface ApiContext {
  cookies: CookieJar;
  request: { secure?: boolean; ip?: string; header?: Record<string, string | string[] | undefined> };
  ip?: string;
}

/**
 * In production the browser reaches the CMS only over TLS, which ends before the web server (nginx on
 * port 80, then the CMS), so the CMS never sees HTTPS itself: its cookies are `Secure` and carry the
 * `__Host-` prefix (Secure, Path=/, no Domain: no subdomain and no plain-HTTP page can set or shadow
 * them) whatever this hop says. Browsers keep such cookies on http://localhost and http://127.0.0.1 too.
 */
let inProduction = false;
const production = () => inProduction;

/** The http capability's register says whether the CMS runs as in production (NODE_ENV=production). */
export function useProductionCookies(production: boolean): void {
  inProduction = production;
}

/** A provider-API cookie's name as the browser holds it: `__Host-name` in production, `name` in development. */
export const cookieName = (name: string) => (production() ? `__Host-${name}` : name);

export const cookieOptions = (ctx: ApiContext, extra: Record<string, unknown> = {}) => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: production() || Boolean(ctx.request.secure),
  path: '/',
  overwrite: true,
  ...extra,
});

export const readCookie = (ctx: ApiContext, name: string): string | undefined => ctx.cookies.get(cookieName(name));

/** Sets (or, with null and `maxAge: 0`, clears) a provider-API cookie with the flags above. */
export function writeCookie(ctx: ApiContext, name: string, value: string | null, extra: Record<string, unknown> = {}): void {
  const options = cookieOptions(ctx, extra);
  // The cookie library refuses a Secure cookie on a connection it takes for plain HTTP; in production
  // the plain part is only the hop behind the TLS layer, so it is told the connection is encrypted.
  if (options.secure) ctx.cookies.secure = true;
  ctx.cookies.set(cookieName(name), value, options);
}

/** The client's address as limits count it (addressKey: an IPv6 /64 is one client): with IS_PROXIED, the one the trusted web server saw. */
export const clientAddress = (ctx: ApiContext | undefined): string => addressKey(ctx?.ip || ctx?.request?.ip || 'unknown');
