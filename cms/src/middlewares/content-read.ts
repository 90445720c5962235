import type { Core } from '@strapi/strapi';
import { namesPrototypeProperty } from '../content-api/prototype-names';
import { loadedSchemas } from '../content-api/block-populate';
import type { ContentReadRule } from '../content-api/read-rules';

/**
 * Every public read of content goes through here: the CMS, not the caller, decides what is
 * populated (including `localizations`), only published documents are served, and a type may
 * narrow what is public (a job past its valid-through date is not). A query that names a prototype
 * property is refused with 400 `invalidQuery`.
 */
export default (rule: ContentReadRule, { strapi }: { strapi: Core.Strapi }) => {
  let populate: Record<string, unknown> | string | undefined;
  // Each read gets its own copy: Strapi changes a query's populate in place (it adds `documentId` to a relation's
  // `fields`), which must not carry over to the next read.
  const populateOf = () => structuredClone((populate ??= typeof rule.populate === 'function' ? rule.populate(loadedSchemas(strapi)) : rule.populate));
  return async (ctx: { query: Record<string, unknown>; status: number; body: unknown }, next: () => Promise<unknown>) => {
    if (namesPrototypeProperty(ctx.query)) {
      ctx.status = 400;
      ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid query', details: { code: 'invalidQuery' } } };
      return;
    }
    const query: Record<string, unknown> = { ...ctx.query, status: 'published', populate: populateOf() };
    if (rule.publicFilter) {
      const own = query.filters as Record<string, unknown> | undefined;
      query.filters = own ? { $and: [own, rule.publicFilter()] } : rule.publicFilter();
    }
    ctx.query = query;
    await next();
  };
};
