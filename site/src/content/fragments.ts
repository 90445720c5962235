import { graphql } from 'gatsby';

/** Query fragments shared by the templates: the site chrome and every block type of the registry. */
export const contentFragments = graphql`
  fragment SiteChrome on Query {
    global: strapiGlobal(locale: { eq: $language }) {
      brandName
      tagline
      navigation { label routeKey }
      footerText { data { fields { html } } }
      contactLines { label value href }
    }
    scriptIds: strapiIntegrationSetting { tagManagerId analyticsId heatmapId chatWidgetId cartWidgetId }
    siteStage { stage loginMethods }
  }

  # The interface texts static pages use (the client-only flows get every namespace).
  fragment StaticPageTexts on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "languages", "errors", "careers", "contact", "quote", "forms", "captcha", "consent"] } }) {
      edges { node { ns data language } }
    }
  }

  fragment AllTexts on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges { node { ns data language } }
    }
  }

  # Fetched only by pages with a block that shows them (block-sources.ts): $withJobs, $withApplication, $withInsurers.
  fragment BlockSources on Query {
    jobs: allStrapiJob(filter: { locale: { eq: $language } }, sort: { datePosted: DESC }) @include(if: $withJobs) {
      nodes { documentId title slug summary location department employmentType datePosted validThrough }
    }
    integrations: strapiIntegrationSetting @include(if: $withApplication) { captchaSiteKey captchaVersion }
    applicationTerms @include(if: $withApplication) { keepDays cvMaxMb cvTypes }
    insurers: allStrapiInsurer(sort: { name: ASC }) @include(if: $withInsurers) { nodes { code name logo { url width height } } }
  }

  fragment PageContent on STRAPI_PAGE {
    title
    metaDescription
    blocks {
      ... on STRAPI__COMPONENT_BLOCKS_HERO { strapi_component heading lead { data { fields { html } } } ctaLabel ctaRouteKey }
      ... on STRAPI__COMPONENT_BLOCKS_RICH_TEXT { strapi_component body { data { fields { html } } } }
      ... on STRAPI__COMPONENT_BLOCKS_FEATURE_LIST { strapi_component heading intro items { title text } }
      ... on STRAPI__COMPONENT_BLOCKS_STEPS { strapi_component heading items { title text } }
      ... on STRAPI__COMPONENT_BLOCKS_COVER_TABLE { strapi_component heading intro rows { cover limit deductible note } }
      ... on STRAPI__COMPONENT_BLOCKS_FAQ_LIST { strapi_component heading product { faq { question answer { data { fields { html } } } } } }
      ... on STRAPI__COMPONENT_BLOCKS_PRODUCT_CARDS { strapi_component heading products { key name pitch routeKey } }
      ... on STRAPI__COMPONENT_BLOCKS_INSURER_LOGOS { strapi_component heading intro }
      ... on STRAPI__COMPONENT_BLOCKS_CTA { strapi_component heading text buttonLabel routeKey }
      ... on STRAPI__COMPONENT_BLOCKS_CONTACT_CARD {
        strapi_component heading
        office { name city address phone email openingHours { days hours } }
      }
      ... on STRAPI__COMPONENT_BLOCKS_TRUST_SIGNALS {
        strapi_component heading licenceTitle licence { data { fields { html } } }
        office { name city address phone email openingHours { days hours } }
      }
      ... on STRAPI__COMPONENT_BLOCKS_JOB_LIST { strapi_component heading emptyText }
      ... on STRAPI__COMPONENT_BLOCKS_TESTIMONIAL { strapi_component quote author role }
      ... on STRAPI__COMPONENT_BLOCKS_NOTICE { strapi_component tone noticeText: text { data { fields { html } } } }
      ... on STRAPI__COMPONENT_BLOCKS_APPLICATION_FORM { strapi_component heading intro }
      ... on STRAPI__COMPONENT_BLOCKS_QUOTE_FORM { strapi_component form heading intro }
    }
  }
`;
