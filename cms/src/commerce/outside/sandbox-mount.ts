import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { sandboxFor, serveSandbox, type SandboxEntry } from './sandbox-services';

/**
 * Serves the local sandboxes (e-ID, ID card, payments, captcha) from the CMS itself under /sandbox/, ahead of
 * Strapi's middlewares: they speak their services' own protocols over plain HTTP.
 */
export function mountSandboxes(strapi: Core.Strapi, configured: () => SandboxEntry[]): void {
  let sandboxes: SandboxEntry[] | undefined;
  strapi.server.use(async (ctx: Context, next: () => Promise<unknown>) => {
    if (!ctx.path.startsWith('/sandbox/')) return next();
    sandboxes ??= configured();
    const sandbox = sandboxFor(sandboxes, ctx.path);
    if (!sandbox) return next();
    ctx.respond = false;
    await serveSandbox(sandbox, ctx.req, ctx.res);
  });
}
