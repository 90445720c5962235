import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';
import { registerCartGraphql } from './cart-graphql';
import { ensureOfferHoldTable } from './offer-holds';

/** The cart: its GraphQL operations and the table of offers held by a payment. */
export const cartCapability: Capability = {
  name: 'cart',
  register({ strapi }) {
    registerCartGraphql(strapi, () => commerce(strapi));
  },
  async bootstrap({ strapi }) {
    await ensureOfferHoldTable(strapi.db.connection);
  },
};
