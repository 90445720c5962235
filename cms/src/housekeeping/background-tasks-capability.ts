import type { Capability } from '../capabilities/capability';
import { commerce } from '../commerce/commerce';
import { officeNotices } from '../office-work/office-notices-service';

/** Done tasks stay in the admin's list for a week. */
const doneTaskKeptMs = 7 * 24 * 60 * 60_000;

/** This process's worker of the background tasks (policy documents and e-mail, desk and office notices), once their tables exist. */
export const backgroundTasksCapability: Capability = {
  name: 'background tasks',
  start: ({ strapi, settings }) => commerce(strapi).tasks.start(officeNotices(strapi, settings).handlers),
  sweeps: ({ strapi }) => [{ name: 'doneTasks', work: () => commerce(strapi).tasks.queue.forgetDone(new Date(Date.now() - doneTaskKeptMs)) }],
};
