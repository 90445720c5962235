import type { Capability } from '../capabilities/capability';
import { commerce } from './commerce';
import { forgetTermsOnEdit } from '../terms/term-catalogue';

/** The words of the insurance terms: an editor's change to the global texts is read at once. */
export const termsCapability: Capability = {
  name: 'terms',
  register({ strapi }) {
    forgetTermsOnEdit(strapi, () => commerce(strapi).terms);
  },
};
