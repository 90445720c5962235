import type { Context } from 'koa';
import { commerce } from '../../../commerce/commerce';

/** The provider sends its token in the JSON body (orderToken, refundToken) and in the query (order-token, refund-token). */
const tokenIn = (ctx: Context, bodyKey: string, queryKey: string): unknown => ctx.request.body?.[bodyKey] ?? ctx.request.body?.[queryKey] ?? ctx.query[queryKey];

export default {
  async notification(ctx: Context) {
    const answer = await commerce(strapi).payments.recordNotification({
      orderToken: tokenIn(ctx, 'orderToken', 'order-token'),
      refundToken: tokenIn(ctx, 'refundToken', 'refund-token'),
    });
    ctx.status = answer.status;
    ctx.body = { code: answer.code };
  },
};
