import { navigate } from 'gatsby';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isPersonalCode } from '@kindlustus/domain/personal-code';
import { parseEstonianPhone } from '@kindlustus/domain/phone-number';
import { localizePath } from '@kindlustus/routes';
import { allLoginMethods, type LoginMethod } from '../../api-client/login/login-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { ChoiceGroup } from '../../kit/choice-group';
import { ErrorSummary, type SummaryItem } from '../../kit/error-summary';
import { describedBy, FieldRow } from '../../kit/field-row';
import { hintStyle, inputStyle, panelStyle, primaryAction, primaryButton } from '../../kit/styles';
import type { ClientRouteProps } from '../client-route-props';
import { deviceKind, smartIdWays, type DeviceKind, type SmartIdWay } from './device-kind';
import { returnPathOf } from './return-target';
import { smartIdCallbackOf } from './smart-id-callback';
import { SmartIdQr } from './smart-id-qr';
import { useDeviceLink } from './use-device-link';
import { useLogin } from './use-login';
import { PrivacyNoticeLink } from '../../kit/privacy-notice-link';

type Field = 'personalCode' | 'phone';
/** Each method's help, shown with the chosen method (not all of them before the choice). */
const methodHelp: Record<LoginMethod, `login:${string}`> = { smartId: 'login:smartIdHelp', mobileId: 'login:mobileIdHelp', idCard: 'login:idCardHelp' };
/** SK: "This session is about to expire" near the end of the QR code's 60 seconds. */
const expiringSeconds = 10;

const needsPersonalCode = (method: LoginMethod, way: SmartIdWay) => method === 'mobileId' || (method === 'smartId' && way === 'notification');

/** What the browser can check before asking the server: the same rules the API applies. */
function checkInput(method: LoginMethod, way: SmartIdWay, personalCode: string, phone: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!needsPersonalCode(method, way)) return errors;
  if (!personalCode.trim()) errors.personalCode = 'forms:required';
  else if (!isPersonalCode(personalCode.trim())) errors.personalCode = 'forms:invalidPersonalCode';
  if (method === 'mobileId') {
    if (!phone.trim()) errors.phone = 'forms:required';
    else if (!parseEstonianPhone(phone)) errors.phone = 'forms:invalidPhone';
  }
  return errors;
}

/**
 * Login with Smart-ID, Mobile-ID or the ID card. Smart-ID works as SK recommends: a QR code on a computer
 * (drawn here from a link the server makes each second), the app opened on this phone, or, as a second
 * choice, a notification by personal code. The verification code stays on screen, large, until the login
 * ends; every outcome has its own message and a retry keeps what was typed; afterwards the customer goes
 * back to the page that sent them (`?return=cart|payment|policies`).
 */
const wayLabels = (device: DeviceKind): Record<SmartIdWay, `login:${string}`> => ({
  qr: device === 'computer' ? 'login:smartIdQr' : 'login:smartIdOtherDevice',
  app: 'login:smartIdApp',
  notification: 'login:smartIdNotification',
});

export default function LoginPage({ search, loginMethods: methods = allLoginMethods }: ClientRouteProps) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const { step, withSmartId, withSmartIdDeviceLink, withSmartIdCallback, stop, cancel, withMobileId, withIdCard } = useLogin(language);
  // Only the methods the CMS offers (a method switched off there is not shown).
  const [method, setMethod] = useState<LoginMethod>(methods[0] ?? 'smartId');
  const [device, setDevice] = useState<DeviceKind>('computer');
  const [way, setWay] = useState<SmartIdWay>('qr');
  const waitingLink = step.kind === 'waiting' && step.deviceLink ? step : null;
  const deviceLink = useDeviceLink(waitingLink?.loginId ?? null, waitingLink?.deviceLink ?? 'QR');
  const openedApp = useRef<string | null>(null);
  const [personalCode, setPersonalCode] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [version, setVersion] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const kind = deviceKind();
    setDevice(kind);
    setWay(smartIdWays[kind][0]!);
    // Back from the Smart-ID app: the callback is used once, so it leaves the address at once.
    const callback = smartIdCallbackOf(search);
    if (!callback) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void withSmartIdCallback(callback);
    // Only on arrival: the address is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // "loginEnded" means the app already answered: the status being polled says how, with its own message.
  useEffect(() => {
    if (deviceLink.refusal && deviceLink.refusal !== 'loginEnded') stop(deviceLink.refusal);
  }, [deviceLink.refusal, stop]);

  // The app link opens the Smart-ID app on this device once; the button stays for when it did not.
  useEffect(() => {
    const link = deviceLink.link?.link;
    if (waitingLink?.deviceLink !== 'WEB2APP' || !link || openedApp.current === waitingLink.loginId) return;
    openedApp.current = waitingLink.loginId;
    window.location.assign(link);
  }, [deviceLink.link, waitingLink]);

  useEffect(() => {
    if (step.kind === 'failed') outcome.current?.focus();
    if (step.kind === 'done') void navigate(returnPathOf(search, language));
  }, [step, search, language]);

  // While a QR code or app link is shown the customer may still choose another way (that attempt is left).
  const busy = step.kind === 'starting' || (step.kind === 'waiting' && !waitingLink);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkInput(method, way, personalCode, phone);
    setErrors(found);
    setVersion((value) => value + 1);
    if (Object.keys(found).length) return;
    if (method === 'smartId' && way !== 'notification') void withSmartIdDeviceLink(way === 'qr' ? 'QR' : 'WEB2APP');
    else if (method === 'smartId') void withSmartId(personalCode.trim());
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
            if (waitingLink) cancel();
            setMethod(value as LoginMethod);
            setErrors({});
          }}
        />
        <p sx={{ m: 0, ...hintStyle, fontSize: 2, color: 'text' }} data-testid="login-method-help">{t(methodHelp[method])}</p>
        {method === 'smartId' ? (
          <ChoiceGroup
            key={device}
            id="login-smart-id-way"
            name="smartIdWay"
            legend={t('login:smartIdWay')}
            error={null}
            items={smartIdWays[device].map((value) => ({ value, label: t(wayLabels(device)[value]) }))}
            initial={way}
            onChange={(value) => {
              if (waitingLink) cancel();
              setWay(value as SmartIdWay);
              setErrors({});
            }}
          />
        ) : null}
        {needsPersonalCode(method, way) ? field('personalCode', 'off', 'numeric', personalCode, setPersonalCode) : null}
        {method === 'mobileId' ? field('phone', 'tel', 'tel', phone, setPhone) : null}
        {method === 'idCard' ? <p sx={{ m: 0 }}>{t('login:idCardHint')}</p> : null}
        <PrivacyNoticeLink />
        <div>
          <button type="submit" sx={primaryAction} disabled={busy} data-testid="login-start">
            {t(method === 'smartId' && way === 'qr' ? 'login:smartIdQrStart' : method === 'smartId' && way === 'app' ? 'login:smartIdApp' : 'login:start')}
          </button>
        </div>
      </form>
      {waitingLink ? (
        <div sx={{ ...panelStyle, textAlign: 'center', display: 'grid', gap: 3 }} data-testid="smart-id-device-link" data-kind={waitingLink.deviceLink}>
          {waitingLink.deviceLink === 'QR' ? (
            <>
              <p sx={{ m: 0, fontWeight: 'bold' }}>{t('login:qrInstruction')}</p>
              {deviceLink.link ? <SmartIdQr link={deviceLink.link.link} label={t('login:qrAlt')} /> : null}
              {!deviceLink.link && deviceLink.answered && !deviceLink.refusal ? <p sx={{ m: 0 }} data-testid="qr-unavailable">{t('login:qrUnavailable')}</p> : null}
            </>
          ) : (
            <>
              <p sx={{ m: 0, fontWeight: 'bold' }}>{t('login:appInstruction')}</p>
              {deviceLink.link ? (
                <a href={deviceLink.link.link} sx={{ ...primaryButton, justifySelf: 'center', textDecoration: 'none' }} data-testid="smart-id-app-link">{t('login:smartIdApp')}</a>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      <div aria-live="polite" data-testid="login-status">
        {waitingLink ? (
          <p role="status" sx={{ m: 0 }} data-testid="device-link-status">
            {waitingLink.deviceLink === 'QR' && deviceLink.link?.expiresInSeconds !== null && (deviceLink.link?.expiresInSeconds ?? expiringSeconds + 1) <= expiringSeconds
              ? t('login:qrExpiring')
              : t('login:waiting')}
          </p>
        ) : null}
        {step.kind === 'waiting' && !waitingLink ? (
          <div sx={{ ...panelStyle, textAlign: 'center' }} data-testid="login-waiting">
            {step.verificationCode ? (
              <>
                <p sx={{ m: 0, fontWeight: 'bold' }}>{t('login:verificationCode')}</p>
                <p
                  sx={{ m: 0, mt: 2, justifySelf: 'center', display: 'inline-block', fontFamily: 'monospace', fontSize: 6, lineHeight: 1.2, fontWeight: 'bold', letterSpacing: '0.3em', color: 'text', bg: 'muted', border: '2px solid', borderColor: 'text', borderRadius: 4, px: 4, py: 2 }}
                  data-testid="verification-code"
                >
                  {step.verificationCode}
                </p>
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
          <p role="alert" data-testid="login-failed" data-outcome={step.outcome} sx={{ color: 'error', fontWeight: 'bold', m: 0 }}>{t(step.messageKey, step.params)}</p>
        ) : null}
      </div>
      <p sx={{ ...hintStyle, m: 0 }}>{t('login:dataNote')}</p>
    </div>
  );
}
