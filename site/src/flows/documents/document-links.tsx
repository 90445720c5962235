import { formatDecimal } from '@kindlustus/domain/written-numbers';
import type { InsuranceDocument } from '../../api-client/documents/document-types';
import { usePageInfo } from '../../i18n/page-info';
import { useTranslation } from '../../i18n/translation';

/** A file's size as people read it: kilobytes (at least 1), or megabytes from 1 MB, in the page's language. */
export function fileSize(bytes: number, language: string): string {
  return bytes >= 1_000_000 ? `${formatDecimal(bytes / 1_000_000, language, 1)} MB` : `${formatDecimal(Math.max(1, Math.round(bytes / 1000)), language, 0)} kB`;
}

/** The insurer's documents as links to their PDFs: title, version and size. */
export function DocumentLinks({ documents, testId = 'insurance-documents' }: { documents: InsuranceDocument[]; testId?: string }) {
  const { t } = useTranslation();
  const { language } = usePageInfo();
  if (!documents.length) return <p sx={{ m: 0 }} data-testid={`${testId}-missing`}>{t('quote:documentsMissing')}</p>;
  return (
    <ul data-testid={testId} sx={{ m: 0, pl: 4, display: 'grid', gap: 1 }}>
      {documents.map((document) => (
        <li key={document.id} data-kind={document.kind} data-version={document.version} data-document-id={document.id}>
          <a href={document.url} target="_blank" rel="noopener" type="application/pdf" hrefLang={document.language}>
            {t('quote:documentLink', { title: document.title, version: document.version, size: fileSize(document.size, language) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
