import type { ChangeEvent } from 'react';
import { applicationFieldLimits } from '@kindlustus/domain';
import type { ApplicationFormView } from '../content/types';
import { useTranslation } from '../i18n/translation';
import { Checkbox } from '../kit/choice-group';
import { describedBy, FieldRow, fieldIds } from '../kit/field-row';
import { inputStyle } from '../kit/styles';
import { contactInputs, fieldId, type CheckField, type Field, type TextField, type Values } from './application-fields';

/** The application's fields on the kit's rows: contact, job, CV, cover letter, LinkedIn and the two consents. */
export function ApplicationInputs({ block, values, messages, onText, onCheck, onFile }: {
  block: ApplicationFormView;
  values: Values;
  /** Each field's error message, if it has one. */
  messages: Partial<Record<Field, string>>;
  onText: (field: TextField, value: string) => void;
  onCheck: (field: CheckField, checked: boolean) => void;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const error = (field: Field) => messages[field] ?? null;
  const control = (field: Field, hint = false) => ({
    id: fieldIds(fieldId(field)).control,
    name: field,
    'aria-invalid': messages[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, Boolean(messages[field])),
  });
  const text = (field: TextField) => ({
    ...control(field),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onText(field, event.target.value),
  });
  const optional = t('common:optional');

  return (
    <>
      {contactInputs.map(({ field, label, type, autoComplete }) => (
        <FieldRow key={field} id={fieldId(field)} label={t(label)} required error={error(field)}>
          <input {...text(field)} type={type} autoComplete={autoComplete} required maxLength={applicationFieldLimits[field]} sx={inputStyle} />
        </FieldRow>
      ))}
      <FieldRow id={fieldId('jobId')} label={t('careers:openPositions')} error={error('jobId')}>
        <select {...text('jobId')} sx={inputStyle}>
          <option value="">{t('careers:openApplication')}</option>
          {block.jobs.map((job) => (
            <option key={job.documentId} value={job.documentId}>{job.title}</option>
          ))}
        </select>
      </FieldRow>
      <FieldRow id={fieldId('cv')} label={t('careers:cv')} required hint={t('careers:cvHint')} error={error('cv')}>
        <input {...control('cv', true)} type="file" required accept={block.terms.cvTypes.map((type) => `.${type}`).join(',')}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)} sx={inputStyle} />
      </FieldRow>
      <FieldRow id={fieldId('coverLetter')} label={t('careers:coverLetter')} optionalText={optional} error={error('coverLetter')}>
        <textarea {...text('coverLetter')} rows={8} maxLength={applicationFieldLimits.coverLetter} sx={inputStyle} />
      </FieldRow>
      <FieldRow id={fieldId('linkedinUrl')} label={t('careers:linkedin')} optionalText={optional} error={error('linkedinUrl')}>
        <input {...text('linkedinUrl')} type="url" autoComplete="url" inputMode="url" placeholder="https://www.linkedin.com/in/…"
          maxLength={applicationFieldLimits.linkedinUrl} sx={inputStyle} />
      </FieldRow>
      <Checkbox id={fieldId('consentProcessing')} name="consentProcessing" label={t('careers:consentProcessing')} required
        initial={values.consentProcessing} error={error('consentProcessing')} onChange={(checked) => onCheck('consentProcessing', checked)} />
      <Checkbox id={fieldId('consentRetention')} name="consentRetention" label={t('careers:consentRetention', { days: block.terms.keepDays })}
        initial={values.consentRetention} onChange={(checked) => onCheck('consentRetention', checked)} />
    </>
  );
}
