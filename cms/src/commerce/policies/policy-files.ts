import type { Locale } from '@kindlustus/routes';
import type { DocumentOf } from '../../policy-papers/document/stored-documents';
import { policyDocumentData } from './policy-document-data';
import type { PolicyRow } from '../../rows/rows';

/**
 * The PDF a policy's owner gets, stored with the policy: the insurer's own document for a policy staff concluded
 * (conclusion-checks.ts stores it in every language), else the one drawn here once.
 */
export function policyPdfs(documentOf: DocumentOf, brokerName: string) {
  return function pdfOf(policy: PolicyRow, language: Locale): Promise<Buffer> {
    return documentOf(policyDocumentData(policy, brokerName), language);
  };
}

export type PolicyPdfOf = ReturnType<typeof policyPdfs>;
