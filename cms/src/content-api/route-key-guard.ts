import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isRouteKey } from '@kindlustus/routes';

const guardedTypes = new Set(['api::page.page', 'api::product.product', 'api::global.global']);
const writeActions = new Set(['create', 'update']);

/** Every value of a `routeKey`/`ctaRouteKey` field, however deep (blocks, navigation links). */
export function routeKeysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) routeKeysIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) {
      if ((field === 'routeKey' || field === 'ctaRouteKey') && typeof inner === 'string' && inner !== '') {
        found.push(inner);
      } else {
        routeKeysIn(inner, found);
      }
    }
  }
  return found;
}

/**
 * An editor can only link to routes the site has: a page, a button or a navigation link naming a
 * route that is not in the route table is refused with a message saying which.
 */
export function registerRouteKeyGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (guardedTypes.has(context.uid) && writeActions.has(context.action)) {
      const data = (context.params as { data?: unknown }).data;
      const unknown = routeKeysIn(data).filter((key) => !isRouteKey(key));
      if (unknown.length) {
        throw new errors.ValidationError(`Unknown route key: ${[...new Set(unknown)].join(', ')}`);
      }
    }
    return next();
  });
}
