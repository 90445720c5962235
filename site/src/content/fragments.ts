import { graphql } from 'gatsby';

/** Query fragments shared by the templates: the site chrome, the interface texts, what blocks draw on, a page's content. */
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

  # The blocks' fields: ...PageBlocks, generated from the CMS's schemas (generated/page-blocks-fragment.ts).
  fragment PageContent on STRAPI_PAGE {
    title
    metaDescription
    ...PageBlocks
  }
`;
