import type { Capability } from '../capabilities/capability';
import { commerce } from '../commerce/commerce';
import { officeNotices } from './office-notices-service';
import { registerHandlingRoutes } from './handling/handling-routes';
import { registerTodayRoutes } from './today';

/** Staff's work of the day and its handling, and the sweep that enqueues the office's deadline reminders and daily summary. */
export const officeWorkCapability: Capability = {
  name: 'office work',
  register({ strapi }) {
    registerTodayRoutes(strapi, () => commerce(strapi).terms);
    registerHandlingRoutes(strapi, () => commerce(strapi).terms, () => commerce(strapi).payments.invoices);
  },
  sweeps: ({ strapi, settings }) => [
    {
      name: 'officeNotices',
      work: () => officeNotices(strapi, settings).enqueueDue(),
      done: (count) => `Enqueued ${count} e-mails to the office (deadline reminders, the daily summary).`,
    },
  ],
};
