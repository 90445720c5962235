import { lazyModule } from '../lazy-module';

/** The company confirmation's client, in a chunk of its own (only the confirmation page needs it). */
export const loadCompanyApi = lazyModule(() => import(/* webpackChunkName: "company-api" */ './company-api'));

/** Whom a logged-in person acts for: loaded when they open the header's choice (or a quote form reads it). */
export const loadActingForApi = lazyModule(() => import(/* webpackChunkName: "acting-for-api" */ './acting-for-api'));
