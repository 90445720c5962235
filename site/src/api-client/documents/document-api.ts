import type { ProductKey } from '@kindlustus/domain';
import { attempt, rejection } from '../api-attempt';
import { apolloClient } from '../apollo-client';
import { cartDisclosuresQuery, offerDocumentsQuery, policySaleRecordsQuery } from './document-operations';
import type { InsuranceDocument, LineDisclosure, SaleRecord } from './document-types';
import { networkRejection, type ApiResult } from '../quotes/quote-types';

/** The insurers' documents and what sales kept, as domain functions over the one Apollo client. */

type DocumentAnswer = { id: string; title: string; kind: string; version: string; appliesFrom: string; language: string; url: string; size: number };

export const reshapeDocument = (document: DocumentAnswer): InsuranceDocument => ({
  id: document.id,
  title: document.title,
  kind: document.kind === 'ipid' ? 'ipid' : 'terms',
  version: document.version,
  appliesFrom: document.appliesFrom,
  language: document.language,
  url: document.url,
  size: document.size,
});

export function fetchOfferDocuments(offerId: string, language: string): Promise<ApiResult<InsuranceDocument[]>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: offerDocumentsQuery, variables: { id: offerId, language } });
    if (!data) return { ok: false, rejection: networkRejection };
    return data.insuranceOffer ? { ok: true, value: data.insuranceOffer.documents.map(reshapeDocument) } : { ok: false, rejection: rejection(404, 'notFound') };
  });
}

export function fetchCartDisclosures(language: string, sort: string): Promise<ApiResult<LineDisclosure[]>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: cartDisclosuresQuery, variables: { language, sort } });
    if (!data) return { ok: false, rejection: networkRejection };
    return {
      ok: true,
      value: data.cart.lines.map((line) => ({
        offerId: line.offer.id,
        insurerName: line.offer.insurerName,
        product: line.offer.product as ProductKey,
        insuredObject: line.insuredObject,
        documents: line.documents.map(reshapeDocument),
        demandsAndNeeds: line.demandsAndNeeds,
      })),
    };
  });
}

/** The sale record of each of the customer's policies, by policy id; a policy sold before records were kept has none. */
export function fetchSaleRecords(): Promise<ApiResult<Map<string, SaleRecord>>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: policySaleRecordsQuery });
    if (!data?.myPolicies) return { ok: false, rejection: data ? rejection(401, 'loginRequired') : networkRejection };
    const records = new Map<string, SaleRecord>();
    for (const policy of [...data.myPolicies.active, ...data.myPolicies.upcoming, ...data.myPolicies.expired]) {
      const record = policy.saleRecord;
      if (!record) continue;
      records.set(policy.id, {
        acceptedAt: record.acceptedAt,
        language: record.language,
        demandsAndNeeds: record.demandsAndNeeds,
        documents: record.documents.map((document) => ({ ...reshapeDocument(document), sha256: document.sha256 })),
      });
    }
    return { ok: true, value: records };
  });
}
