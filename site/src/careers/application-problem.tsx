import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/translation';
import type { FormMessage } from './application-api';
import type { CaptchaProblem } from './captcha';

/** What keeps the form from being sent, beyond its fields: the captcha or the server. */
export type Problem = { kind: 'captcha'; problem: CaptchaProblem } | { kind: 'server'; message: FormMessage };

/** The form's problem as an alert that takes the focus whenever a new problem arrives. */
export function ApplicationProblem({ problem }: { problem: Problem | null }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) box.current?.focus();
  }, [problem]);
  if (!problem) return null;
  return (
    <div ref={box} tabIndex={-1} role="alert" data-testid="application-problem" sx={{ border: '2px solid', borderColor: 'error', borderRadius: 4, p: 4, color: 'error' }}>
      {problem.kind === 'captcha' ? (
        <>
          <strong data-captcha-problem={problem.problem}>{t(`captcha:${problem.problem}`)}</strong>{' '}
          {t('careers:applicationFailed')}
        </>
      ) : (
        t(problem.message)
      )}
    </div>
  );
}
