import { navigate } from 'gatsby';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isPersonalCode } from '@kindlustus/domain/dist/personal-code';
import { parseEstonianPhone } from '@kindlustus/domain/dist/phone-number';
import { localizePath } from '@kindlustus/routes';
import type { LoginMethod } from '../../api-client/account-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { ChoiceGroup } from '../../kit/choice-group';
import { ErrorSummary, type SummaryItem } from '../../kit/error-summary';
import { describedBy, FieldRow } from '../../kit/field-row';
import { inputStyle, panelStyle, primaryButton } from '../../kit/styles';
import type { ClientRouteProps } from '../client-routes';
import { returnTargetOf } from './return-target';
import { useLogin } from './use-login';

type Field = 'personalCode' | 'phone';
const methods: LoginMethod[] = ['smartId', 'mobileId', 'idCard'];

/** What the browser can check before asking the server: the same rules the API applies. */
function checkInput(method: LoginMethod, personalCode: string, phone: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (method === 'idCard') return errors;
  if (!personalCode.trim()) errors.personalCode = 'forms:required';
  else if (!isPersonalCode(personalCode.trim())) errors.personalCode = 'forms:invalidPersonalCode';
  if (method === 'mobileId') {
    if (!phone.trim()) errors.phone = 'forms:required';
    else if (!parseEstonianPhone(phone)) errors.phone = 'forms:invalidPhone';
  }
  return errors;
}

/**
 * Login with Smart-ID, Mobile-ID or the ID card. The verification code stays on screen, large, until the
 * login ends; every outcome has its own message and a retry keeps what was typed; afterwards the
 * customer goes back to the page that sent them (`?return=cart|payment|policies`).
 */
export default function LoginPage({ search }: ClientRouteProps) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const { step, withSmartId, withMobileId, withIdCard } = useLogin(language);
  const [method, setMethod] = useState<LoginMethod>('smartId');
  const [personalCode, setPersonalCode] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [version, setVersion] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step.kind === 'failed') outcome.current?.focus();
    if (step.kind === 'done') void navigate(localizePath(returnTargetOf(search), language));
  }, [step, search, language]);

  const busy = step.kind === 'starting' || step.kind === 'waiting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkInput(method, personalCode, phone);
    setErrors(found);
    setVersion((value) => value + 1);
    if (Object.keys(found).length) return;
    if (method === 'smartId') void withSmartId(personalCode.trim());
    else if (method === 'mobileId') void withMobileId(personalCode.trim(), phone.trim());
    else void withIdCard();
  };
  const labels: Record<Field, string> = { personalCode: t('login:personalCode'), phone: t('login:phone') };
  const summary: SummaryItem[] = (Object.keys(errors) as Field[]).map((field) => ({ fieldId: `login-${field}`, label: labels[field], message: t(errors[field]!) }));
  const field = (name: Field, autoComplete: string, inputMode: 'numeric' | 'tel', value: string, set: (next: string) => void) => (
    <FieldRow id={`login-${name}`} label={labels[name]} error={errors[name] ? t(errors[name]!) : null}>
      <input
        id={`login-${name}`}
        name={name}
        type={name === 'phone' ? 'tel' : 'text'}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        readOnly={busy}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(`login-${name}`, false, Boolean(errors[name]))}
        onChange={(event) => set(event.target.value)}
        sx={{ ...inputStyle, maxWidth: 360 }}
      />
    </FieldRow>
  );

  return (
    <div data-testid="login-page" sx={{ display: 'grid', gap: 5, maxWidth: 560 }}>
      <form noValidate onSubmit={submit} sx={{ display: 'grid', gap: 4 }} aria-busy={busy}>
        <ErrorSummary items={summary} version={version} />
        <ChoiceGroup
          id="login-method"
          name="method"
          legend={t('login:chooseMethod')}
          error={null}
          items={methods.map((value) => ({ value, label: t(`login:${value}`) }))}
          initial={method}
          onChange={(value) => {
            setMethod(value as LoginMethod);
            setErrors({});
          }}
        />
        {method !== 'idCard' ? field('personalCode', 'off', 'numeric', personalCode, setPersonalCode) : null}
        {method === 'mobileId' ? field('phone', 'tel', 'tel', phone, setPhone) : null}
        {method === 'idCard' ? <p sx={{ m: 0 }}>{t('login:idCardHint')}</p> : null}
        <div>
          <button type="submit" sx={primaryButton} disabled={busy} data-testid="login-start">{t('login:start')}</button>
        </div>
      </form>
      <div aria-live="polite" data-testid="login-status">
        {step.kind === 'waiting' ? (
          <div sx={{ ...panelStyle, textAlign: 'center' }} data-testid="login-waiting">
            {step.verificationCode ? (
              <>
                <p sx={{ m: 0, fontWeight: 'bold' }}>{t('login:verificationCode')}</p>
                <p sx={{ m: 0, fontSize: 7, fontWeight: 'bold', letterSpacing: '0.2em' }} data-testid="verification-code">{step.verificationCode}</p>
                <p sx={{ mt: 2 }}>{t('login:verificationHint')}</p>
              </>
            ) : null}
            <p role="status" sx={{ mb: 0 }}>{t('login:waiting')}</p>
          </div>
        ) : null}
        {step.kind === 'done' ? <p role="status">{t('login:loggedInAs', { name: `${step.customer.givenName} ${step.customer.surname}` })}</p> : null}
      </div>
      <div ref={outcome} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {step.kind === 'failed' ? (
          <p role="alert" data-testid="login-failed" data-outcome={step.outcome} sx={{ color: 'error', fontWeight: 'bold', m: 0 }}>{t(step.messageKey)}</p>
        ) : null}
      </div>
    </div>
  );
}
