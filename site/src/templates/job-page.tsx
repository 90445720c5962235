import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageShell } from '../app/page-shell';
import { JobArticle } from '../careers/job-article';
import { chromeOf, type ChromeQueryData } from '../content/page-data';
import { reshapeJob, type StrapiJob } from '../content/reshape';
import type { PageContext } from '../content/types';
import { SeoHead } from '../i18n/seo-head';
import { jobPostingJsonLd, serializeJsonLd } from '../seo/job-posting';

type Data = ChromeQueryData & { job: StrapiJob };

/** One vacancy in one language, under its own slug. */
export default function JobPage({ data, pageContext }: PageProps<Data, PageContext>) {
  return (
    <PageShell context={pageContext} chrome={chromeOf(data)}>
      <JobArticle job={reshapeJob(data.job)} documentId={pageContext.documentId ?? ''} />
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const { siteUrl } = data.site.siteMetadata;
  const brandName = data.global?.brandName;
  const jobPosting = brandName
    ? jobPostingJsonLd(
        { ...reshapeJob(data.job), identifier: pageContext.documentId },
        {
          siteUrl,
          pageUrl: `${siteUrl}${pageContext.canonical}`,
          organization: { name: brandName, url: `${siteUrl}/` },
          language: pageContext.language,
        },
      )
    : null;
  return (
    <>
      <SeoHead
        page={pageContext}
        title={data.job.title}
        brandName={brandName}
        description={data.job.summary}
        siteUrl={siteUrl}
      />
      {jobPosting ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPosting) }} /> : null}
    </>
  );
}

export const query = graphql`
  query JobPage($documentId: String!, $language: String!) {
    ...SiteChrome
    ...StaticPageTexts
    job: strapiJob(documentId: { eq: $documentId }, locale: { eq: $language }) {
      documentId title slug summary location department employmentType datePosted validThrough datePostedShown validThroughShown
      salaryMin salaryMax openings contactEmail
      body { data { fields { html } } }
    }
    site { siteMetadata { siteUrl } }
  }
`;
