import { lazyModule } from '../lazy-module';

/**
 * The payment client, fetched when a page needs it. Login, cart, payment and policies share the chunk
 * `account-api`: a customer passes from one to the next, and one fetch serves the whole purchase (the chunk
 * names the flows' shells preload, flows/flow-chunks.ts).
 */
export const loadPaymentApi = lazyModule(() => import(/* webpackChunkName: "account-api" */ './payment-api'));
