import { describedBy, FieldRow } from '../../kit/field-row';
import { inputStyle } from '../../kit/styles';
import { useTranslation } from '../../i18n/translation';

/** Where the policies are e-mailed after payment: one text field, its hint and its error. */
export function PaymentEmail({ id, value, error, onChange }: { id: string; value: string; error: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FieldRow id={id} label={t('cart:email')} hint={t('cart:emailHint')} error={error}>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, Boolean(error))}
        sx={{ ...inputStyle, maxWidth: 560 }}
        data-testid="payment-email"
      />
    </FieldRow>
  );
}
