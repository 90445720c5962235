import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cvProblem, validateApplication, type FieldError } from '@kindlustus/domain';
import type { ApplicationFormView } from '../content/types';
import { usePageInfo } from '../i18n/page-info';
import { useTranslation } from '../i18n/translation';
import { PrivacyNoticeLink } from '../kit/privacy-notice-link';
import { primaryAction } from '../kit/styles';
import { submitApplication } from './application-api';
import { emptyValues, errorsByField, fieldId, fieldOrder, limitOf, type Field, type FieldErrors, type Values } from './application-fields';
import { ApplicationInputs } from './application-inputs';
import { ApplicationProblem, type Problem } from './application-problem';
import { ApplicationSent } from './application-sent';
import { CaptchaError } from './captcha';
import { CaptchaNotice } from './captcha-notice';
import { cvFacts } from './cv-file';
import { useCaptcha } from './use-captcha';

/** The careers apply form: fields, CV, two consents, the invisible captcha; a confirmation when sent. */
export default function ApplicationForm({ block }: { block: ApplicationFormView }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const [values, setValues] = useState<Values>(emptyValues);
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  /** Bumped to move the focus to the first field in error once the errors are on screen. */
  const [focusRequest, setFocusRequest] = useState(0);
  const inFlight = useRef(false);
  const captcha = useCaptcha(block.captcha, language, (found) => setProblem({ kind: 'captcha', problem: found }));

  // The job named in the address (?job=<id>, from a job page) is chosen; an unknown one is ignored.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('job');
    if (wanted && block.jobs.some((job) => job.documentId === wanted)) setValues((current) => ({ ...current, jobId: wanted }));
  }, [block.jobs]);

  // After the errors are rendered, so that the field is announced with its message.
  useEffect(() => {
    const first = fieldOrder.find((field) => errors[field]);
    if (focusRequest && first) document.getElementById(fieldId(first))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const showErrors = (found: FieldError[]) => {
    const byField = errorsByField(found);
    setErrors(byField);
    if (Object.keys(byField).length) setFocusRequest((count) => count + 1);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double click must not start a second submission before the first renders.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send();
    } finally {
      inFlight.current = false;
    }
  }

  async function send() {
    setProblem(null);
    const checked = validateApplication({ ...values, language });
    const fileError = cvProblem(await cvFacts(cv));
    const found = [...(checked.ok ? [] : checked.errors), ...(fileError ? [fileError] : [])];
    showErrors(found);
    if (found.length) return;

    const misconfigured = captcha.misconfigured();
    if (misconfigured) {
      setProblem({ kind: 'captcha', problem: misconfigured });
      return;
    }
    setSending(true);
    try {
      const token = await (await captcha.widget()).execute();
      const form = new FormData();
      for (const [name, value] of Object.entries(values)) form.append(name, String(value));
      form.append('language', language);
      form.append('captchaToken', token);
      form.append('cv', cv!, cv!.name);
      const outcome = await submitApplication(form);
      if (outcome.ok) {
        setSent(true);
        return;
      }
      showErrors(outcome.fieldErrors);
      if (outcome.message) setProblem({ kind: 'server', message: outcome.message });
    } catch (error) {
      setProblem({ kind: 'captcha', problem: error instanceof CaptchaError ? error.problem : 'failedToExecute' });
    } finally {
      setSending(false);
    }
  }

  if (sent) return <ApplicationSent />;

  const messages: Partial<Record<Field, string>> = {};
  for (const field of fieldOrder) {
    const error = errors[field];
    if (error) messages[field] = t(`forms:${error.code}`, { max: limitOf(error.field), ...error.params });
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="application-form" aria-busy={sending} sx={{ display: 'grid', gap: 4, maxWidth: 640 }}>
      <ApplicationInputs
        block={block}
        values={values}
        messages={messages}
        onText={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onCheck={(field, checked) => setValues((current) => ({ ...current, [field]: checked }))}
        onFile={setCv}
      />
      <div ref={captcha.box} data-testid="captcha-widget" />
      <CaptchaNotice />
      <ApplicationProblem problem={problem} />
      <PrivacyNoticeLink />
      <div>
        <button type="submit" disabled={sending} sx={primaryAction}>
          {sending ? t('forms:sending') : t('careers:apply')}
        </button>
      </div>
    </form>
  );
}
