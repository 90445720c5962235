import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';
import { registerCartGraphql } from './cart-graphql';

/** The cart: its GraphQL operations. */
export const cartCapability: Capability = {
  name: 'cart',
  register({ strapi }) {
    registerCartGraphql(strapi, () => commerce(strapi));
  },
};
