import { useTranslation } from '../i18n/translation';
import { employmentTypeKey } from '../blocks/job-list';
import { buttonStyle } from '../blocks/styles';
import { HtmlContent } from '../components/html-content';
import type { Job } from '../content/types';
import { RouteLink } from '../i18n/route-link';

/** One vacancy as the job page (and its draft preview) shows it, with the apply link for this job. */
export function JobArticle({ job, documentId }: { job: Job; documentId: string }) {
  const { t } = useTranslation();
  const facts: Array<[string, string | null]> = [
    [t('careers:location'), job.location],
    [t('careers:employmentType'), t(`careers:${employmentTypeKey(job.employmentType)}`)],
    [t('careers:department'), job.department],
    [t('careers:datePosted'), job.datePostedShown],
    [t('careers:validThrough'), job.validThroughShown],
    [t('careers:salary'), job.salaryMin && job.salaryMax ? t('careers:salaryRange', { min: job.salaryMin, max: job.salaryMax }) : null],
  ];
  return (
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
      <RouteLink to="careersApply" query={{ job: documentId }} sx={buttonStyle}>{t('careers:apply')}</RouteLink>
    </article>
  );
}
