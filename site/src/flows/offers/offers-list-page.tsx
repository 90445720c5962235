import { useTranslation } from '../../i18n/translation';
import { RouteLink } from '../../i18n/route-link';
import { QuoteResults } from './quote-results';

/** The casco offers page: the offers of the quote named in the address (?quote=…), a link that can be kept. */
export default function OffersListPage({ search }: { search: string }) {
  const { t } = useTranslation();
  const quoteId = new URLSearchParams(search).get('quote');
  if (!quoteId) {
    return (
      <p data-testid="no-quote">
        {t('quote:noQuoteYet')} <RouteLink to="cascoQuote">{t('quote:getOffers')}</RouteLink>
      </p>
    );
  }
  return <QuoteResults quoteId={quoteId} initial={null} />;
}
