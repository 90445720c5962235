import type { Capability } from '../capabilities/capability';
import { forgetIdleBuckets } from '../database/rate-limit-buckets';

const bucketIdleMs = 60 * 60_000;

/** The rate limits' sweep that forgets buckets idle for an hour. */
export const rateLimitsCapability: Capability = {
  name: 'rate limits',
  sweeps: ({ strapi }) => [{ name: 'rateLimits', work: () => forgetIdleBuckets(strapi.db.connection, Date.now() - bucketIdleMs) }],
};
