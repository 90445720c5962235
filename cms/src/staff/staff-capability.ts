import type { Capability } from '../capabilities/capability';
import { ensureStaffRoles } from './staff-roles';

/** The staff's admin roles. */
export const staffCapability: Capability = {
  name: 'staff roles',
  async bootstrap({ strapi }) {
    await ensureStaffRoles(strapi);
  },
};
