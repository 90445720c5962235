import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/translation';
import { useMounted } from '../app/use-mounted';
import type { ApplicationFormView } from '../content/types';
import { headingStyle, sectionStyle } from './styles';
import type { StrapiBlocks } from '../content/generated/cms-shapes';
import type { BlockSources } from '../content/reshape';

export const reshapeApplicationForm = (block: StrapiBlocks['blocks.application-form'], sources: BlockSources): ApplicationFormView =>
  ({ kind: 'blocks.application-form', heading: block.heading, intro: block.intro ?? null, jobs: sources.jobs, captcha: sources.captcha, terms: sources.terms });

// The form, its validation rules and the captcha loader are fetched only where this block is shown.
const ApplicationForm = lazy(() => import('../careers/application-form'));

/** The job application form block: the heading and intro at build time, the form after mount. */
export function ApplicationFormBlock({ block }: { block: ApplicationFormView }) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const waiting = <p role="status" sx={{ minHeight: 480 }}>{t('common:loading')}</p>;
  return (
    <section sx={sectionStyle} aria-labelledby="application-form-heading">
      <h2 id="application-form-heading" sx={headingStyle}>{block.heading}</h2>
      {block.intro ? <p>{block.intro}</p> : null}
      {mounted ? <Suspense fallback={waiting}><ApplicationForm block={block} /></Suspense> : waiting}
      <noscript>
        <p>{t('careers:applicationFailed')}</p>
      </noscript>
    </section>
  );
}
