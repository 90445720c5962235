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
  'api::company-confirmation.company-confirmation',
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
/** Orders: the office's refund page (office-work/handling) checks this right; in the content manager orders stay read-only records. */
const brokerUpdates = ['api::desk-case.desk-case', 'api::policy-conclusion.policy-conclusion', 'api::payment-order.payment-order'];
/** On a data request staff set the state and write a note; what the customer asked stays as asked. */
const dataRequestFields = ['state', 'staffNote'];

const explorer = (verb: string, subject: string, fields: string[]) => ({ action: `plugin::content-manager.explorer.${verb}`, subject, properties: { fields }, conditions: [] });
/** Concluding a policy uploads the insurer's PDF through the media library. */
const mediaUpload = ['plugin::upload.read', 'plugin::upload.assets.create'].map((action) => ({ action, subject: null, properties: {}, conditions: [] }));

/** What the Editor role keeps: the site's content, in every language. Nothing of personal data nor internal tables. */
const editorContentTypes = [
  'api::page.page',
  'api::product.product',
  'api::global.global',
  'api::office.office',
  'api::insurer.insurer',
  'api::insurance-document.insurance-document',
  'api::tariff-book.tariff-book',
  'api::integration-setting.integration-setting',
  'api::privacy-setting.privacy-setting',
  'api::job.job',
];
const explorerPrefix = 'plugin::content-manager.explorer.';

/** A localized type's permission names its languages: without them the admin lists nothing and opens nothing (403). */
function languagesOf(strapi: Core.Strapi, uid: string): { locales?: string[] } {
  const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined;
  return model?.pluginOptions?.i18n?.localized ? { locales: [...locales] } : {};
}

/** Reading, writing, deleting and (with drafts) publishing a content type in every language, every field. */
function contentPermissions(strapi: Core.Strapi, uid: string) {
  const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { options?: { draftAndPublish?: boolean } };
  const fields = allFields(strapi, uid);
  const verbs = ['read', 'create', 'update', 'delete', ...(model.options?.draftAndPublish ? ['publish'] : [])];
  return verbs.map((verb) => ({
    action: `${explorerPrefix}${verb}`,
    subject: uid,
    properties: { ...(['read', 'create', 'update'].includes(verb) ? { fields } : {}), ...languagesOf(strapi, uid) },
    conditions: [] as string[],
  }));
}

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
    const others = held.filter((permission) => !permission.action.startsWith(explorerPrefix));
    const content = code === 'strapi-editor'
      ? editorContentTypes.filter((uid) => existing.has(uid)).flatMap((uid) => contentPermissions(strapi, uid))
      : held.filter((permission) => permission.action.startsWith(explorerPrefix) && permission.subject && !personal.has(permission.subject))
        .map((permission) => ({ ...permission, properties: { ...permission.properties, ...languagesOf(strapi, permission.subject!) } }));
    await roles.assignPermissions(role.id, [...others, ...content].map(({ action, subject, properties, conditions }) => ({
      action, subject, properties: properties ?? {}, conditions: conditions ?? [],
    })));
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
