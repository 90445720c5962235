import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';
import { registerPaymentGraphql } from './payment-graphql';

/**
 * Payments (their routes are the payment-order API's): paying the cart in GraphQL, and the sweeps that issue the
 * policies of paid orders a stopped process left unissued and enqueue invoice e-mails left without their task.
 */
export const paymentCapability: Capability = {
  name: 'payment',
  register({ strapi }) {
    registerPaymentGraphql(strapi, () => commerce(strapi));
  },
  sweeps: ({ strapi }) => [
    { name: 'issuePolicies', work: () => commerce(strapi).payments.issueOutstanding(), done: (count) => `Issued the policies of ${count} paid orders left unissued.` },
    { name: 'invoiceMail', work: () => commerce(strapi).invoiceMail.enqueueUnsent(), done: (count) => `Enqueued the invoice e-mails of ${count} orders left without their task.` },
  ],
};
