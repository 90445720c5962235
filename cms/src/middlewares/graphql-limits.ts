import type { Core } from '@strapi/strapi';
import { checkQuery, LimitRefusal } from '../commerce/graphql-limits';

const maxBodyBytes = 256 * 1024;

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
    const query: unknown = body && typeof body === 'object' ? (body as { query?: unknown }).query : undefined;
    // Without a string query Apollo itself answers 400 (or serves nothing on a plain GET).
    if (typeof query !== 'string') return next();
    try {
      checkQuery(query);
    } catch (error) {
      if (error instanceof LimitRefusal) return refuse(ctx, 400, error.code, error.message);
      throw error;
    }
    return next();
  };
};
