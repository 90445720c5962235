import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';
import { registerAccountGraphql } from './account-graphql';

/** The customers' e-ID login and account, and the sweeps of expired sessions and old login attempts. */
export const loginCapability: Capability = {
  name: 'login',
  register({ strapi }) {
    registerAccountGraphql(strapi, () => commerce(strapi));
  },
  sweeps: ({ strapi }) => [
    { name: 'sessions', work: () => commerce(strapi).sessions.forgetExpired() },
    { name: 'logins', work: () => commerce(strapi).logins.forgetOldAttempts() },
  ],
};
