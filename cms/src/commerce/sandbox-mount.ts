import type { Core } from '@strapi/strapi';
import type { OutsideSystems } from './outside-systems';

/**
 * Serves the local sandboxes (e-ID, ID card, payments, captcha) from the CMS itself under /sandbox/, ahead of
 * Strapi's middlewares: they speak their services' own protocols over plain HTTP.
 */
export function mountSandboxes(strapi: Core.Strapi, configured: () => OutsideSystems['sandboxes']): void {
  let sandboxes: OutsideSystems['sandboxes'] | undefined;
  strapi.server.use(async (ctx: any, next: () => Promise<unknown>) => {
    if (!ctx.path.startsWith('/sandbox/')) return next();
    sandboxes ??= configured();
    const sandbox = sandboxes.find((entry) => ctx.path === entry.prefix || ctx.path.startsWith(`${entry.prefix}/`));
    if (!sandbox) return next();
    ctx.respond = false;
    if (sandbox.strip) ctx.req.url = ctx.req.url.slice(sandbox.prefix.length) || '/';
    await sandbox.handle(ctx.req, ctx.res);
  });
}
