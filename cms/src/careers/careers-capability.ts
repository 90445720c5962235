import type { Capability } from '../capabilities/capability';
import { careers, configureCareers } from './careers';
import { ensureHrRole, registerCvDownload } from './hr-admin';

/** Job applications: the careers services, HR's role and CV download, and the sweep of applications past their date. */
export const careersCapability: Capability = {
  name: 'careers',
  register({ strapi, settings }) {
    configureCareers(settings);
    registerCvDownload(strapi);
  },
  async bootstrap({ strapi }) {
    await ensureHrRole(strapi);
  },
  sweeps: ({ strapi }) => [
    { name: 'applications', work: () => careers(strapi).applications.forgetExpired(), done: (count) => `Deleted ${count} job applications past their retention date.` },
  ],
};
