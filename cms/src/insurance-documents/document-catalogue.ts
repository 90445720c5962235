import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { applicableDocuments, type DocumentQuestion, type InsuranceDocumentKind } from '@kindlustus/domain';
import { uploadedBytes } from '../upload/uploaded-bytes';
import type { InsuranceDocumentRow } from '../rows/rows';

/** One published version of an insurer's document, as the provider API answers it. */
export interface CatalogueDocument {
  /** The document's id in the CMS (its documentId): the same for every later read of this version. */
  id: string;
  title: string;
  kind: InsuranceDocumentKind;
  language: string;
  versionLabel: string;
  appliesFrom: string;
  insurerCode: string;
  productKey: string;
  /** On the site's origin (/uploads/…) or absolute. */
  url: string;
  /** The file's size in bytes. */
  size: number;
}

/** A published version as read with its insurer's code and its file. */
type CatalogueRow = Omit<InsuranceDocumentRow, 'insurer'> & { insurer?: { code?: unknown } | null };

/** A stored row as a catalogue entry; a version without insurer or file is left out (it cannot be shown). */
export function reshapeDocument(row: CatalogueRow): CatalogueDocument | null {
  const file = row.file;
  const insurerCode = row.insurer?.code;
  if (!file || typeof file.url !== 'string' || typeof insurerCode !== 'string') return null;
  return {
    id: String(row.documentId),
    title: String(row.title),
    kind: row.kind,
    language: String(row.language),
    versionLabel: String(row.versionLabel),
    appliesFrom: String(row.appliesFrom).slice(0, 10),
    insurerCode,
    productKey: String(row.productKey),
    url: file.url,
    // The media library keeps the size in kB with two decimals; the file's own size replaces it when read.
    size: Math.round(Number(file.size ?? 0) * 1000),
  };
}

/**
 * The published insurance documents, read at most once per `ttlMs` (an editor's change in this process clears
 * it at once), and the applicable ones for an offer. Files are read from the upload folder (or fetched when the
 * media library keeps them elsewhere) for their exact size and SHA-256.
 */
export function documentCatalogue(strapi: Core.Strapi, ttlMs = 30_000) {
  let cached: { at: number; documents: Promise<CatalogueDocument[]> } | undefined;
  const fileFacts = new Map<string, Promise<{ size: number; sha256: string }>>();

  const load = async () => {
    const rows = await strapi.documents('api::insurance-document.insurance-document' as never).findMany({
      status: 'published',
      fields: ['title', 'kind', 'language', 'versionLabel', 'appliesFrom', 'productKey'],
      populate: { insurer: { fields: ['code'] }, file: { fields: ['url', 'size'] } },
      limit: 10_000,
    } as never);
    return (rows as CatalogueRow[]).map(reshapeDocument).filter((entry): entry is CatalogueDocument => entry !== null);
  };

  async function all(): Promise<CatalogueDocument[]> {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const documents = load();
      cached = { at: Date.now(), documents };
      documents.catch(() => { if (cached?.documents === documents) cached = undefined; });
    }
    return cached.documents;
  }

  const bytesOf = (url: string) => uploadedBytes(strapi, url);

  /** The file's exact size and SHA-256 (hex), computed once per file address (an upload never changes in place). */
  function factsOf(url: string): Promise<{ size: number; sha256: string }> {
    let facts = fileFacts.get(url);
    if (!facts) {
      facts = bytesOf(url).then((bytes) => ({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }));
      facts.catch(() => fileFacts.delete(url));
      fileFacts.set(url, facts);
    }
    return facts;
  }

  return {
    /** Forgets the cached list: the next read asks the database. */
    clear() {
      cached = undefined;
    },
    async applicable(question: DocumentQuestion): Promise<CatalogueDocument[]> {
      return applicableDocuments(await all(), question);
    },
    async withSize(document: CatalogueDocument): Promise<CatalogueDocument> {
      const facts = await factsOf(document.url).catch(() => null);
      return facts ? { ...document, size: facts.size } : document;
    },
    async sha256(document: CatalogueDocument): Promise<string> {
      return (await factsOf(document.url)).sha256;
    },
  };
}

export type DocumentCatalogue = ReturnType<typeof documentCatalogue>;
