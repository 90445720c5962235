import type { Capability } from '../capabilities/capability';
import { applyAdminWords } from './apply-admin-words';

/** The admin's words for staff (written at start where the stored view differs from them). */
export const adminWordsCapability: Capability = {
  name: 'admin words',
  async bootstrap({ strapi }) {
    await applyAdminWords(strapi);
  },
};
