import { useEffect, useState } from 'react';
import type { SaleRecord } from '../../api-client/documents/document-types';
import { loadDocumentApi } from '../../api-client/documents/load-document-api';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';
import { DocumentLinks } from '../documents/document-links';
import { writtenTallinnDateTime } from '@kindlustus/domain/written-dates';

/**
 * The sale records of the customer's policies by policy id: null while loading (the page waits, so that no card
 * grows after it is drawn), empty when none can be read.
 */
export function useSaleRecords(): Map<string, SaleRecord> | null {
  const [records, setRecords] = useState<Map<string, SaleRecord> | null>(null);
  useEffect(() => {
    let current = true;
    void loadDocumentApi()
      .then(({ fetchSaleRecords }) => fetchSaleRecords())
      .then((result) => { if (current) setRecords(result.ok ? result.value : new Map()); }, () => current && setRecords(new Map()));
    return () => { current = false; };
  }, []);
  return records;
}

/** Under a policy: what its sale kept, folded away: the documents given (the very versions), the statement confirmed, and when. */
export function SaleRecordView({ record }: { record: SaleRecord }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  return (
    <details data-testid="policy-sale-record" sx={{ '& > summary': { cursor: 'pointer', fontWeight: 'bold', minHeight: 24 } }}>
      <summary>{t('policies:saleRecordHeading')}</summary>
      <div sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <p sx={{ m: 0 }} data-testid="policy-sale-accepted">{t('policies:saleRecordAccepted', { when: writtenTallinnDateTime(record.acceptedAt, language) })}</p>
        <h4 sx={{ m: 0 }}>{t('policies:saleRecordDocuments')}</h4>
        <DocumentLinks documents={record.documents} testId="policy-sale-documents" />
        <h4 sx={{ m: 0 }}>{t('cart:demandsAndNeedsHeading')}</h4>
        <p sx={{ m: 0 }} lang={record.language} data-testid="policy-sale-statement">{record.demandsAndNeeds}</p>
      </div>
    </details>
  );
}
