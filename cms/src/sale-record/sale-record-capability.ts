import type { Capability } from '../capabilities/capability';
import { commerce } from '../commerce/commerce';
import { registerSaleRecordGraphql } from './sale-record-graphql';

/** What each customer was shown and accepted at the sale, as the API serves it. */
export const saleRecordCapability: Capability = {
  name: 'sale records',
  register({ strapi }) {
    registerSaleRecordGraphql(strapi, () => commerce(strapi).sales);
  },
};
