import type { Core } from '@strapi/strapi';
import type { OutsideSystems } from './outside-systems';


/**
 * Serves the local sandboxes (e-ID, ID card, payments) from the CMS itself under /sandbox/, ahead of
 * Strapi's middlewares: they speak their services' own protocols over plain HTTP.
 */
export function mountSandboxes(strapi: Core.Strapi, outside: () => OutsideSystems['sandboxes']): void {
  strapi.server.use(async (ctx: any, next: () => Promise<unknown>) => {
    if (!ctx.path.startsWith('/sandbox/')) return next();
    const sandbox = outside().find((entry) => ctx.path === entry.prefix || ctx.path.startsWith(`${entry.prefix}/`));
    if (!sandbox) return next();
    ctx.respond = false;
    if (sandbox.strip) ctx.req.url = ctx.req.url.slice(sandbox.prefix.length) || '/';
    await sandbox.handle(ctx.req, ctx.res);
  });
}
