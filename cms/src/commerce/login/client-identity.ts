import { readCookie, writeCookie, type ApiContext } from '../../http/koa-context';
import { newPublicId } from '../public-id';

/** The browser: a random id in an httpOnly cookie (no login needed). Its quotes and cart belong to it. */
export const clientCookieName = 'quote_client';
const oneYearMs = 365 * 24 * 60 * 60 * 1000;

/** The client's id; `create` issues one when the browser has none. */
export function clientIdOf(ctx: ApiContext | undefined, create: boolean): string | null {
  if (!ctx) return null;
  const existing = readCookie(ctx, clientCookieName);
  if (existing && /^[\w-]{16,64}$/.test(existing)) return existing;
  if (!create) return null;
  return renewClientId(ctx);
}

/** Gives the browser a new client id (at login), whatever it had. */
export function renewClientId(ctx: ApiContext): string {
  const id = newPublicId();
  writeCookie(ctx, clientCookieName, id, { maxAge: oneYearMs });
  return id;
}
