import { useState } from 'react';
import { loadPrivacyApi } from '../../api-client/privacy/load-privacy-api';
import type { PolicyWithdrawal } from '../../api-client/privacy/privacy-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { secondaryButton, visuallyHidden } from '../../kit/styles';
import { writtenDate } from '@kindlustus/domain/written-dates';
import { requestStateTexts } from './request-state';

/**
 * Under a policy a consumer may still withdraw from: the last day and the way to ask; once asked, the request's
 * state (staff handle it with the insurer).
 */
export function WithdrawalNotice({ policyId, policyNumber, initial }: { policyId: string; policyNumber: string; initial: PolicyWithdrawal }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const [withdrawal, setWithdrawal] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ask = async () => {
    setBusy(true);
    const answer = await (await loadPrivacyApi()).requestWithdrawal(policyId, language);
    setBusy(false);
    setFailed(!answer.ok);
    if (answer.ok) setWithdrawal((current) => ({ ...current, request: answer.value }));
  };
  const { request } = withdrawal;
  if (request) {
    return (
      <p role="status" data-testid="withdrawal-state" data-state={request.state} sx={{ m: 0, fontWeight: 'bold' }}>
        {t('privacy:withdrawalState', { date: writtenDate(request.requestedOn, language), state: t(requestStateTexts[request.state]) })}
      </p>
    );
  }
  if (!withdrawal.open || !withdrawal.lastDay) return null;
  return (
    <div data-testid="policy-withdrawal" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <span>{t('privacy:withdrawUntil', { date: writtenDate(withdrawal.lastDay, language) })}</span>
      <button type="button" sx={secondaryButton} disabled={busy} onClick={() => void ask()} data-testid="policy-withdraw">
        {t('privacy:withdraw')}<span sx={visuallyHidden}> {policyNumber}</span>
      </button>
      {failed ? <span role="alert" sx={{ color: 'error', fontWeight: 'bold' }}>{t('privacy:requestFailed')}</span> : null}
    </div>
  );
}
