import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';

/** Done jobs stay in the admin's list for a week. */
const doneJobKeptMs = 7 * 24 * 60 * 60_000;

/** This process's worker of the background jobs (policy documents and e-mail, desk and office notices), once their tables exist. */
export const backgroundJobsCapability: Capability = {
  name: 'background jobs',
  start: ({ strapi }) => commerce(strapi).jobs.start(),
  sweeps: ({ strapi }) => [{ name: 'backgroundJobs', work: () => commerce(strapi).jobs.queue.forgetDone(new Date(Date.now() - doneJobKeptMs)) }],
};
