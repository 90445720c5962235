import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { readCookie } from '../http/koa-context';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const browserCookies = ['customer_session', 'quote_client'];

/**
 * Cookie-authenticated writes must come from the site: a request that carries the browser's cookies
 * and changes something needs an Origin (or Referer) of an allowed origin. Cross-site forms and
 * scripts on other sites are refused with 403 before they reach the API. The payment provider's
 * notification carries no cookies and is checked by its signature instead.
 */
export default (config: { origins?: string[] }, { strapi }: { strapi: Core.Strapi }) => {
  const allowed = new Set((config.origins ?? []).map((origin) => origin.replace(/\/$/, '')));
  return async (ctx: Context, next: () => Promise<unknown>) => {
    if (safeMethods.has(ctx.method) || !ctx.path.toLowerCase().startsWith('/api/') || !browserCookies.some((name) => readCookie(ctx, name))) return next();
    let origin: string | undefined = ctx.get('origin') || undefined;
    if (!origin && ctx.get('referer')) {
      try {
        origin = new URL(ctx.get('referer')).origin;
      } catch {
        origin = undefined;
      }
    }
    const own = `${ctx.protocol}://${ctx.host}`;
    if (origin && (allowed.has(origin) || origin === own)) return next();
    strapi.log.warn(`Refused a cookie-carrying ${ctx.method} ${ctx.path} from origin ${origin ?? '(none)'}`);
    ctx.status = 403;
    ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Cross-site request refused', details: { code: 'csrfRejected' } } };
  };
};
