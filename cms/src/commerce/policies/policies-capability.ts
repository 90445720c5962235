import type { Capability } from '../../capabilities/capability';
import { stopDocumentRenderer } from '../../policies/document/document-renderer';
import { ensureStoredDocumentTable } from '../../policies/document/stored-documents';
import { commerce } from '../commerce';
import { registerConclusionChecks } from './conclusion-checks';
import { registerPolicyGraphql } from './policy-graphql';

/**
 * Policies: staff's conclusions, the customers' GraphQL operations, the stored documents' table, the sweeps that
 * enqueue missing policy e-mails and send due renewal reminders; the document renderer stops with the CMS.
 */
export const policiesCapability: Capability = {
  name: 'policies',
  register({ strapi }) {
    const services = () => commerce(strapi);
    registerConclusionChecks(strapi, () => ({
      concluded: (policy, trx) => services().jobs.policy.policyConcluded(policy, trx),
      committed: () => services().jobs.policy.wake(),
    }));
    registerPolicyGraphql(strapi, services);
  },
  async bootstrap({ strapi }) {
    await ensureStoredDocumentTable(strapi.db.connection);
  },
  sweeps: ({ strapi }) => [
    { name: 'policyMail', work: () => commerce(strapi).jobs.policy.enqueueUnsent(), done: (count) => `Enqueued the policy e-mails of ${count} orders left without their job.` },
    { name: 'renewalReminders', work: () => commerce(strapi).policyMail.remindRenewals(), done: (count) => `Sent ${count} renewal reminders.` },
  ],
  async destroy() {
    await stopDocumentRenderer();
  },
};
