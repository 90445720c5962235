import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { applicationFieldLimits, cvProblem, validateApplication, type FieldError } from '@kindlustus/domain';
import type { BlockOf } from '../content/types';
import { usePageInfo } from '../i18n/page-info';
import { RouteLink } from '../i18n/route-link';
import { buttonStyle } from '../blocks/styles';
import { submitApplication, type FormMessage } from './application-api';
import { CaptchaError, captchaScriptUrl, configurationProblem, InvisibleCaptcha, loadCaptchaScript, type CaptchaProblem } from './captcha';
import { CaptchaNotice } from './captcha-notice';
import { PrivacyNoticeLink } from '../kit/privacy-notice-link';

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'jobId' | 'coverLetter' | 'linkedinUrl';
type CheckField = 'consentProcessing' | 'consentRetention';
type Field = TextField | CheckField | 'cv';
type Values = Record<TextField, string> & Record<CheckField, boolean>;

/** The fields in the order they appear: the first one in error gets the focus. */
const fieldOrder: Field[] = ['firstName', 'lastName', 'email', 'phone', 'jobId', 'cv', 'coverLetter', 'linkedinUrl', 'consentProcessing', 'consentRetention'];
const emptyValues: Values = {
  firstName: '', lastName: '', email: '', phone: '', jobId: '', coverLetter: '', linkedinUrl: '',
  consentProcessing: false, consentRetention: false,
};
const fieldId = (field: Field) => `application-${field}`;

/** The file's first bytes, to check it is what its name says (FileReader: every browser has it). */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}
const cvHeadBytes = 16;

type Problem = { kind: 'captcha'; problem: CaptchaProblem } | { kind: 'server'; message: FormMessage };

/** The careers apply form: fields, CV, two consents, the invisible captcha; a confirmation when sent. */
export default function ApplicationForm({ block }: { block: BlockOf<'blocks.application-form'> }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const [values, setValues] = useState<Values>(emptyValues);
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  /** Bumped to move the focus to the first field in error once the errors are on screen. */
  const [focusRequest, setFocusRequest] = useState(0);
  const inFlight = useRef(false);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captcha = useRef<Promise<InvisibleCaptcha> | null>(null);
  const problemBox = useRef<HTMLDivElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const { siteKey, version } = block.captcha;

  // The job named in the address (?job=<id>, from a job page) is chosen; an unknown one is ignored.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('job');
    if (wanted && block.jobs.some((job) => job.documentId === wanted)) setValues((current) => ({ ...current, jobId: wanted }));
  }, [block.jobs]);

  /** The widget, rendered once; after a failed load the next call tries the script again. */
  const captchaWidget = (): Promise<InvisibleCaptcha> => {
    if (captcha.current) return captcha.current;
    const ready = loadCaptchaScript(captchaScriptUrl(), language).then((api) => new InvisibleCaptcha(api, captchaBox.current!, siteKey));
    captcha.current = ready;
    ready.catch(() => {
      if (captcha.current === ready) captcha.current = null;
    });
    return ready;
  };

  // The captcha script loads with the form, so that a broken configuration shows at once.
  useEffect(() => {
    const misconfigured = configurationProblem({ siteKey, version });
    if (misconfigured) {
      setProblem({ kind: 'captcha', problem: misconfigured });
      return;
    }
    captchaWidget().catch((error: unknown) => {
      if (error instanceof CaptchaError) setProblem({ kind: 'captcha', problem: error.problem });
    });
    // Once per key, version and language: rendering a widget twice in one element is an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey, version, language]);

  useEffect(() => {
    if (problem) problemBox.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  // After the errors are rendered, so that the field is announced with its message.
  useEffect(() => {
    const first = fieldOrder.find((field) => errors[field]);
    if (focusRequest && first) document.getElementById(fieldId(first))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const fieldMessage = (error: FieldError | undefined): string | null => {
    if (!error) return null;
    const max = error.field in applicationFieldLimits ? applicationFieldLimits[error.field as keyof typeof applicationFieldLimits] : undefined;
    return t(`forms:${error.code}`, { max, ...error.params });
  };

  const showErrors = (found: FieldError[]) => {
    const byField: Partial<Record<Field, FieldError>> = {};
    for (const error of found) {
      const field = (fieldOrder as string[]).includes(error.field) ? (error.field as Field) : null;
      if (field && !byField[field]) byField[field] = error;
    }
    setErrors(byField);
    if (Object.keys(byField).length) setFocusRequest((count) => count + 1);
  };

  const onText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const onCheck = (field: CheckField) => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setValues((current) => ({ ...current, [field]: checked }));
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => setCv(event.target.files?.[0] ?? null);

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
    const head = cv ? await firstBytes(cv, cvHeadBytes) : undefined;
    const fileError = cvProblem(cv ? { name: cv.name, size: cv.size, head } : null);
    const found = [...(checked.ok ? [] : checked.errors), ...(fileError ? [fileError] : [])];
    showErrors(found);
    if (found.length) return;

    const misconfigured = configurationProblem({ siteKey, version });
    if (misconfigured) {
      setProblem({ kind: 'captcha', problem: misconfigured });
      return;
    }
    setSending(true);
    try {
      const token = await (await captchaWidget()).execute();
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

  if (sent) {
    return (
      <div data-testid="application-sent" role="status">
        <h3 ref={sentHeading} tabIndex={-1} sx={{ fontSize: 4, color: 'primary', mt: 0 }}>{t('careers:applicationSent')}</h3>
        <p>{t('careers:applicationSentText')}</p>
        <RouteLink to="careersPositions">{t('careers:backToPositions')}</RouteLink>
      </div>
    );
  }

  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = (field: Field, hint?: string) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="application-form" aria-busy={sending} sx={{ display: 'grid', gap: 4, maxWidth: 640 }}>
      {contactInputs.map(({ field, label, type, autoComplete }) => (
        <Row key={field} field={field} label={t(label)} required error={fieldMessage(errors[field])}>
          <input {...common(field)} type={type} autoComplete={autoComplete} required maxLength={applicationFieldLimits[field]} value={values[field]} onChange={onText(field)} sx={inputStyle} />
        </Row>
      ))}
      <Row field="jobId" label={t('careers:openPositions')} error={fieldMessage(errors.jobId)}>
        <select {...common('jobId')} value={values.jobId} onChange={onText('jobId')} sx={inputStyle}>
          <option value="">{t('careers:openApplication')}</option>
          {block.jobs.map((job) => (
            <option key={job.documentId} value={job.documentId}>{job.title}</option>
          ))}
        </select>
      </Row>
      <Row field="cv" label={t('careers:cv')} required error={fieldMessage(errors.cv)} hint={t('careers:cvHint')}>
        <input {...common('cv', `${fieldId('cv')}-hint`)} type="file" required accept={block.terms.cvTypes.map((type) => `.${type}`).join(',')} onChange={onFile} sx={{ ...inputStyle, p: 2 }} />
      </Row>
      <Row field="coverLetter" label={t('careers:coverLetter')} optional={t('common:optional')} error={fieldMessage(errors.coverLetter)}>
        <textarea {...common('coverLetter')} rows={8} maxLength={applicationFieldLimits.coverLetter} value={values.coverLetter} onChange={onText('coverLetter')} sx={inputStyle} />
      </Row>
      <Row field="linkedinUrl" label={t('careers:linkedin')} optional={t('common:optional')} error={fieldMessage(errors.linkedinUrl)}>
        <input {...common('linkedinUrl')} type="url" autoComplete="url" inputMode="url" placeholder="https://www.linkedin.com/in/…" maxLength={applicationFieldLimits.linkedinUrl} value={values.linkedinUrl} onChange={onText('linkedinUrl')} sx={inputStyle} />
      </Row>
      <Consent field="consentProcessing" required error={fieldMessage(errors.consentProcessing)} checked={values.consentProcessing} onChange={onCheck('consentProcessing')} describedBy={describedBy('consentProcessing')}>
        {t('careers:consentProcessing')}
      </Consent>
      <Consent field="consentRetention" error={null} checked={values.consentRetention} onChange={onCheck('consentRetention')}>
        {t('careers:consentRetention', { days: block.terms.keepDays })}
      </Consent>

      <div ref={captchaBox} data-testid="captcha-widget" />
      <CaptchaNotice />

      {problem ? (
        <div ref={problemBox} tabIndex={-1} role="alert" data-testid="application-problem" sx={{ border: '2px solid', borderColor: 'error', borderRadius: 4, p: 4, color: 'error' }}>
          {problem.kind === 'captcha' ? (
            <>
              <strong data-captcha-problem={problem.problem}>{t(`captcha:${problem.problem}`)}</strong>{' '}
              {t('careers:applicationFailed')}
            </>
          ) : (
            t(problem.message)
          )}
        </div>
      ) : null}

      <PrivacyNoticeLink />
      <div>
        <button type="submit" disabled={sending} sx={{ ...buttonStyle, border: 0, cursor: 'pointer', font: 'inherit', '&:disabled': { opacity: 0.7, cursor: 'progress' } }}>
          {sending ? t('forms:sending') : t('careers:apply')}
        </button>
      </div>
    </form>
  );
}

const inputStyle = {
  display: 'block',
  width: '100%',
  font: 'inherit',
  p: 3,
  border: '1px solid',
  borderColor: 'text',
  borderRadius: 4,
  bg: 'background',
  color: 'text',
  '&[aria-invalid="true"]': { borderColor: 'error', borderWidth: 2 },
} as const;

function FieldErrorText({ field, message }: { field: Field; message: string | null }) {
  if (!message) return null;
  return <p id={`${fieldId(field)}-error`} sx={{ color: 'error', m: 0, mt: 1, fontSize: 1 }}>{message}</p>;
}

/** The four required contact fields, one text input each. */
const contactInputs = [
  { field: 'firstName', label: 'careers:firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'careers:lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'careers:email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'careers:phone', type: 'tel', autoComplete: 'tel' },
] as const;

function Row({ field, label, required, optional, hint, error, children }: {
  field: Field; label: string; required?: boolean; optional?: string; hint?: string; error: string | null; children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={fieldId(field)} sx={{ display: 'block', fontWeight: 'bold', mb: 1 }}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {optional ? <span sx={{ fontWeight: 'body' }}> ({optional})</span> : null}
      </label>
      {hint ? <p id={`${fieldId(field)}-hint`} sx={{ m: 0, mb: 1, fontSize: 1 }}>{hint}</p> : null}
      {children}
      <FieldErrorText field={field} message={error} />
    </div>
  );
}

function Consent({ field, required, error, checked, onChange, describedBy, children }: {
  field: CheckField; required?: boolean; error: string | null; checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void; describedBy?: string; children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={fieldId(field)} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 3, alignItems: 'start' }}>
        <input
          id={fieldId(field)}
          name={field}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          sx={{ width: 20, height: 20, mt: 1 }}
        />
        <span>
          {children}
          {required ? <span aria-hidden="true"> *</span> : null}
        </span>
      </label>
      <FieldErrorText field={field} message={error} />
    </div>
  );
}
