import { useState, type KeyboardEvent } from 'react';
import { loadCompanyApi } from '../../api-client/company/load-company-api';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { panelStyle, primaryAction } from '../../kit/styles';

/**
 * The register says the company's representatives act only jointly: the buyer names a second representative's
 * e-mail, who gets a link, logs in with their own e-ID and confirms; then this payment can go through.
 */
export function JointConfirmationRequest({ registryCode, companyName }: { registryCode: string; companyName: string }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ sent: boolean; problem: string | null }>({ sent: false, problem: null });
  const [sending, setSending] = useState(false);

  async function send() {
    if (sending) return;
    setSending(true);
    const { requestCompanyConfirmation } = await loadCompanyApi();
    const result = await requestCompanyConfirmation(registryCode, email.trim(), language);
    setSending(false);
    setState(result.ok ? { sent: true, problem: null } : { sent: false, problem: result.rejection.errors[0]?.code ?? result.rejection.code });
  }

  // Enter in the e-mail field asks the second representative: it must not submit the payment form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  };

  // A group inside the payment form, not a form of its own (a form may not hold another).
  return (
    <div role="group" aria-labelledby="joint-confirmation-company" data-testid="joint-confirmation" sx={{ ...panelStyle, display: 'grid', gap: 3 }}>
      <p id="joint-confirmation-company" sx={{ m: 0, fontWeight: 'bold', overflowWrap: 'anywhere' }}>{companyName}</p>
      <label htmlFor="joint-confirmation-email">{t('cart:companySecondEmail')}</label>
      <input id="joint-confirmation-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} onKeyDown={onKeyDown} sx={{ maxWidth: '100%' }} />
      <div>
        <button type="button" onClick={() => void send()} sx={primaryAction} disabled={sending}>{t('cart:companyAskConfirmation')}</button>
      </div>
      <div aria-live="polite">
        {state.sent ? <p role="status" data-testid="joint-confirmation-sent" sx={{ m: 0 }}>{t('cart:companyConfirmationSent')}</p> : null}
        {state.problem ? <p role="alert" sx={{ m: 0, color: 'error' }}>{t(`forms:${state.problem}`)}</p> : null}
      </div>
    </div>
  );
}
