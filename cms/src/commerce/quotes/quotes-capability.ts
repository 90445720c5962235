import type { Capability } from '../../capabilities/capability';
import { quoteRateLimits } from '../../settings/commerce-settings';
import { commerce } from '../commerce';
import { registerQuoteGraphql } from './quote-graphql';

/** Quotes and offers: their GraphQL operations, limited per client address and over all clients. */
export const quotesCapability: Capability = {
  name: 'quotes',
  register({ strapi, settings }) {
    registerQuoteGraphql(strapi, () => commerce(strapi).quotes, (ctx) => commerce(strapi).quoteCallerOf(ctx), quoteRateLimits(settings));
  },
};
