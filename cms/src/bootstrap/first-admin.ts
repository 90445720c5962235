import type { Core } from '@strapi/strapi';
import { firstAdmin } from '../settings/cms-settings';
import type { Settings } from '../settings/settings-schema';

/**
 * On an empty database, creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD
 * (written by `npm start` into cms/.env) so that nobody has to register through the admin first.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi, settings: Settings): Promise<void> {
  const admin = firstAdmin(settings);
  if (!admin) return;
  const { email, password } = admin;
  if ((await strapi.db.query('admin::user').count()) > 0) return;

  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({
    email,
    password,
    firstname: 'Site',
    lastname: 'Administrator',
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info(`Created the first administrator ${email}.`);
}
