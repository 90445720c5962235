import type { Core } from '@strapi/strapi';

/** What is keyed by the browser's client id (offers follow their quote; orders and policies belong to the customer). */
const clientOwned = ['api::quote-request.quote-request', 'api::login-attempt.login-attempt', 'api::cart.cart'] as const;

/**
 * At login the browser gets a new client id (an id someone else planted or saw before the login opens
 * nothing after it); its quotes, login attempts (the other tab still polls its login) and cart move to the new id.
 */
export async function handOverClient(strapi: Core.Strapi, from: string, to: string): Promise<void> {
  for (const uid of clientOwned) await strapi.db.query(uid).updateMany({ where: { clientId: from }, data: { clientId: to } });
}
