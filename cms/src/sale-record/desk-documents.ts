/**
 * The insurer's terms and IPID our broker's staff attached to a desk offer (desk-answer-check.ts keeps their
 * kind, version and the day attached), as catalogue entries: the payment page names them and the sale records
 * them with their SHA-256 as it does an API insurer's published documents.
 */
import { insuranceDocumentKinds, type InsuranceDocumentKind } from '@kindlustus/domain';
import type { CatalogueDocument } from '../insurance-documents/document-catalogue';
import type { OfferJson } from '../rows/rows';

interface DeskOffer {
  publicId: string;
  insurerId: string | null;
  product: string | null;
  channel: string | null;
  documentLinks: OfferJson['documentLinks'];
}

/** A desk attachment's id in a record: never a catalogue document's (a Strapi documentId has no hyphen). */
const deskPrefix = 'desk-';
export const isDeskDocument = (document: Pick<CatalogueDocument, 'id'>): boolean => document.id.startsWith(deskPrefix);

const isKind = (kind: unknown): kind is InsuranceDocumentKind => insuranceDocumentKinds.includes(kind as InsuranceDocumentKind);

/** A desk offer's terms and IPID (other attachments are links only); none for an insurer's own offer. */
export function deskDocuments(offer: DeskOffer | null | undefined, language: string): CatalogueDocument[] {
  if (offer?.channel !== 'desk') return [];
  return (offer.documentLinks ?? []).flatMap((link, index) => {
    if (!isKind(link.kind) || !link.attachedOn) return [];
    return [{
      id: `${deskPrefix}${offer.publicId}-${index}`, title: link.title, kind: link.kind, language,
      // The insurer's own version when staff gave it, else the day they attached the file.
      versionLabel: link.version || link.attachedOn, appliesFrom: link.attachedOn,
      insurerCode: String(offer.insurerId), productKey: String(offer.product), url: link.url, size: 0,
    }];
  });
}
