import { useTranslation } from '../i18n/translation';
import { RouteLink } from '../i18n/route-link';
import { cardStyle, headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import type { BlockSources } from '../content/reshape';
import type { JobSummary } from '../content/types';

export interface JobListView { kind: 'blocks.job-list'; heading: string; emptyText: string; jobs: JobSummary[] }
export const reshapeJobList = (block: StrapiBlocks['blocks.job-list'], sources: BlockSources): JobListView =>
  ({ kind: 'blocks.job-list', heading: block.heading, emptyText: block.emptyText, jobs: sources.jobs });

export function JobList({ block }: { block: JobListView }) {
  const { t } = useTranslation();
  return (
    <section sx={sectionStyle}>
      <h2 sx={headingStyle}>{block.heading}</h2>
      {block.jobs.length === 0 ? (
        <p>{block.emptyText}</p>
      ) : (
        <ul sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 4 }} data-testid="job-list">
          {block.jobs.map((job) => (
            <li key={job.slug} sx={cardStyle}>
              <h3 sx={{ mt: 0 }}>
                <RouteLink to="careersJob" params={{ slug: job.slug }}>{job.title}</RouteLink>
              </h3>
              <p>{job.summary}</p>
              <p sx={{ color: 'text', fontSize: 1, mb: 0 }}>
                {t('careers:location')}: {job.location} · {t(`careers:${employmentTypeKey(job.employmentType)}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'full-time' → 'fullTime': the UI text key of an employment type. */
export function employmentTypeKey(type: string): string {
  return type.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}
