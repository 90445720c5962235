import type { Context } from 'koa';
import { commerce } from '../../../commerce/commerce';

export default {
  async document(ctx: Context) {
    const services = commerce(strapi);
    const session = await services.sessions.current(ctx);
    const policy = session ? await services.policies.findOwned(session.personalCode, ctx.params.id, await services.companies.representedCodes(session.personalCode)) : null;
    ctx.set('Cache-Control', 'private, no-store');
    if (!policy) {
      // The same answer whether the policy is someone else's or does not exist.
      ctx.status = session ? 404 : 401;
      ctx.body = { code: session ? 'policyNotFound' : 'loginRequired' };
      return;
    }
    if (policy.state === 'concluding') {
      // Staff are concluding it with its insurer: the insurer's document comes with its number.
      ctx.status = 409;
      ctx.body = { code: 'policyConcluding' };
      return;
    }
    const asked = ctx.query.lang;
    const language = asked === 'et' || asked === 'ru' || asked === 'en' ? asked : policy.language ?? 'et';
    // The insurer's uploaded document, or ours rendered once and stored (the order's e-mail usually has done it already).
    const pdf = await services.pdfOf(policy, language);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${policy.policyNumber}.pdf"`);
    ctx.body = pdf;
  },
};
