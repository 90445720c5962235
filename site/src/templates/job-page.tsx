import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../app/page-shell';
import { employmentTypeKey } from '../blocks/job-list';
import { buttonStyle } from '../blocks/styles';
import { HtmlContent } from '../components/html-content';
import { chromeOf, type ChromeQueryData } from '../content/page-data';
import { reshapeJob, type StrapiJob } from '../content/reshape';
import type { PageContext } from '../content/types';
import { RouteLink } from '../i18n/route-link';
import { SeoHead } from '../i18n/seo-head';
import { jobPostingJsonLd, serializeJsonLd } from '../seo/job-posting';

type Data = ChromeQueryData & { job: StrapiJob };

/** One vacancy in one language, under its own slug. */
export default function JobPage({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation();
  const job = reshapeJob(data.job);
  const facts: Array<[string, string | null]> = [
    [t('careers:location'), job.location],
    [t('careers:employmentType'), t(`careers:${employmentTypeKey(job.employmentType)}`)],
    [t('careers:department'), job.department],
    [t('careers:datePosted'), job.datePostedShown],
    [t('careers:validThrough'), job.validThroughShown],
    [t('careers:salary'), job.salaryMin && job.salaryMax ? t('careers:salaryRange', { min: job.salaryMin, max: job.salaryMax }) : null],
  ];
  return (
    <PageShell context={pageContext} chrome={chromeOf(data)}>
      <article>
        <h1 sx={{ color: 'primary', fontSize: [5, 6], lineHeight: 'heading' }}>{job.title}</h1>
        <p sx={{ fontSize: 3 }}>{job.summary}</p>
        <dl sx={{ display: 'grid', gridTemplateColumns: ['1fr', 'auto 1fr'], columnGap: 5, bg: 'muted', p: 5, borderRadius: 6 }}>
          {facts.filter(([, value]) => value).map(([label, value]) => (
            <div key={label} sx={{ display: 'contents' }}>
              <dt sx={{ fontWeight: 'bold' }}>{label}</dt>
              <dd sx={{ m: 0, mb: [3, 0] }}>{value}</dd>
            </div>
          ))}
        </dl>
        <HtmlContent html={job.bodyHtml} sx={{ maxWidth: 820 }} />
        <RouteLink to="careersApply" query={{ job: pageContext.documentId ?? '' }} sx={buttonStyle}>{t('careers:apply')}</RouteLink>
      </article>
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
