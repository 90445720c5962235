import type { Capability } from '../capabilities/capability';
import { configureCommerce } from './commerce';
import { registerPlainFieldResolvers } from '../graphql-support/plain-field-resolvers';
import { registerReadOnlyRecords } from '../staff/read-only-records';
import { ensureUniqueIndexes } from '../database/unique-indexes';

/**
 * What the provider API's capabilities share: its services made with the settings (commerce.ts), its GraphQL
 * field resolvers, the records the admin only reads, and the unique indexes its tables need. Listed before them.
 */
export const commerceCapability: Capability = {
  name: 'commerce',
  register({ strapi, settings }) {
    configureCommerce(settings);
    registerPlainFieldResolvers();
    registerReadOnlyRecords(strapi);
  },
  async bootstrap({ strapi }) {
    await ensureUniqueIndexes(strapi);
  },
};
