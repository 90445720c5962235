import type { Core } from '@strapi/strapi';
import { extendGraphql } from '../../graphql-support/graphql-support';
import type { InsurerLogoSource } from './insurer-logos';

/** The insurer's logo on every offer and policy, from the insurer content type (editors upload it). */
export const insurerTypeDefs = /* GraphQL */ `
  "An insurer's logo: url on the site's origin (/uploads/...) or absolute; width and height of the image in pixels."
  type InsurerLogo { url: String! width: Int! height: Int! }
`;

export function registerInsurerGraphql(strapi: Core.Strapi, logos: () => InsurerLogoSource): void {
  const logoOf = (parent: { insurerId?: unknown }) => (typeof parent.insurerId === 'string' ? logos().logoOf(parent.insurerId) : null);
  extendGraphql(strapi, insurerTypeDefs, {
    InsuranceOffer: { insurerLogo: logoOf },
    Policy: { insurerLogo: logoOf },
  });
}
