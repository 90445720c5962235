import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { errorTextStyle, hintStyle, labelStyle } from './styles';

/** Ids of a field's parts: the control, its hint and its error message. */
export const fieldIds = (id: string) => ({ control: id, hint: `${id}-hint`, error: `${id}-error` });

/** `aria-describedby` for a control: its hint and, when shown, its error. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

/** The error text by a field, after its label and hint, with a hidden "Error:" for screen readers. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <span id={fieldIds(id).error} sx={errorTextStyle}>
      <span sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('forms:errorPrefix')} </span>
      {message}
    </span>
  );
}

/** The asterisk after a required field's label, hidden from screen readers. */
export const RequiredMark = () => <span aria-hidden="true"> *</span>;

/** A label, an optional hint and error, and the control: the GOV.UK order. */
export function FieldRow({ id, label, required, optionalText, hint, error, children }: {
  id: string;
  label: string;
  /** Marks the label with an asterisk that screen readers skip (the control says `required` itself). */
  required?: boolean;
  optionalText?: string | null;
  hint?: string | null;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div sx={{ borderLeft: error ? '4px solid' : 'none', borderColor: 'error', pl: error ? 3 : 0 }}>
      <label htmlFor={fieldIds(id).control} sx={labelStyle}>
        {label}
        {required ? <RequiredMark /> : null}
        {optionalText ? <span sx={{ fontWeight: 'body' }}> ({optionalText})</span> : null}
      </label>
      {hint ? <span id={fieldIds(id).hint} sx={hintStyle}>{hint}</span> : null}
      <FieldError id={id} message={error} />
      {children}
    </div>
  );
}
