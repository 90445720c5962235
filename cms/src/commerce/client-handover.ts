import type { Core } from '@strapi/strapi';

/** What is keyed by the browser's client id (offers follow their quote; orders and policies belong to the customer). */
const clientOwned = ['api::quote-request.quote-request', 'api::cart.cart'] as const;

/**
 * At login the browser gets a new client id (an id someone else planted or saw before the login opens
 * nothing after it); its quotes and cart move to the new id, and its login attempts too, remembering the old id
 * (another tab still polls its login).
 */
export async function handOverClient(strapi: Core.Strapi, from: string, to: string): Promise<void> {
  for (const uid of clientOwned) await strapi.db.query(uid).updateMany({ where: { clientId: from }, data: { clientId: to } });
  // A poll another tab sent with the old cookie while this login finished still finds its attempt (and answers
  // RUNNING until that tab's next poll brings the new cookies and the session).
  await strapi.db.query('api::login-attempt.login-attempt').updateMany({ where: { clientId: from }, data: { clientId: to, previousClientId: from } });
}
