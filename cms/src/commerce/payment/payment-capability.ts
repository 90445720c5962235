import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';

/** Payments (their routes are the payment-order API's): the sweep that issues the policies of paid orders a stopped process left unissued. */
export const paymentCapability: Capability = {
  name: 'payment',
  sweeps: ({ strapi }) => [
    { name: 'issuePolicies', work: () => commerce(strapi).payments.issueOutstanding(), done: (count) => `Issued the policies of ${count} paid orders left unissued.` },
  ],
};
