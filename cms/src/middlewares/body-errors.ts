import type { Context } from 'koa';
/**
 * A body that cannot be read (malformed JSON or multipart, a bad charset, too large) is the sender's
 * mistake: 400 (or 413) with a code, never the 500 that strapi::body's parsers would give. Placed
 * just before strapi::body; only the parsers' own errors are turned, anything else is rethrown.
 */
const parserErrorTypes = /^(entity|encoding|charset|request|stream)\./;

function bodyErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const { type, httpCode, name, status } = error as { type?: unknown; httpCode?: unknown; name?: unknown; status?: unknown };
  // co-body / raw-body (JSON, form, text): a `type` such as entity.parse.failed and a 4xx status.
  if (typeof type === 'string' && parserErrorTypes.test(type)) return typeof status === 'number' && status === 413 ? 413 : 400;
  // formidable (multipart): a FormidableError with an httpCode, 500 for most malformed input.
  if (typeof httpCode === 'number' || name === 'FormidableError') return httpCode === 413 ? 413 : 400;
  return null;
}

export default () => async (ctx: Context, next: () => Promise<unknown>) => {
  try {
    await next();
  } catch (error) {
    const status = bodyErrorStatus(error);
    if (status === null) throw error;
    ctx.status = status;
    ctx.body = {
      data: null,
      error: { status, name: status === 413 ? 'PayloadTooLargeError' : 'BadRequestError', message: 'The request body cannot be read', details: { code: status === 413 ? 'bodyTooLarge' : 'invalidBody' } },
    };
  }
};
