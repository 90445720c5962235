import type { Core } from '@strapi/strapi';

/**
 * On an empty database, creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD
 * (written by `npm start` into cms/.env) so that nobody has to register through the admin first.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;
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
