import type { Core } from '@strapi/strapi';
import { checkQuery, LimitRefusal } from '../commerce/graphql-limits';

const maxBodyBytes = 256 * 1024;
// The site sends the same few documents again and again: those already checked (short ones) pass at once.
const checked = new Set<string>();
const checkedMax = 500;
const checkedMaxLength = 10_000;

const refuse = (ctx: any, status: number, code: string, message: string) => {
  ctx.status = status;
  ctx.body = { errors: [{ message, extensions: { code } }] };
};

/** The raw JSON body, or null when it is larger than allowed. */
async function readBody(ctx: any): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Refuses GraphQL requests that are too large before Apollo sees them (depth, aliases, cost, tokens;
 * see commerce/graphql-limits.ts), and batches: one operation per request. Each refusal is a 4xx
 * with the reason in `errors[0].extensions.code`, as Apollo's own refusals are; a POST must be JSON. strapi::body leaves
 * the GraphQL endpoint alone, so a JSON body is read here (at most 256 kB, like every other JSON body)
 * and handed on parsed, which Apollo's body parser then keeps.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const endpoint: string = strapi.plugin('graphql')?.config('endpoint') ?? '/graphql';
  return async (ctx: any, next: () => Promise<unknown>) => {
    if (ctx.path !== endpoint) return next();
    let body: unknown;
    if (ctx.method === 'GET') body = ctx.query;
    else if (ctx.method === 'POST' && ctx.is('application/json')) {
      const text = await readBody(ctx);
      if (text === null) return refuse(ctx, 413, 'BODY_TOO_LARGE', `The body is larger than ${maxBodyBytes} bytes`);
      try {
        body = JSON.parse(text);
      } catch {
        return refuse(ctx, 400, 'BAD_REQUEST', 'The body is not valid JSON');
      }
      ctx.request.body = body;
    } else if (ctx.method === 'POST') {
      return refuse(ctx, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the operation as application/json');
    } else return next();
    if (Array.isArray(body)) return refuse(ctx, 400, 'BATCHING_DISABLED', 'Send one operation per request');
    if (!body || typeof body !== 'object') return refuse(ctx, 400, 'BAD_REQUEST', 'The body must be a JSON object');
    const { query } = body as { query?: unknown };
    // Without a string query Apollo itself answers 400 (or serves nothing on a plain GET).
    if (typeof query !== 'string' || checked.has(query)) return next();
    try {
      checkQuery(query);
      if (checked.size >= checkedMax) checked.clear();
      if (query.length <= checkedMaxLength) checked.add(query);
    } catch (error) {
      if (error instanceof LimitRefusal) return refuse(ctx, 400, error.code, error.message);
      throw error;
    }
    return next();
  };
};
