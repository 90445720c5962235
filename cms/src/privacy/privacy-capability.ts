import type { Capability } from '../capabilities/capability';
import { commerce } from '../commerce/commerce';
import { brokerEmail } from '../settings/cms-settings';
import { forgetUnusedCompanyConfirmations } from './company-confirmation-retention';
import { forgetPastLegalRecords } from './legal-records';
import { dataRequests, registerPrivacy } from './privacy';
import { useBrokerEmail } from './privacy-settings';
import { forgetUnboughtData, retentionTotal } from './retention';

/**
 * The customers' data and withdrawal requests, and the sweeps that delete what led to no contract past the
 * CMS's period (retention.ts), company confirmations no sale used (company-confirmation-retention.ts), policies
 * past their legal record period (legal-records.ts) and carry out the erasures staff approved.
 */
export const privacyCapability: Capability = {
  name: 'privacy',
  register({ strapi, settings }) {
    useBrokerEmail(brokerEmail(settings));
    registerPrivacy(strapi, () => commerce(strapi));
  },
  sweeps: ({ strapi }) => [
    {
      name: 'unboughtData',
      work: async () => retentionTotal(await forgetUnboughtData(strapi)),
      done: (count) => `Deleted ${count} quotes, offers, carts, orders, logins and customers that led to no contract, past their retention period.`,
    },
    {
      name: 'companyConfirmations',
      work: () => forgetUnusedCompanyConfirmations(strapi),
      done: (count) => `Deleted ${count} company purchase confirmations expired over 30 days ago that no sale used.`,
    },
    { name: 'legalRecords', work: () => forgetPastLegalRecords(strapi), done: (count) => `Deleted ${count} policies and orders past their legal record period.` },
    { name: 'dataRequests', work: () => dataRequests(strapi).carryOutApproved(), done: (count) => `Carried out ${count} approved erasure requests.` },
  ],
};
