import type { Context } from 'koa';
import { careers } from '../../../careers/careers';
import { clientAddress } from '../../../http/koa-context';

export default {
  async apply(ctx: Context) {
    const files = ctx.request.files ?? {};
    const cv = Array.isArray(files.cv) ? files.cv[0] : files.cv;
    // The address as the trusted proxy gives it (IS_PROXIED), not a cookie: a client that drops cookies is still counted.
    const client = { ip: ctx.request.ip, addressKey: clientAddress(ctx) };
    const outcome = await careers(strapi).applications.apply(ctx.request.body ?? {}, cv, client);
    if (outcome.ok) {
      ctx.status = 201;
      ctx.body = { id: outcome.id };
      return;
    }
    ctx.status = outcome.status;
    ctx.body = { code: outcome.code, errors: outcome.errors };
  },

  terms(ctx: Context) {
    ctx.body = careers(strapi).applications.terms();
  },
};
