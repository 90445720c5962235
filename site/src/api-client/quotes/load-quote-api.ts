import { lazyModule } from '../lazy-module';

/**
 * The quote API client (Apollo, the typed operations) in a chunk of its own, fetched the first time a
 * page needs it. Its chunk is named so that webpack does not merge it with other lazily loaded code.
 */
export const loadQuoteApi = lazyModule(() => import(/* webpackChunkName: "quote-api" */ './quote-api'));
