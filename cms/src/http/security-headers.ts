import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

type Next = () => Promise<unknown>;
type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type Factory = (config: unknown, context: { strapi: Core.Strapi }) => Middleware;
interface Learned {
  set: Array<[string, string | string[]]>;
  removed: string[];
}

const headerValue = (value: unknown): string | string[] => (Array.isArray(value) ? value.map(String) : String(value));

/**
 * Strapi's security middleware (helmet: CSP, HSTS, X-Frame-Options, nosniff, Referrer-Policy, no
 * X-Powered-By), with what it does to a request other than a GET taken once. Strapi builds helmet's
 * configuration and its dozen header middlewares anew for every request (about 2 % of the CMS's CPU in a
 * purchase); what they set differs only for GETs (of the admin, the documentation, the GraphQL
 * playground), so a GET always goes through Strapi's own, and every other request gets the headers
 * Strapi's own set on the first one.
 */
export function learnedSecurityHeaders(strapiSecurity: Factory): Factory {
  return (config, context) => {
    const strapiOwn = strapiSecurity(config, context);
    let learned: Learned | undefined;
    return async (ctx: Context, next: Next) => {
      if (ctx.method === 'GET' || !learned) {
        const before = { ...ctx.response.headers };
        return strapiOwn(ctx, () => {
          if (ctx.method !== 'GET' && !learned) {
            const after = ctx.response.headers;
            learned = {
              set: Object.entries(after).filter(([name, value]) => before[name] !== value).map(([name, value]) => [name, headerValue(value)]),
              removed: Object.keys(before).filter((name) => !(name in after)),
            };
          }
          return next();
        });
      }
      for (const name of learned.removed) ctx.remove(name);
      for (const [name, value] of learned.set) ctx.set(name, value);
      return next();
    };
  };
}

/** Puts learnedSecurityHeaders in place of `strapi::security` (the middleware Strapi requires by that name). */
export function registerSecurityHeaders(strapi: Core.Strapi): void {
  (strapi.get('middlewares') as { extend(uid: string, wrap: (factory: Factory) => Factory): unknown }).extend('strapi::security', learnedSecurityHeaders);
}
