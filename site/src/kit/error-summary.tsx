import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/translation';
import { fieldIds } from './field-row';

export interface SummaryItem {
  /** The id of the field's control, or null for a problem of the whole form. */
  fieldId: string | null;
  /** The field's label, so that "This field is required" says which field. */
  label?: string;
  message: string;
}

/**
 * "There is a problem" at the top of the form with a link to each field in error; it takes the focus
 * whenever a new set of errors arrives (`version` changes), so a screen reader reads it at once.
 */
export function ErrorSummary({ items, version }: { items: SummaryItem[]; version: number }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length) box.current?.focus();
    // Only a new submission moves the focus, not a re-render with the same errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  if (!items.length) return null;
  return (
    <div ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" data-testid="error-summary"
      sx={{ border: '4px solid', borderColor: 'error', p: 4, '&:focus': { outline: '3px solid', outlineColor: 'secondary' } }}>
      <h2 id="error-summary-title" sx={{ fontSize: 3, mt: 0, mb: 3 }}>{t('forms:errorSummaryTitle')}</h2>
      <ul sx={{ m: 0, pl: 4 }}>
        {items.map((item, index) => (
          <li key={index}>
            {item.fieldId ? (
              <a
                href={`#${fieldIds(item.fieldId).control}`}
                sx={{ color: 'error', fontWeight: 'bold' }}
                onClick={(event) => {
                  const target = document.getElementById(fieldIds(item.fieldId!).control);
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView({ block: 'center' });
                  target.focus();
                }}
              >
                {item.label ? `${item.label}: ` : null}
                {item.message}
              </a>
            ) : (
              <span sx={{ color: 'error', fontWeight: 'bold' }}>{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
