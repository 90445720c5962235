import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readActions } from './admin-refusal';

/**
 * Records the provider API keeps consistent itself: carts by their revision, logins, orders and policies by
 * their state, quotes and offers as the insurers priced them. Its services write them through
 * `strapi.db.query`, below the document service; an edit through the document service (the admin panel's
 * Content Manager) would bypass those rules, e.g. put a paid offer back into a cart or change a price.
 */
const readOnlyTypes = new Set([
  'api::background-job.background-job',
  'api::cart.cart',
  'api::company-confirmation.company-confirmation',
  'api::customer.customer',
  'api::customer-session.customer-session',
  'api::login-attempt.login-attempt',
  'api::offer.offer',
  'api::payment-order.payment-order',
  'api::policy.policy',
  'api::quote-request.quote-request',
]);
/** Deleting a customer session logs it out: the one change support may make. */
const deletableTypes = new Set(['api::customer-session.customer-session']);

/** Staff read customers, carts, orders and policies in the admin panel; changing them there is refused (403). */
export function registerReadOnlyRecords(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const allowed = !readOnlyTypes.has(context.uid) || readActions.has(context.action) || (context.action === 'delete' && deletableTypes.has(context.uid));
    // A PolicyError: Strapi shows its message (a plain ForbiddenError becomes a bare "Forbidden").
    if (!allowed) throw new errors.PolicyError('These records are kept by the shop itself and can only be read here');
    return next();
  });
}
