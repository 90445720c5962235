import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { RouteLink } from '../../i18n/route-link';
import { loadQuoteId, saveQuoteId } from '../quote/form-draft';
import { QuoteResults } from './quote-results';

/**
 * The casco quote this page shows: the tab's latest (the form keeps it in sessionStorage), never an address
 * parameter, since addresses are what outside scripts and referrers carry off. A link from before that
 * still names one (?quote=…) is taken into the tab and out of the address.
 */
function useCascoQuoteId(search: string): string | null {
  const [quoteId] = useState(() => {
    const named = new URLSearchParams(search).get('quote');
    if (named) saveQuoteId('casco', named);
    return named ?? loadQuoteId('casco');
  });
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('quote')) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return quoteId;
}

/** The casco offers page: the offers of the quote this tab asked for last. */
export default function OffersListPage({ search }: { search: string }) {
  const { t } = useTranslation();
  const quoteId = useCascoQuoteId(search);
  if (!quoteId) {
    return (
      <p data-testid="no-quote">
        {t('quote:noQuoteYet')} <RouteLink to="cascoQuote">{t('quote:getOffers')}</RouteLink>
      </p>
    );
  }
  return <QuoteResults quoteId={quoteId} initial={null} />;
}
