import { randomBytes } from 'crypto';

/** The browser that asked for quotes: a random id in an httpOnly cookie (no login needed). */
export const clientCookieName = 'quote_client';
const oneYearMs = 365 * 24 * 60 * 60 * 1000;

interface CookieContext {
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string, options: Record<string, unknown>): void;
  };
  request: { secure?: boolean };
}

export function newPublicId(): string {
  // 128 random bits: an id that nobody can guess or enumerate.
  return randomBytes(16).toString('base64url');
}

/** The client's id; `create` issues one when the browser has none. */
export function clientIdOf(ctx: CookieContext | undefined, create: boolean): string | null {
  if (!ctx) return null;
  const existing = ctx.cookies.get(clientCookieName);
  if (existing && /^[\w-]{16,64}$/.test(existing)) return existing;
  if (!create) return null;
  const id = newPublicId();
  ctx.cookies.set(clientCookieName, id, { httpOnly: true, sameSite: 'lax', secure: Boolean(ctx.request.secure), maxAge: oneYearMs, path: '/', overwrite: true });
  return id;
}
