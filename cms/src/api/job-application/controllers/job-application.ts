import type { Context } from 'koa';
import { careers } from '../../../careers/careers';
import { clientIdOf } from '../../../commerce/login/client-identity';

export default {
  async apply(ctx: Context) {
    const files = ctx.request.files ?? {};
    const cv = Array.isArray(files.cv) ? files.cv[0] : files.cv;
    const client = clientIdOf(ctx, true) ?? ctx.request.ip;
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
