import type { Core } from '@strapi/strapi';
import { extendGraphql, languageOf } from '../graphql-support/graphql-support';
import { tableQuery } from '../database/table-query';
import type { CatalogueDocument } from '../insurance-documents/document-catalogue';
import { comparisonSorts, type ComparisonSort } from './demands-and-needs';
import type { SaleRecord, SaleRecords } from './sale-records';

/** The insurer's documents on every offer, the demands-and-needs statement of a cart line, and what a policy's sale kept. */
export const saleRecordTypeDefs = /* GraphQL */ `
  "An insurer's document that applies to an offer: its terms or the product's information document (IPID). url is on the site's origin (/uploads/...) or absolute; size in bytes; appliesFrom YYYY-MM-DD."
  type InsuranceDocument { id: ID! title: String! kind: String! version: String! appliesFrom: String! language: String! url: String! size: Int! }
  "A document version as an order keeps it, with the SHA-256 (hex) of the file's bytes when the payment started."
  type RecordedDocument { id: ID! title: String! kind: String! version: String! appliesFrom: String! language: String! url: String! size: Int! sha256: String! }
  "A company's representative who bought for it (a sale to a company)."
  type ActingPerson { name: String! personalCode: String! }
  "What the customer was shown and accepted before paying: the documents, the demands-and-needs statement, when and in which language; for a sale to a company, the company (policyholderName, policyholderCode) and the person who acted for it."
  type SaleRecord { acceptedAt: String! language: String! documents: [RecordedDocument!]! demandsAndNeeds: String! policyholderName: String policyholderCode: String actingPerson: ActingPerson }
  extend type InsuranceOffer {
    "The insurer's terms and IPID for this offer's product in the language (et, ru, en), the versions that apply on the quote's start date."
    documents(language: String): [InsuranceDocument!]!
  }
  extend type CartLine {
    "The customer's demands and needs for this line, as the order will keep them: sort is the comparison's order, price (default) or deductible."
    demandsAndNeeds(language: String, sort: String): String!
    "The insurer's documents for this line on its start date: the ones the payment's consent names and the order keeps."
    documents(language: String): [InsuranceDocument!]!
  }
  extend type Policy {
    "What the customer was shown and accepted when paying for this policy; null for policies sold before it was kept."
    saleRecord: SaleRecord
  }
`;

export const sortOf = (value: unknown): ComparisonSort => (comparisonSorts.includes(value as ComparisonSort) ? (value as ComparisonSort) : 'price');

const reshapeDocument = (document: CatalogueDocument) => ({
  id: document.id, title: document.title, kind: document.kind, version: document.versionLabel, appliesFrom: document.appliesFrom,
  language: document.language, url: document.url, size: document.size,
});

export function reshapeSaleRecord(record: SaleRecord | null | undefined) {
  if (!record || typeof record !== 'object') return null;
  return {
    acceptedAt: record.acceptedAt,
    language: record.language,
    demandsAndNeeds: record.demandsAndNeeds,
    documents: (record.documents ?? []).map((document) => ({ ...document, version: document.versionLabel })),
    policyholderName: record.policyholder?.name ?? null,
    policyholderCode: record.policyholder?.code ?? null,
    actingPerson: record.policyholder?.actingPerson ?? null,
  };
}

/** What these resolvers read of their parents (the offer, cart line and policy the API answers with). */
interface OfferParent { id: string; status: string }
interface CartLineParent {
  offer: { id: string; insurerId: string; product: string; quoteRequestId: string | null; insurerName: string; coverRows: unknown[]; periodMonths: number | null };
  schedule: Array<{ dueDate: string }>;
  insuredObject: string;
  extras: Array<{ key: string; selected: boolean; days: number | null }>;
}
interface PolicyParent { id: string }

export function registerSaleRecordGraphql(strapi: Core.Strapi, records: () => SaleRecords): void {
  const policies = tableQuery(strapi, 'api::policy.policy');
  extendGraphql(strapi, saleRecordTypeDefs, {
    InsuranceOffer: {
      documents: async (parent: OfferParent, { language }: { language?: string }) =>
        parent.status === 'offer' && typeof parent.id === 'string' ? (await records().forOffer(parent.id, languageOf(language))).map(reshapeDocument) : [],
    },
    CartLine: {
      documents: async (parent: CartLineParent, { language }: { language?: string }) => {
        const startDate = parent.schedule?.[0]?.dueDate;
        if (!parent.offer || typeof startDate !== 'string') return [];
        return (await records().forLine({ offerId: parent.offer.id, insurerId: parent.offer.insurerId, product: parent.offer.product, startDate }, languageOf(language))).map(reshapeDocument);
      },
      demandsAndNeeds: (parent: CartLineParent, { language, sort }: { language?: string; sort?: string }) => records().statement({
        quoteId: parent.offer?.quoteRequestId ?? null,
        product: parent.offer?.product,
        insuredObject: parent.insuredObject ?? '',
        insurerName: parent.offer?.insurerName ?? '',
        coverRows: parent.offer?.coverRows ?? [],
        extras: (parent.extras ?? []).filter((extra) => extra.selected),
        // A priced cart line has its schedule.
        startDate: parent.schedule?.[0]?.dueDate as string,
        periodMonths: parent.offer?.periodMonths ?? 12,
      }, languageOf(language), sortOf(sort)),
    },
    Policy: {
      saleRecord: async (parent: PolicyParent) => {
        const row = await policies().findOne({ where: { publicId: parent.id }, select: ['saleRecord'] });
        return reshapeSaleRecord(row?.saleRecord);
      },
    },
  });
}
