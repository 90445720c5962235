import { useEffect, useState } from 'react';
import type { LineDisclosure } from '../../api-client/documents/document-types';
import { loadDocumentApi } from '../../api-client/documents/load-document-api';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { panelStyle } from '../../kit/styles';
import { productNameKeys } from '../cart/cart-texts';
import { DocumentLinks } from '../documents/document-links';
import { rememberedOfferSort } from '../documents/offer-sort';

/**
 * What the payment page shows before the consent: each cart line's documents and demands-and-needs statement,
 * read from the server (which derives the same again when the payment starts); null while loading.
 */
export function useCartDisclosures(): { lines: LineDisclosure[] | null; failed: boolean; sort: string } {
  const { language } = usePageInfo();
  const [sort] = useState(rememberedOfferSort);
  const [lines, setLines] = useState<LineDisclosure[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void loadDocumentApi()
      .then(({ fetchCartDisclosures }) => fetchCartDisclosures(language, sort))
      .then((result) => {
        if (!current) return;
        if (result.ok) setLines(result.value);
        else setFailed(true);
      }, () => current && setFailed(true));
    return () => { current = false; };
  }, [language, sort]);
  return { lines, failed, sort };
}

/** A line's name: its product, insurer and insured object. */
function LineName({ line }: { line: LineDisclosure }) {
  const { t } = useTranslation();
  return <h3 sx={{ fontSize: 2, m: 0 }}>{[t(productNameKeys[line.product]), line.insurerName, line.insuredObject].filter(Boolean).join(' · ')}</h3>;
}

/** The insurers' documents of every offer in the cart, linked, before the customer accepts them. */
export function PaymentDocuments({ lines }: { lines: LineDisclosure[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payment-documents-heading" data-testid="payment-documents" sx={{ ...panelStyle, display: 'grid', gap: 3 }}>
      <h2 id="payment-documents-heading" sx={{ fontSize: 3, m: 0 }}>{t('cart:documentsHeading')}</h2>
      {lines.map((line) => (
        <div key={line.offerId} data-offer-id={line.offerId} sx={{ display: 'grid', gap: 2 }}>
          <LineName line={line} />
          <DocumentLinks documents={line.documents} testId="payment-document-list" />
        </div>
      ))}
    </section>
  );
}

/** The customer's demands and needs as the order will keep them, one statement per cart line. */
export function DemandsAndNeeds({ lines }: { lines: LineDisclosure[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="demands-heading" data-testid="demands-and-needs" sx={{ ...panelStyle, display: 'grid', gap: 3 }}>
      <h2 id="demands-heading" sx={{ fontSize: 3, m: 0 }}>{t('cart:demandsAndNeedsHeading')}</h2>
      <p sx={{ m: 0 }}>{t('cart:demandsAndNeedsIntro')}</p>
      {lines.map((line) => (
        <div key={line.offerId} sx={{ display: 'grid', gap: 1 }}>
          <LineName line={line} />
          <p sx={{ m: 0 }} data-testid="demands-and-needs-statement">{line.demandsAndNeeds}</p>
        </div>
      ))}
    </section>
  );
}

/** The consent's words: it names every document listed above it. */
export function namedDocuments(lines: LineDisclosure[]): string {
  return lines.flatMap((line) => line.documents.map((document) => `${document.title} (${document.version})`)).join('; ');
}
