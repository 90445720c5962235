import { useEffect, useState } from 'react';
import type { InsuranceDocument } from '../../api-client/documents/document-types';
import { loadDocumentApi } from '../../api-client/documents/load-document-api';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { DocumentLinks } from './document-links';

/** The documents of one offer in the page's language, asked for when it is shown; null while they load. */
export function useOfferDocuments(offerId: string): InsuranceDocument[] | null | 'failed' {
  const { language } = usePageInfo();
  const [documents, setDocuments] = useState<InsuranceDocument[] | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    setDocuments(null);
    void loadDocumentApi()
      .then(({ fetchOfferDocuments }) => fetchOfferDocuments(offerId, language))
      .then((result) => { if (current) setDocuments(result.ok ? result.value : 'failed'); }, () => { if (current) setDocuments('failed'); });
    return () => { current = false; };
  }, [offerId, language]);
  return documents;
}

/** "The insurer's documents" of an offer: its terms and IPID as links, before the customer chooses it. */
export function OfferDocuments({ offerId, heading, headingLevel = 3 }: { offerId: string; heading?: string; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const documents = useOfferDocuments(offerId);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <section data-testid="offer-documents" data-offer-id={offerId} sx={{ display: 'grid', gap: 2 }}>
      <Heading sx={{ fontSize: 2, m: 0 }}>{heading ?? t('quote:documentsHeading')}</Heading>
      {documents === null ? <p role="status" sx={{ m: 0 }}>{t('common:loading')}</p> : null}
      {documents === 'failed' ? <p role="alert" sx={{ m: 0 }}>{t('forms:networkError')}</p> : null}
      {Array.isArray(documents) ? <DocumentLinks documents={documents} /> : null}
    </section>
  );
}
