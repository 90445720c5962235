import type { Capability } from '../capabilities/capability';
import { ensureRateLimitTable, forgetIdleBuckets } from './rate-limit';

const bucketIdleMs = 60 * 60_000;

/** The rate limits' table, and the sweep that forgets buckets idle for an hour. */
export const rateLimitsCapability: Capability = {
  name: 'rate limits',
  async bootstrap({ strapi }) {
    await ensureRateLimitTable(strapi.db.connection);
  },
  sweeps: ({ strapi }) => [{ name: 'rateLimits', work: () => forgetIdleBuckets(strapi.db.connection, Date.now() - bucketIdleMs) }],
};
