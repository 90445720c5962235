import type { ProductKey } from '@kindlustus/domain';

/** An insurer's document for an offer: its terms or the product's information document (IPID), a PDF. */
export interface InsuranceDocument {
  id: string;
  title: string;
  kind: 'terms' | 'ipid';
  version: string;
  /** YYYY-MM-DD. */
  appliesFrom: string;
  language: string;
  /** On the site's origin (/uploads/…) or absolute. */
  url: string;
  /** Bytes. */
  size: number;
}

/** One cart line before payment: its offer's documents and the demands-and-needs statement the customer confirms. */
export interface LineDisclosure {
  offerId: string;
  insurerName: string;
  product: ProductKey;
  insuredObject: string;
  documents: InsuranceDocument[];
  demandsAndNeeds: string;
}

/** What a policy's sale kept: the documents (with the SHA-256 of each file), the statement, when and in which language. */
export interface SaleRecord {
  acceptedAt: string;
  language: string;
  demandsAndNeeds: string;
  documents: Array<InsuranceDocument & { sha256: string }>;
}
