import type { GatsbyNode } from 'gatsby';
import { sourcedTypeDefs } from '../src/content/generated/type-defs';

/**
 * Fields that may be empty in every document (so inference alone would drop them from the schema): the CMS
 * types' leaf fields, generated from its schemas, and the nodes the site makes itself. Everything else is
 * inferred from what gatsby-source-strapi creates.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type Locale implements Node { language: String! ns: String! data: String! }
    type ApplicationTerms implements Node { keepDays: Int! cvMaxMb: Int! cvTypes: [String!]! }
    type SiteStage implements Node { stage: String! loginMethods: [String!]! }
    ${sourcedTypeDefs}
  `);
};
