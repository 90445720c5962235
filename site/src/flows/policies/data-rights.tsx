import { useEffect, useState } from 'react';
import { todayInTallinn } from '@kindlustus/domain/tallinn-date';
import { loadPrivacyApi } from '../../api-client/privacy/load-privacy-api';
import type { DataRights } from '../../api-client/privacy/privacy-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { panelStyle, secondaryButton } from '../../kit/styles';
import { writtenDate } from '@kindlustus/domain/written-dates';
import { erasureFreshLoginMinutes } from '@kindlustus/domain/data-rights';
import { requestStateTexts } from './request-state';

/** Hands the browser a text as a file to save. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Your personal data" in the account: download everything held about the customer (JSON, GDPR Art. 15/20), and
 * ask for erasure (Art. 17), with the state staff gave the request.
 */
export function DataRightsPanel() {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  const [rights, setRights] = useState<DataRights | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The CMS asks for a fresh e-ID login before an erasure (403 freshLoginRequired): the customer is told to log in again.
  const [staleLogin, setStaleLogin] = useState(false);
  useEffect(() => {
    void loadPrivacyApi().then((api) => api.fetchDataRights()).then((answer) => (answer.ok ? setRights(answer.value) : setFailed(true)));
  }, []);

  const download = async () => {
    setBusy(true);
    const answer = await (await loadPrivacyApi()).fetchMyData();
    setBusy(false);
    setFailed(!answer.ok);
    if (answer.ok) saveFile(`tarkus-data-${todayInTallinn()}.json`, answer.value);
  };
  const erase = async () => {
    setBusy(true);
    const answer = await (await loadPrivacyApi()).requestErasure(language);
    setBusy(false);
    const stale = !answer.ok && answer.rejection.code === 'freshLoginRequired';
    setStaleLogin(stale);
    setFailed(!answer.ok && !stale);
    if (answer.ok) setRights((current) => current && { ...current, requests: [answer.value, ...current.requests.filter((entry) => entry.id !== answer.value.id)] });
  };
  const erasure = rights?.requests.find((entry) => entry.kind === 'erasure');
  const erasureOpen = erasure && (erasure.state === 'pending' || erasure.state === 'approved');

  return (
    <section aria-labelledby="data-rights-title" data-testid="data-rights" sx={{ ...panelStyle, display: 'grid', gap: 3, maxWidth: 800 }}>
      <h2 id="data-rights-title" sx={{ m: 0 }}>{t('privacy:myData')}</h2>
      <p sx={{ m: 0 }}>{t('privacy:myDataIntro')}</p>
      <div sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <button type="button" sx={secondaryButton} disabled={busy} onClick={() => void download()} data-testid="download-data">{t('privacy:downloadData')}</button>
        {rights && !erasureOpen ? (
          <button type="button" sx={secondaryButton} disabled={busy} onClick={() => void erase()} data-testid="request-erasure">{t('privacy:requestErasure')}</button>
        ) : null}
      </div>
      {rights ? <p sx={{ m: 0, fontSize: 1 }}>{t('privacy:erasureNote', { years: rights.legalRecordYears })}</p> : null}
      {erasure ? (
        <p role="status" data-testid="erasure-state" data-state={erasure.state} sx={{ m: 0, fontWeight: 'bold' }}>
          {t('privacy:erasureState', { date: writtenDate(erasure.requestedOn, language), state: t(requestStateTexts[erasure.state]) })}
        </p>
      ) : null}
      {staleLogin ? <p role="alert" data-testid="fresh-login-required" sx={{ m: 0, color: 'error', fontWeight: 'bold' }}>{t('privacy:freshLoginRequired', { minutes: erasureFreshLoginMinutes })}</p> : null}
      {failed ? <p role="alert" sx={{ m: 0, color: 'error', fontWeight: 'bold' }}>{t('privacy:requestFailed')}</p> : null}
    </section>
  );
}
