import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { careers } from './careers';
import { allFields } from '../staff/role-fields';

const applicationUid = 'api::job-application.job-application';
const jobUid = 'api::job.job';

/**
 * The HR role in the admin: read applications and change their status, and edit and publish jobs in
 * every language, nothing else. Kept so on every boot.
 */
export async function ensureHrRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  let role = await roles.findOne({ code: 'hr' });
  role ??= await roles.create({ name: 'HR', code: 'hr', description: 'Reads job applications and edits vacancies.' });
  const locales = { locales: ['et', 'ru', 'en'] };
  const jobFields = allFields(strapi, jobUid);
  const permissions = [
    { action: 'plugin::content-manager.explorer.read', subject: applicationUid, properties: { fields: allFields(strapi, applicationUid) }, conditions: [] },
    { action: 'plugin::content-manager.explorer.update', subject: applicationUid, properties: { fields: ['stage'] }, conditions: [] },
    ...['read', 'create', 'update', 'delete', 'publish'].map((verb) => ({
      action: `plugin::content-manager.explorer.${verb}`,
      subject: jobUid,
      properties: verb === 'delete' || verb === 'publish' ? locales : { ...locales, fields: jobFields },
      conditions: [],
    })),
  ];
  await roles.assignPermissions(role.id, permissions);
}

/** GET /admin/hr/applications/:id/cv: the CV for an admin who may read applications. */
export function registerCvDownload(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: '/hr/applications/:id/cv',
        handler: async (ctx: Context) => {
          if (!ctx.state.userAbility?.can('plugin::content-manager.explorer.read', applicationUid)) {
            ctx.status = 403;
            ctx.body = { code: 'forbidden' };
            return;
          }
          const cv = await careers(strapi).applications.cvOf(String(ctx.params.id));
          if (!cv) {
            ctx.status = 404;
            ctx.body = { code: 'notFound' };
            return;
          }
          ctx.set('Content-Disposition', `attachment; filename="${encodeURIComponent(cv.name)}"`);
          ctx.set('Cache-Control', 'private, no-store');
          ctx.type = 'application/octet-stream';
          ctx.body = cv.stream;
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as any);
}
