import type { GatsbyNode } from 'gatsby';

/**
 * Fields that may be empty in every document (so inference alone would drop them from the schema).
 * Everything else is inferred from what gatsby-source-strapi creates.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type Locale implements Node { language: String! ns: String! data: String! }
    type STRAPI_INTEGRATION_SETTING implements Node {
      captchaSiteKey: String captchaVersion: String tagManagerId: String analyticsId: String
      heatmapId: String chatWidgetId: String cartWidgetId: String
    }
    type STRAPI_JOB implements Node { department: String salaryMin: Int salaryMax: Int contactEmail: String }
    type STRAPI_GLOBAL implements Node { tagline: String }
    type STRAPI__COMPONENT_BLOCKS_INSURER_LOGOS implements Node { intro: String }
    type STRAPI__COMPONENT_BLOCKS_HERO implements Node { ctaLabel: String ctaRouteKey: String }
    type STRAPI__COMPONENT_BLOCKS_FEATURE_LIST implements Node { intro: String }
    type STRAPI__COMPONENT_BLOCKS_COVER_TABLE implements Node { intro: String }
    type STRAPI__COMPONENT_BLOCKS_CTA implements Node { text: String }
    type STRAPI__COMPONENT_BLOCKS_TESTIMONIAL implements Node { role: String }
    type STRAPI__COMPONENT_BLOCKS_APPLICATION_FORM implements Node { intro: String }
    type ApplicationTerms implements Node { keepDays: Int! cvMaxMb: Int! cvTypes: [String!]! }
    type SiteStage implements Node { stage: String! loginMethods: [String!]! }
    type STRAPI__COMPONENT_SHARED_COVER_ROW implements Node { limit: String deductible: String note: String }
    type STRAPI__COMPONENT_SHARED_CONTACT_LINE implements Node { href: String }
  `);
};
