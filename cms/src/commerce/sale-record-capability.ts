import type { Capability } from '../capabilities/capability';
import { commerce } from './commerce';
import { registerSaleRecordGraphql } from '../sale-record/sale-record-graphql';

/** What each customer was shown and accepted at the sale, as the API serves it. */
export const saleRecordCapability: Capability = {
  name: 'sale records',
  register({ strapi }) {
    registerSaleRecordGraphql(strapi, () => commerce(strapi).sales);
  },
};
