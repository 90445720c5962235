import { lazyModule } from '../lazy-module';

/** The account's data rights (export, erasure, withdrawal) in a chunk of its own, fetched when the policies page needs it. */
export const loadPrivacyApi = lazyModule(() => import(/* webpackChunkName: "privacy-api" */ './privacy-api'));
