import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { checkQuery, LimitRefusal } from '../graphql-support/graphql-request-limits';
import { readBodyText } from '../http/request-body';

const maxBodyBytes = 256 * 1024;
// The site sends the same few documents again and again: those already checked (short ones) pass at once.
const checked = new Set<string>();
const checkedMax = 500;
const checkedMaxLength = 10_000;

const refuse = (ctx: Context, status: number, code: string, message: string) => {
  ctx.status = status;
  ctx.body = { errors: [{ message, extensions: { code } }] };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Judges every request the GraphQL route would take, before Apollo: the site sends its operations only
 * as a JSON POST to the endpoint exactly, so that is all that runs, and the limits read the very body
 * Apollo runs.
 * - Another method: 405 with `Allow: POST` (a GET's query would be read by Apollo's parser, not this
 *   one; the site never uses GET). A CORS preflight is answered earlier, by strapi::cors.
 * - The router matches the endpoint in any case and with a trailing slash, and strapi::body parses
 *   those bodies itself: anything but the exact path is 404; parameters in the address are 400.
 * - A POST must be JSON, at most 256 kB (read here, handed on parsed; Apollo's body parser keeps it),
 *   one operation (no batches) within the limits of graphql-support/graphql-request-limits.ts, and no subscription.
 * Each refusal is a 4xx with the reason in `errors[0].extensions.code`, as Apollo's own refusals are.
 * Placed before strapi::body, which leaves the exact endpoint alone.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const endpoint: string = strapi.plugin('graphql')?.config('endpoint') ?? '/graphql';
  // @koa/router's defaults: case-insensitive, an optional trailing slash.
  const routeMatch = new RegExp(`^${escapeRegExp(endpoint.replace(/\/+$/, ''))}/*$`, 'i');
  return async (ctx: Context, next: () => Promise<unknown>) => {
    if (!routeMatch.test(ctx.path)) return next();
    if (ctx.path !== endpoint) return refuse(ctx, 404, 'NOT_FOUND', `The GraphQL endpoint is ${endpoint}`);
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      return refuse(ctx, 405, 'METHOD_NOT_ALLOWED', 'Send the operation as a POST');
    }
    if (ctx.querystring) return refuse(ctx, 400, 'URL_PARAMETERS_NOT_ALLOWED', 'Send the operation in the body, with no parameters in the address');
    if (!ctx.is('application/json')) return refuse(ctx, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the operation as application/json');

    let text: string | null;
    try {
      text = await readBodyText(ctx.req, maxBodyBytes);
    } catch {
      return refuse(ctx, 400, 'BAD_REQUEST', 'The body did not arrive whole');
    }
    if (text === null) return refuse(ctx, 413, 'BODY_TOO_LARGE', `The body is larger than ${maxBodyBytes} bytes`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(ctx, 400, 'BAD_REQUEST', 'The body is not valid JSON');
    }
    ctx.request.body = body;
    if (Array.isArray(body)) return refuse(ctx, 400, 'BATCHING_DISABLED', 'Send one operation per request');
    if (!body || typeof body !== 'object') return refuse(ctx, 400, 'BAD_REQUEST', 'The body must be a JSON object');
    const { query } = body as { query?: unknown };
    // Without a string query Apollo itself answers 400 (persisted queries are off: plugins.ts).
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
