import { useTranslation } from '../../i18n/translation';
import { ChoiceGroup, Checkbox } from '../../kit/choice-group';
import { describedBy, FieldRow } from '../../kit/field-row';
import { inputStyle } from '../../kit/styles';
import type { FieldSpec } from './form-fields';
import { initialValue } from './form-values';

export const controlId = (form: string, name: string) => `quote-${form}-${name}`;

/**
 * One field of a quote form, uncontrolled: what the customer types stays in the page (also before the
 * form's script has loaded) and is read from the form on submit.
 */
export function QuoteField({ form, spec, error, hidden, onToggle }: {
  form: string;
  spec: FieldSpec;
  error: string | null;
  hidden: boolean;
  onToggle: (name: string, checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = controlId(form, spec.name);
  const hint = spec.hint ? t(spec.hint, spec.kind === 'date' ? { days: spec.maxDaysAhead } : undefined) : null;
  const optionalText = spec.optional ? t('common:optional') : null;
  const initial = initialValue(spec, '');
  let control;
  switch (spec.kind) {
    case 'checkbox':
      control = <Checkbox id={id} name={spec.name} label={t(spec.label)} initial={initial === true} error={error} onChange={(checked) => onToggle(spec.name, checked)} />;
      break;
    case 'choice':
    case 'multi':
      control = (
        <ChoiceGroup
          id={id}
          name={spec.name}
          legend={optionalText ? `${t(spec.label)} (${optionalText})` : t(spec.label)}
          hint={hint}
          error={error}
          multiple={spec.kind === 'multi'}
          initial={initial as string | string[]}
          items={spec.options.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      );
      break;
    default: {
      const numeric = spec.kind === 'integer' || spec.kind === 'money';
      const widthCh = spec.kind === 'money' ? 12 : spec.kind === 'date' ? 12 : 'width' in spec ? spec.width : undefined;
      control = (
        <FieldRow id={id} label={t(spec.label)} optionalText={optionalText} hint={hint} error={error}>
          <span sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: widthCh ? `${widthCh + 4}ch` : 560 }}>
            <input
              id={id}
              name={spec.name}
              type={spec.kind === 'date' ? 'date' : spec.kind === 'text' && spec.type ? spec.type : 'text'}
              inputMode={numeric ? 'decimal' : spec.kind === 'text' ? spec.inputMode : undefined}
              autoComplete={spec.kind === 'text' ? spec.autoComplete : 'off'}
              spellCheck={false}
              defaultValue={initial as string}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
              sx={{ ...inputStyle, ...(spec.kind === 'text' && spec.uppercase ? { textTransform: 'uppercase' } : {}) }}
            />
            {spec.kind === 'money' ? <span aria-hidden="true">€</span> : null}
          </span>
        </FieldRow>
      );
    }
  }
  return (
    <div hidden={hidden} data-field={spec.name}>
      {control}
    </div>
  );
}
