import type { Context } from 'koa';
import { commerce } from '../../../commerce/commerce';

export default {
  async notification(ctx: Context) {
    const token = ctx.request.body?.orderToken ?? ctx.request.body?.['order-token'];
    const answer = await commerce(strapi).payments.recordNotice(token);
    ctx.status = answer.status;
    ctx.body = { code: answer.code };
  },
};
