import { lazyModule } from '../../api-client/lazy-module';

/** The shared quote rules (checked before a quote is sent) in a chunk of their own, fetched once. */
export const loadQuoteRules = lazyModule(() => import(/* webpackChunkName: "quote-rules" */ './check-quote'));
