import type { Capability } from '../../capabilities/capability';
import { stopDocumentRenderer } from '../../policy-papers/document/document-renderer';
import { commerce } from '../commerce';
import { registerConclusionChecks } from './conclusion-checks';
import { registerPolicyGraphql } from './policy-graphql';

/**
 * Policies: staff's conclusions, the customers' GraphQL operations, the sweeps that
 * enqueue missing policy e-mails and send due renewal reminders; the document renderer stops with the CMS.
 */
export const policiesCapability: Capability = {
  name: 'policies',
  register({ strapi }) {
    const services = () => commerce(strapi);
    registerConclusionChecks(strapi, () => ({
      concluded: (policy, trx) => services().tasks.policy.policyConcluded(policy, trx),
      committed: () => services().tasks.policy.wake(),
    }));
    registerPolicyGraphql(strapi, services);
  },
  sweeps: ({ strapi }) => [
    { name: 'policyMail', work: () => commerce(strapi).tasks.policy.enqueueUnsent(), done: (count) => `Enqueued the policy e-mails of ${count} orders left without their task.` },
    { name: 'renewalReminders', work: () => commerce(strapi).policyMail.remindRenewals(), done: (count) => `Sent ${count} renewal reminders.` },
  ],
  async destroy() {
    await stopDocumentRenderer();
  },
};
