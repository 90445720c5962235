import { useTranslation } from '../../i18n/translation';
import { RouteLink } from '../../i18n/route-link';
import { ComparisonTable } from '../../kit/comparison-table';
import { OfferCard } from '../../kit/offer-card';
import { primaryButton } from '../../kit/styles';
import { confirmRouteOf } from '../quote/product-routes';
import { HealthTaxNote } from './health-tax-note';
import { NewQuoteButton } from './new-quote-link';
import { OwnPriceLink } from './own-price-link';
import { PriceBreakdown } from './price-breakdown';
import { useOffer } from './use-offer';
import { OfferDocuments } from '../documents/offer-documents';
import { DeskDocuments } from './desk-documents';

/**
 * One offer by its link: what it covers, until when it is valid, and the way to confirm it (or a new quote
 * once expired). Opened by someone other than who asked for it, the offer alone and the way to a price of their own.
 */
export default function OfferPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const { offer, problem } = useOffer(params.id);
  if (problem) return <p role="alert" data-testid="offer-problem">{problem.status === 404 ? t('quote:offerNotFound') : t('forms:networkError')}</p>;
  if (!offer) return <p role="status">{t('common:loading')}</p>;
  if (offer.status !== 'offer') return <p role="alert" data-testid="offer-problem">{t('quote:offerNotFound')}</p>;
  return (
    <div data-testid="offer-page" sx={{ display: 'grid', gap: 5, maxWidth: 800 }}>
      <OfferCard
        offer={offer}
        headingLevel={2}
        actions={
          !offer.owned ? (
            <OwnPriceLink offer={offer} />
          ) : offer.valid ? (
            <RouteLink to={confirmRouteOf[offer.product]} params={{ id: offer.id, price: String(offer.premium) }}>
              <span sx={primaryButton}>{t('quote:chooseOffer')}</span>
            </RouteLink>
          ) : (
            <NewQuoteButton offer={offer} />
          )
        }
      >
        {!offer.valid ? <p role="alert" sx={{ fontWeight: 'bold', m: 0 }} data-testid="offer-expired">{t('quote:offerExpired')}</p> : null}
        <HealthTaxNote offer={offer} />
        <PriceBreakdown offer={offer} />
        <OfferDocuments offerId={offer.id} />
        <DeskDocuments offer={offer} />
      </OfferCard>
      <ComparisonTable offers={[offer]} />
    </div>
  );
}
