import type { Core } from '@strapi/strapi';
import { locales } from '@kindlustus/routes';
import { allFields } from './role-fields';

/**
 * Records about customers and applicants. Strapi gives its default Editor and Author roles every content type that
 * exists when the first admin signs up, these included: an editor who keeps product texts would read every
 * customer's personal code, policies and orders, and every applicant's CV. They are for the broker's staff (the
 * Broker role below), HR (careers/hr-admin.ts) and the super admin only.
 */
export const personalDataTypes = [
  'api::customer.customer',
  'api::customer-session.customer-session',
  'api::login-attempt.login-attempt',
  'api::cart.cart',
  'api::quote-request.quote-request',
  'api::offer.offer',
  'api::payment-order.payment-order',
  'api::policy.policy',
  'api::desk-case.desk-case',
  'api::policy-conclusion.policy-conclusion',
  'api::data-request.data-request',
  'api::background-job.background-job',
  'api::job-application.job-application',
] as const;

/**
 * What the broker's staff read: their work (desk cases, policies to conclude, customers' data requests) and the
 * records it refers to. The shop's internal tables (customer sessions, login attempts, carts, quotes, offers,
 * background jobs) are for administrators only: no Broker menu entry, 403 by address.
 */
const brokerReads = [
  'api::desk-case.desk-case',
  'api::policy-conclusion.policy-conclusion',
  'api::data-request.data-request',
  'api::customer.customer',
  'api::payment-order.payment-order',
  'api::policy.policy',
];
const brokerUpdates = ['api::desk-case.desk-case', 'api::policy-conclusion.policy-conclusion'];
/** On a data request staff set the state and write a note; what the customer asked stays as asked. */
const dataRequestFields = ['state', 'staffNote'];

const explorer = (verb: string, subject: string, fields: string[]) => ({ action: `plugin::content-manager.explorer.${verb}`, subject, properties: { fields }, conditions: [] });
/** Concluding a policy uploads the insurer's PDF through the media library. */
const mediaUpload = ['plugin::upload.read', 'plugin::upload.assets.create'].map((action) => ({ action, subject: null, properties: {}, conditions: [] }));

interface Permission {
  id: number;
  action: string;
  subject: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

/** Kept so on every boot: a role changed in the admin gets its personal-data permissions taken away again. */
export async function ensureStaffRoles(strapi: Core.Strapi): Promise<void> {
  const existing = new Set(Object.keys(strapi.contentTypes));
  const personal = new Set<string>(personalDataTypes.filter((uid) => existing.has(uid)));
  const roles = strapi.service('admin::role');
  const permissions = strapi.service('admin::permission');

  for (const code of ['strapi-editor', 'strapi-author']) {
    const role = await roles.findOne({ code });
    if (!role) continue;
    const held: Permission[] = await permissions.findMany({ where: { role: { id: role.id } } });
    const kept = held.filter((permission) => !(permission.subject && personal.has(permission.subject)));
    // Strapi made these roles before the site's languages existed: their content permissions name only the first.
    const inEveryLanguage = kept.map(({ action, subject, properties, conditions }) => ({
      action, subject, conditions: conditions ?? [], properties: Array.isArray(properties?.locales) ? { ...properties, locales: [...locales] } : properties ?? {},
    }));
    const unchanged = kept.length === held.length && kept.every((permission) => !Array.isArray(permission.properties?.locales) || locales.every((locale) => (permission.properties!.locales as string[]).includes(locale)));
    if (!unchanged) await roles.assignPermissions(role.id, inEveryLanguage);
  }

  let broker = await roles.findOne({ code: 'broker' });
  broker ??= await roles.create({ name: 'Broker', code: 'broker', description: 'Answers the broker desk, concludes policies, handles data requests, reads customers, orders and policies.' });
  await roles.assignPermissions(broker.id, [
    ...brokerReads.filter((uid) => existing.has(uid)).map((uid) => explorer('read', uid, allFields(strapi, uid))),
    ...brokerUpdates.filter((uid) => existing.has(uid)).map((uid) => explorer('update', uid, allFields(strapi, uid))),
    ...(existing.has('api::data-request.data-request') ? [explorer('update', 'api::data-request.data-request', dataRequestFields)] : []),
    ...mediaUpload,
  ]);
}
