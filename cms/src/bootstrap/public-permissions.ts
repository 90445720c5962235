import type { Core } from '@strapi/strapi';
import { publicReadActions } from '../content-api/public-actions';

const roleTypes = ['public', 'authenticated'] as const;

/**
 * Visitors (and logged-in users) may read published content and nothing else. Runs on every boot
 * so that a new content type becomes readable and a write permission granted by mistake is removed.
 */
export async function ensurePublicReadPermissions(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const wanted = new Set<string>(publicReadActions);

  for (const type of roleTypes) {
    const role = await roles.findOne({ where: { type }, populate: ['permissions'] });
    if (!role) continue;
    const current = (role.permissions ?? []) as Array<{ id: number; action: string }>;
    const have = new Set(current.map((permission) => permission.action));
    for (const action of wanted) {
      if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
    }
    for (const permission of current) {
      if (isContentWrite(permission.action)) await permissions.delete({ where: { id: permission.id } });
    }
  }
}

/**
 * Visitors cannot create accounts: customers sign in with e-ID through the provider API, staff in
 * the admin. Strapi's own e-mail/password sign-up stays off.
 */
export async function disablePasswordSignUp(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}

/** Writes on content types (create, update, delete) must never be open to a visitor. */
function isContentWrite(action: string): boolean {
  return /^api::[\w-]+\.[\w-]+\.(create|update|delete)$/.test(action);
}

/** How long every replica keeps the public role's permissions before asking the database again. */
const publicPermissionsTtlMs = 5_000;

/**
 * Each anonymous request to the content API or GraphQL (every request of the quote, cart and login flow)
 * read the public role's permissions from the database with a join. They change only when an admin edits
 * the public role (and this file's boot check), so each process keeps them for a few seconds; an edit is
 * seen within that time on every replica.
 */
export function rememberPublicPermissions(strapi: Core.Strapi): void {
  const service = strapi.plugin('users-permissions').service('permission') as { findPublicPermissions: () => Promise<unknown[]> };
  const read = service.findPublicPermissions.bind(service);
  let remembered: { until: number; permissions: Promise<unknown[]> } | undefined;
  service.findPublicPermissions = () => {
    if (!remembered || remembered.until <= Date.now()) {
      const permissions = read();
      remembered = { until: Date.now() + publicPermissionsTtlMs, permissions };
      // A failed read is not kept: the next request asks again.
      permissions.catch(() => (remembered = undefined));
    }
    return remembered.permissions;
  };
}
