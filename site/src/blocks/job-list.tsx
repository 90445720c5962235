import { useTranslation } from '../i18n/translation';
import type { BlockOf } from '../content/types';
import { RouteLink } from '../i18n/route-link';
import { cardStyle, headingStyle, sectionStyle } from './styles';

export function JobList({ block }: { block: BlockOf<'blocks.job-list'> }) {
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
