import { createHash } from 'crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { insuranceDocumentKinds, type InsuranceDocumentKind } from '@kindlustus/domain';
import { locales, type Locale } from '@kindlustus/routes';
import { sandboxTariffs } from '../adapters/insurers/sandbox-tariffs';
import { productName, type TermWords } from '../terms/term-words';
import { renderSampleDocument, type SampleDocumentData } from '../insurance-documents/sample-document-pdf';
import { SeedLedger } from './seed-ledger';

interface DocumentTexts {
  kinds: Record<InsuranceDocumentKind, string>;
  insurer: string;
  product: string;
  version: string;
  appliesFrom: string;
  sandbox: string;
  body: Record<InsuranceDocumentKind, string[]>;
}
export interface SampleDocumentsContent {
  versionLabel: string;
  appliesFrom: string;
  texts: Record<Locale, DocumentTexts>;
}

export function loadSampleDocumentsContent(dir: string): SampleDocumentsContent {
  return JSON.parse(readFileSync(path.join(dir, 'insurance-documents.json'), 'utf8')) as SampleDocumentsContent;
}

/** A document's title as editors and customers see it, e.g. 'Kindlustustingimused: Liikluskindlustus (Läänemere Kindlustus)'. */
export function sampleDocumentTitle(texts: DocumentTexts, kind: InsuranceDocumentKind, product: string, insurerName: string, terms: TermWords): string {
  return `${texts.kinds[kind]}: ${productName(terms, product as never)} (${insurerName})`;
}

/**
 * The sample PDF for these words, rendered once per machine: a fresh database (every test suite's) uploads the
 * same bytes again without drawing them (about 30 ms of CPU each). Keyed by the input, so a changed text renders anew.
 */
async function renderedOnce(data: SampleDocumentData): Promise<Uint8Array> {
  const dir = path.join(os.tmpdir(), 'kindlustus-sample-documents');
  const file = path.join(dir, `${createHash('sha256').update(JSON.stringify({ data, renderer: 1 })).digest('hex')}.pdf`);
  try {
    return readFileSync(file);
  } catch {
    const bytes = await renderSampleDocument(data);
    try {
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
    } catch {
      // No cache (a read-only temp folder): rendered each time.
    }
    return bytes;
  }
}

/** Puts generated PDF bytes into the media library, as an editor's upload would; answers the file's id. */
async function uploadPdf(strapi: Core.Strapi, bytes: Uint8Array, name: string, caption: string): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-document-'));
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  try {
    const [uploaded] = (await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name, caption, alternativeText: caption } },
      files: { filepath: file, originalFilename: name, mimetype: 'application/pdf', size: bytes.length },
    })) as Array<{ id: number }>;
    if (!uploaded) throw new Error(`The media library took no file for ${name}`);
    return uploaded.id;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Gives each sandbox insurer its own terms and IPID for every product it sells, in et, ru and en, as
 * generated PDFs: once (the ledger remembers), never over an editor's documents.
 */
export async function seedSampleDocuments(strapi: Core.Strapi, content: SampleDocumentsContent, termsIn: (language: Locale) => Promise<TermWords>): Promise<string[]> {
  const ledger = await SeedLedger.open(strapi);
  const created: string[] = [];
  const documents = strapi.documents('api::insurance-document.insurance-document' as never);
  for (const book of sandboxTariffs) {
    const insurer = (await strapi.documents('api::insurer.insurer' as never).findFirst({ filters: { code: book.id }, status: 'published' } as never)) as { documentId: string; name: string } | null;
    if (!insurer) continue;
    for (const product of book.products) {
      for (const kind of insuranceDocumentKinds) {
        for (const language of locales) {
          const entry = `insurance-document:${book.id}:${product}:${kind}:${language}:${content.versionLabel}`;
          if (ledger.has(entry)) continue;
          const texts = content.texts[language];
          const terms = await termsIn(language);
          const title = sampleDocumentTitle(texts, kind, product, insurer.name, terms);
          const bytes = await renderedOnce({
            title,
            facts: [[texts.insurer, insurer.name], [texts.product, productName(terms, product)], [texts.version, content.versionLabel], [texts.appliesFrom, content.appliesFrom]],
            paragraphs: texts.body[kind],
            note: texts.sandbox,
            language,
            createdAt: new Date(`${content.appliesFrom}T00:00:00Z`),
          });
          const file = await uploadPdf(strapi, bytes, `${book.id}-${product}-${kind}-${language}-${content.versionLabel}.pdf`, title);
          await documents.create({
            data: { title, insurer: insurer.documentId, productKey: product, kind, language, versionLabel: content.versionLabel, appliesFrom: content.appliesFrom, file },
            status: 'published',
          } as never);
          await ledger.add(entry);
          created.push(entry);
        }
      }
    }
  }
  return created;
}
