import type { Core } from '@strapi/strapi';
import { policyEndDate, todayInTallinn, type ProductKey } from '@kindlustus/domain';
import type { Locale } from '@kindlustus/routes';
import { createHash } from 'crypto';
import { tableQuery } from '../database/table-query';
import { uploadedBytes } from '../upload/uploaded-bytes';
import { deskDocuments, isDeskDocument } from './desk-documents';
import type { CatalogueDocument, DocumentCatalogue } from '../insurance-documents/document-catalogue';
import type { TermCatalogue } from '../terms/term-catalogue';
import { demandsAndNeeds, insurersAnswered, type ComparisonSort, type InsurerAnswers } from './demands-and-needs';

import type { Fields, Policyholder, RecordedDocument, SaleRecord } from '../rows/rows';

export type { RecordedDocument, SaleRecord };

/** What a line's statement is made of: the chosen offer, the cart line's choices and the quote it answers. */
export interface NeedsSource {
  quoteId: string | null;
  product: string;
  insuredObject: string;
  insurerName: string;
  /** The offer's cover rows ({key, included}). */
  coverRows: unknown[];
  extras: Array<{ key: string; days?: number | null }>;
  startDate: string;
  periodMonths: number;
}

/** The line of an order as payment-service freezes it, with what it needs for its record. */
interface RecordableLine extends Omit<NeedsSource, 'quoteId'> {
  offerId: string;
  insurerId: string;
  /** Whom the sale was for: a company with the person who acted for it. */
  policyholder?: Policyholder;
}

/**
 * The documents an offer shows and an order keeps, and the demands-and-needs statement, all derived on the
 * server from the stored offers and quotes: never from what a browser says it showed.
 */
export function saleRecords(strapi: Core.Strapi, catalogue: () => DocumentCatalogue, terms: TermCatalogue) {
  const offers = tableQuery(strapi, 'api::offer.offer');
  const quotes = tableQuery(strapi, 'api::quote-request.quote-request');

  /** What every insurer the quote asked had answered (each line of the quote, in the order asked). */
  async function insurersOf(quoteId: string | null, chosen: string): Promise<InsurerAnswers> {
    if (!quoteId) return { offered: [chosen], declined: [], awaiting: [] };
    return insurersAnswered(await offers().findMany({ where: { quoteId }, select: ['insurerName', 'outcome', 'reason'], orderBy: { id: 'asc' } }));
  }

  async function statement(source: NeedsSource, language: Locale, sort: ComparisonSort): Promise<string> {
    return demandsAndNeeds({
      product: source.product as ProductKey,
      insuredObject: source.insuredObject,
      insurerName: source.insurerName,
      covers: (source.coverRows as Array<Fields | null>).filter((row): row is Fields => Boolean(row?.included && typeof row.key === 'string')).map((row) => String(row.key)),
      extras: source.extras.map((extra) => ({ key: extra.key, days: extra.days ?? null })),
      startDate: source.startDate,
      endDate: policyEndDate(source.startDate, source.periodMonths),
      insurers: await insurersOf(source.quoteId, source.insurerName),
      sort,
    }, language, await terms.words(language));
  }

  /** The documents that apply to an offer (by its public id) in a language: on the start date its quote asked for, or today if that has passed. */
  async function forOffer(offerPublicId: string, language: Locale): Promise<CatalogueDocument[]> {
    const offer = await offers().findOne({ where: { publicId: offerPublicId }, select: ['quoteId', 'insurerId', 'product'] });
    if (!offer) return [];
    const quote = offer.quoteId ? await quotes().findOne({ where: { publicId: offer.quoteId }, select: ['input'] }) : null;
    const today = todayInTallinn();
    const asked = typeof quote?.input?.startDate === 'string' ? quote.input.startDate : today;
    const startDate = asked < today ? today : asked;
    const found = await catalogue().applicable({ insurerCode: offer.insurerId, productKey: offer.product, language, startDate });
    return Promise.all(found.map((document) => catalogue().withSize(document)));
  }

  /**
   * The documents of a cart line (its offer's insurer and product, on the line's start date, and for a desk offer the
   * terms and IPID staff attached): exactly what the payment's record will take for it, so the payment page shows and
   * names the same versions the order keeps.
   */
  async function forLine(line: { offerId?: string; insurerId: string; product: string; startDate: string }, language: Locale): Promise<CatalogueDocument[]> {
    const found = await catalogue().applicable({ insurerCode: line.insurerId, productKey: line.product, language, startDate: line.startDate });
    const desk = line.offerId ? deskDocuments(await offers().findOne({ where: { publicId: line.offerId }, select: ['publicId', 'insurerId', 'product', 'channel', 'documentLinks'] }), language) : [];
    // A desk file in the media library shows its size; one elsewhere is not fetched for a page (the payment reads it).
    const sizedDesk = await Promise.all(desk.map(async (document) => (document.url.startsWith('/uploads/') ? { ...document, size: (await uploadedBytes(strapi, document.url).catch(() => Buffer.alloc(0))).length } : document)));
    return [...(await Promise.all(found.map((document) => catalogue().withSize(document)))), ...sizedDesk];
  }

  /** A file's size and SHA-256 as read now: a catalogue file once per address, a desk attachment (which may change at its address) each time. */
  async function fileFacts(document: CatalogueDocument): Promise<{ size: number; sha256: string }> {
    if (!isDeskDocument(document)) return { size: document.size, sha256: await catalogue().sha256(document) };
    const bytes = await uploadedBytes(strapi, document.url);
    return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /** Each order line with its record: the documents that apply on its start date with their hashes, the statement, the moment and language. */
  async function recordLines<T extends RecordableLine>(lines: T[], quoteIdOf: (offerId: string) => string | null, language: Locale, sort: ComparisonSort, at: Date): Promise<Array<T & { saleRecord: SaleRecord }>> {
    return Promise.all(lines.map(async (line) => {
      const documents = await Promise.all((await forLine(line, language)).map(async (sized): Promise<RecordedDocument> => {
        const { size, sha256 } = await fileFacts(sized);
        return {
          id: sized.id, title: sized.title, kind: sized.kind, versionLabel: sized.versionLabel, appliesFrom: sized.appliesFrom,
          language: sized.language, url: sized.url, size, sha256,
        };
      }));
      const saleRecord: SaleRecord = {
        acceptedAt: at.toISOString(),
        language,
        documents,
        demandsAndNeeds: await statement({ ...line, quoteId: quoteIdOf(line.offerId) }, language, sort),
        ...(line.policyholder?.actingPerson ? { policyholder: line.policyholder } : {}),
      };
      return { ...line, saleRecord };
    }));
  }

  return { statement, forOffer, forLine, recordLines };
}

export type SaleRecords = ReturnType<typeof saleRecords>;
