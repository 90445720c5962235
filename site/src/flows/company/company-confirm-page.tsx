import { useEffect, useState } from 'react';
import type { CompanyConfirmation } from '../../api-client/company/company-api';
import { loadCompanyApi } from '../../api-client/company/load-company-api';
import { useTranslation } from '../../i18n/translation';
import { panelStyle, primaryAction } from '../../kit/styles';
import type { ClientRouteProps } from '../client-route-props';
import { ConfirmationOffers } from './confirmation-offers';

/**
 * A company's second representative, logged in with their own e-ID (the route's guard), confirms a purchase the
 * first one put in the cart: the register is asked again for both when they confirm.
 */
export default function CompanyConfirmPage({ params }: ClientRouteProps) {
  const { t } = useTranslation();
  const token = params.token ?? '';
  const [shown, setShown] = useState<CompanyConfirmation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    void loadCompanyApi()
      .then(({ fetchCompanyConfirmation }) => fetchCompanyConfirmation(token))
      .then((result) => (result.ok ? setShown(result.value) : setProblem(result.rejection.code)));
  }, [token]);

  async function confirm() {
    setSending(true);
    const { confirmCompanyPurchase } = await loadCompanyApi();
    const result = await confirmCompanyPurchase(token);
    setSending(false);
    if (result.ok) setShown(result.value);
    else setProblem(result.rejection.code);
  }

  return (
    <section data-testid="company-confirm" sx={{ display: 'grid', gap: 4, maxWidth: 720 }}>
      {problem ? <p role="alert" sx={{ color: 'error', fontWeight: 'bold', m: 0 }}>{t(`forms:${problem}`)}</p> : null}
      {shown ? (
        <div sx={{ ...panelStyle, overflowWrap: 'anywhere' }}>
          <p sx={{ mt: 0, fontWeight: 'bold' }}>{shown.companyName}</p>
          <p>{t('cart:companyConfirmAsk', { buyer: shown.requestedByName, offers: shown.offerCount })}</p>
          <ConfirmationOffers offers={shown.offers} />
          {shown.confirmed ? (
            <p role="status" data-testid="company-confirmed" sx={{ fontWeight: 'bold', mb: 0 }}>{t('cart:companyConfirmed')}</p>
          ) : (
            <button type="button" sx={primaryAction} disabled={sending} onClick={() => void confirm()}>
              {t('cart:companyConfirmButton')}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
