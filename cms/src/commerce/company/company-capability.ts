import type { Capability } from '../../capabilities/capability';
import { companyConfirmationRequestLimit, companyLookupLimits } from '../../settings/commerce-settings';
import { commerce } from '../commerce';
import { registerCompanyGraphql } from './company-graphql';

/** Companies: the quote form's register lookup, whom a person may act for, and a second representative's confirmation. */
export const companyCapability: Capability = {
  name: 'company',
  register({ strapi, settings }) {
    registerCompanyGraphql(strapi, () => commerce(strapi), { lookup: companyLookupLimits(settings), confirmationRequests: companyConfirmationRequestLimit });
  },
};
