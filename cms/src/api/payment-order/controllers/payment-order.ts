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

  async invoice(ctx: Context) {
    const services = commerce(strapi);
    const session = await services.sessions.current(ctx);
    const order = session ? await services.payments.findOwned(ctx, String(ctx.params.id)) : null;
    ctx.set('Cache-Control', 'private, no-store');
    if (!order || order.method !== 'invoice') {
      // The same answer whether the order is someone else's, no invoice or does not exist.
      ctx.status = session ? 404 : 401;
      ctx.body = { code: session ? 'invoiceNotFound' : 'loginRequired' };
      return;
    }
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${order.invoiceNumber}.pdf"`);
    ctx.body = Buffer.from(await services.invoiceMail.pdf(order));
  },
};
