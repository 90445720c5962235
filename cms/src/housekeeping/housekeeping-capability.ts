import type { Capability } from '../capabilities/capability';
import { housekeepingIntervalMs } from '../settings/commerce-settings';
import { startHousekeeping } from './housekeeping';

/** Runs every capability's sweeps now (before the seed) and every HOUSEKEEPING_INTERVAL_MS. */
export const housekeepingCapability: Capability = {
  name: 'housekeeping',
  start: ({ strapi, settings, sweeps }) => startHousekeeping(strapi, sweeps, housekeepingIntervalMs(settings)),
};
