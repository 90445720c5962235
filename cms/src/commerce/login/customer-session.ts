import { createHash, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { readCookie, writeCookie, type ApiContext } from '../../http/koa-context';
import { rowWrites } from '../../database/row-writes';
import type { EstonianPersonalCode } from './estonian-identity';
import { tableQuery } from '../../database/table-query';

/**
 * A customer's login lives in an httpOnly, SameSite=Lax cookie holding a random token; the database
 * keeps only the token's hash. A session ends at logout, after `idleMinutes` without use, or after
 * `maxHours` whatever happens.
 */
export const sessionCookieName = 'customer_session';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface CustomerSession {
  personalCode: string;
  /** How the customer logged in; the column allows none. */
  method: string | null;
  expiresAt: Date;
  /** When the e-ID login that opened the session was made; null for a session opened before it was kept. */
  loggedInAt: Date | null;
  /** The company the person chose to act for after login (its right checked by the register then); null: for themselves. */
  actingFor: ActingFor | null;
}

export interface ActingFor {
  registryCode: string;
  name: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const minutes = (count: number) => count * 60_000;

export function createSessionStore(strapi: Core.Strapi, policy: SessionPolicy, now: () => Date = () => new Date()) {
  const sessions = tableQuery(strapi, 'api::customer-session.customer-session');
  const sessionWrites = rowWrites(strapi, 'api::customer-session.customer-session');
  // One lookup per request, however many resolvers ask.
  const perRequest = new WeakMap<object, Promise<CustomerSession | null>>();

  /**
   * Only for a proven Estonian identity (estonian-identity.ts): sessions are keyed by its digits alone. The
   * browser's earlier session (anybody's) ends, so a login always rotates the token.
   */
  async function open(ctx: ApiContext, personalCode: EstonianPersonalCode, method: string): Promise<CustomerSession> {
    const earlier = readCookie(ctx, sessionCookieName);
    if (earlier) await sessions().deleteMany({ where: { tokenHash: hashOf(earlier) } });
    const token = randomBytes(32).toString('base64url');
    const at = now().getTime();
    const expiresAt = new Date(at + minutes(policy.maxHours * 60));
    const idleExpiresAt = new Date(Math.min(at + minutes(policy.idleMinutes), expiresAt.getTime()));
    const loggedInAt = new Date(at);
    await sessionWrites.add({ tokenHash: hashOf(token), personalCode, method, expiresAt, idleExpiresAt, loggedInAt });
    writeCookie(ctx, sessionCookieName, token);
    // A new login acts for the person themselves: a choice never passes from one login (or person) to the next.
    const session = { personalCode, method, expiresAt: idleExpiresAt, loggedInAt, actingFor: null };
    perRequest.set(ctx, Promise.resolve(session));
    return session;
  }

  /** The session of this request, extended by its use; null when there is none or it ran out. */
  function current(ctx: ApiContext | undefined): Promise<CustomerSession | null> {
    if (!ctx) return Promise.resolve(null);
    let found = perRequest.get(ctx);
    if (!found) {
      found = lookUp(ctx);
      perRequest.set(ctx, found);
    }
    return found;
  }

  async function lookUp(ctx: ApiContext): Promise<CustomerSession | null> {
    const token = readCookie(ctx, sessionCookieName);
    if (!token || !/^[\w-]{20,100}$/.test(token)) return null;
    const row = await sessions().findOne({ where: { tokenHash: hashOf(token) } });
    const at = now().getTime();
    if (!row || new Date(row.expiresAt).getTime() <= at || new Date(row.idleExpiresAt).getTime() <= at) {
      if (row) await sessions().delete({ where: { id: row.id } });
      return null;
    }
    const idleExpiresAt = new Date(Math.min(at + minutes(policy.idleMinutes), new Date(row.expiresAt).getTime()));
    // Extending at most once a minute keeps reads from writing on every request.
    if (idleExpiresAt.getTime() - new Date(row.idleExpiresAt).getTime() > 60_000) {
      await sessionWrites.patch({ id: row.id }, { idleExpiresAt });
    }
    const actingFor = row.actingForCode ? { registryCode: row.actingForCode, name: row.actingForName ?? '' } : null;
    return { personalCode: row.personalCode, method: row.method, expiresAt: idleExpiresAt, loggedInAt: row.loggedInAt ? new Date(row.loggedInAt) : null, actingFor };
  }

  /** Keeps whom this request's session acts for (null: the person themselves); false when there is no session. */
  async function setActingFor(ctx: ApiContext, actingFor: ActingFor | null): Promise<boolean> {
    const token = readCookie(ctx, sessionCookieName);
    const session = await current(ctx);
    if (!token || !session) return false;
    await sessionWrites.patch({ tokenHash: hashOf(token) }, { actingForCode: actingFor?.registryCode ?? null, actingForName: actingFor?.name ?? null });
    perRequest.set(ctx, Promise.resolve({ ...session, actingFor }));
    return true;
  }

  async function close(ctx: ApiContext): Promise<void> {
    const token = readCookie(ctx, sessionCookieName);
    if (token) await sessions().deleteMany({ where: { tokenHash: hashOf(token) } });
    writeCookie(ctx, sessionCookieName, null, { maxAge: 0 });
    perRequest.set(ctx, Promise.resolve(null));
  }

  async function forgetExpired(): Promise<void> {
    const at = now();
    await sessions().deleteMany({ where: { $or: [{ expiresAt: { $lte: at } }, { idleExpiresAt: { $lte: at } }] } });
  }

  return { open, current, setActingFor, close, forgetExpired };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
