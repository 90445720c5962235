import type { Capability } from '../../capabilities/capability';
import { commerce } from '../commerce';
import { registerCatalogueChecks } from './catalogue-checks';
import { registerInsurerGraphql } from './insurer-graphql';

/** The insurers: the catalogue's checks on editors' changes, and their logos in the API. */
export const insurersCapability: Capability = {
  name: 'insurers',
  register({ strapi }) {
    registerCatalogueChecks(strapi, () => commerce(strapi).insurers.catalogue, () => commerce(strapi).insurers.adapters);
    registerInsurerGraphql(strapi, () => commerce(strapi).insurerLogos);
  },
};
