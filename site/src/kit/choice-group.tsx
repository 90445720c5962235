import type { ReactNode } from 'react';
import { describedBy, FieldError, fieldIds, RequiredMark } from './field-row';
import { hintStyle } from './styles';

export interface ChoiceItem {
  value: string;
  label: string;
}

/**
 * Radio buttons or checkboxes in a fieldset whose legend is the question. The first control carries the
 * group's id, so the error summary's link lands on it.
 */
export function ChoiceGroup({ id, name, legend, hint, error, items, multiple, initial, onChange, children }: {
  id: string;
  name: string;
  legend: string;
  hint?: string | null;
  error: string | null;
  items: ChoiceItem[];
  multiple?: boolean;
  initial: string | string[];
  /** Called with the value of a radio button when it is chosen. */
  onChange?: (value: string) => void;
  children?: ReactNode;
}) {
  const chosen = Array.isArray(initial) ? initial : [initial];
  return (
    <fieldset
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, borderLeft: error ? '4px solid' : 'none', borderColor: 'error', pl: error ? 3 : 0 }}
    >
      <legend sx={{ fontWeight: 'bold', mb: 1, p: 0 }}>{legend}</legend>
      {hint ? <span id={fieldIds(id).hint} sx={hintStyle}>{hint}</span> : null}
      <FieldError id={id} message={error} />
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {items.map((item, index) => (
          <label
            key={item.value}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minHeight: 44, px: 3, border: '1px solid', borderColor: 'border', borderRadius: 4, cursor: 'pointer', '&:has(input:checked)': { borderColor: 'primary', bg: 'muted' } }}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              id={index === 0 ? fieldIds(id).control : `${id}-${item.value}`}
              name={name}
              value={item.value}
              defaultChecked={chosen.includes(item.value)}
              onChange={onChange ? (event) => event.target.checked && onChange(item.value) : undefined}
              aria-invalid={error ? true : undefined}
              sx={{ width: 24, height: 24, m: 0, flexShrink: 0, accentColor: 'primary' }}
            />
            {item.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** One tick box with its label to the right. */
export function Checkbox({ id, name, label, required, initial, error, onChange }: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  initial: boolean;
  error?: string | null;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <div>
      <FieldError id={id} message={error ?? null} />
      <label sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minHeight: 44, cursor: 'pointer' }}>
        <input
          type="checkbox"
          id={fieldIds(id).control}
          name={name}
          defaultChecked={initial}
          required={required}
          onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldIds(id).error : undefined}
          sx={{ width: 24, height: 24, m: 0, flexShrink: 0, accentColor: 'primary' }}
        />
        {required ? <span>{label}<RequiredMark /></span> : label}
      </label>
    </div>
  );
}
