import type { Context } from 'koa';
import { carriesBody, discardRest } from '../http/request-body';

/**
 * A request answered before its body was read (413 for a body over a limit, 415, 405, 403, 404…)
 * leaves the rest of that body on the connection, where the next request would wait behind it.
 * Outermost middleware: after the answer is made, what is left is read and dropped (at most 4 MiB
 * for at most 2 s, so the answer is not lost to a reset), and the answer carries `Connection: close`,
 * so a pooled connection of the site's proxy or nginx is not reused.
 */
export default () => async (ctx: Context, next: () => Promise<unknown>) => {
  await next();
  const request = ctx.req;
  // A handler that answers on its own (ctx.respond false) may still be reading: it is left alone.
  if (request.complete || !carriesBody(request) || ctx.headerSent || ctx.respond === false) return;
  await discardRest(request);
  if (!ctx.headerSent) ctx.set('Connection', 'close');
};
