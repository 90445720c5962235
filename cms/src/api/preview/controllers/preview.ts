import type { Context } from 'koa';
import { loadedSchemas } from '../../../content-api/block-populate';
import { pageBlocksPopulate } from '../../../content-api/read-rules';
import { checkPreviewLink, previewTypes } from '../../../publishing/preview-links';

const fieldsOf = {
  job: ['documentId', 'title', 'slug', 'summary', 'body', 'location', 'department', 'employmentType', 'datePosted', 'validThrough', 'salaryMin', 'salaryMax', 'openings', 'contactEmail'],
  page: ['documentId', 'routeKey', 'title', 'metaDescription'],
  product: ['documentId', 'key', 'routeKey', 'name', 'pitch'],
} as const;
const populateOf = {
  job: () => ({}),
  page: () => ({ populate: { blocks: pageBlocksPopulate(loadedSchemas(strapi)) } }),
  product: () => ({ populate: { faq: true } }),
} as const;

export default {
  /** The draft (as the editor last saved it) of a job, page or product, in the link's language. */
  async draft(ctx: Context) {
    const query = ctx.query ?? {};
    const check = checkPreviewLink({
      type: String(ctx.params.type ?? ''),
      documentId: String(ctx.params.documentId ?? ''),
      locale: String(query.locale ?? ''),
      expires: String(query.expires ?? ''),
      token: String(query.token ?? ''),
    });
    ctx.set('cache-control', 'no-store');
    ctx.set('x-robots-tag', 'noindex');
    if (!check.ok) {
      ctx.status = check.status;
      ctx.body = { code: check.code };
      return;
    }
    const { type, documentId, locale } = check.target;
    const document = await strapi.documents(previewTypes[type]).findOne({
      documentId,
      locale,
      status: 'draft',
      fields: [...fieldsOf[type]] as any,
      ...(populateOf[type]() as any),
    });
    if (!document) {
      ctx.status = 404;
      ctx.body = { code: 'notFound' };
      return;
    }
    ctx.body = { type, locale, document };
  },
};
