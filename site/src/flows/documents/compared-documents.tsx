import type { Offer } from '../../api-client/quotes/quote-types';
import { useTranslation } from '../../i18n/translation';
import { OfferDocuments } from './offer-documents';

/** Under the comparison: each compared offer's documents, named by its insurer. */
export function ComparedDocuments({ offers }: { offers: Offer[] }) {
  const { t } = useTranslation();
  return (
    <section data-testid="compared-documents" sx={{ display: 'grid', gap: 3, mt: 4 }}>
      <h3 sx={{ fontSize: 3, m: 0 }}>{t('quote:documentsHeading')}</h3>
      {offers.map((offer) => <OfferDocuments key={offer.id} offerId={offer.id} heading={offer.insurerName} headingLevel={4} />)}
    </section>
  );
}
