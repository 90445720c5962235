import { commerce } from '../../../commerce/commerce';
import { policyDocumentData } from '../../../commerce/policy-document-data';

export default {
  async document(ctx: any) {
    const services = commerce(strapi);
    const session = await services.sessions.current(ctx);
    const policy = session ? await services.policies.findOwned(session.personalCode, ctx.params.id) : null;
    ctx.set('Cache-Control', 'private, no-store');
    if (!policy) {
      // The same answer whether the policy is someone else's or does not exist.
      ctx.status = session ? 404 : 401;
      ctx.body = { code: session ? 'policyNotFound' : 'loginRequired' };
      return;
    }
    const language = ['et', 'ru', 'en'].includes(ctx.query.lang) ? ctx.query.lang : policy.language ?? 'et';
    // Rendered once and stored (the order's e-mail usually has done it already).
    const pdf = await services.documentOf(policyDocumentData(policy), language);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${policy.policyNumber}.pdf"`);
    ctx.body = pdf;
  },
};
