import { lazyModule } from '../lazy-module';

/** The company confirmation's client, in a chunk of its own (only the confirmation page needs it). */
export const loadCompanyApi = lazyModule(() => import(/* webpackChunkName: "company-api" */ './company-api'));
