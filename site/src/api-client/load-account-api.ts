import { lazyModule } from './lazy-module';

/**
 * The account API (cart, payment, login, policies) in a chunk of its own, fetched when a page needs it;
 * it shares the Apollo client with the quote API.
 */
export const loadAccountApi = lazyModule(() => import(/* webpackChunkName: "account-api" */ './account-api'));
