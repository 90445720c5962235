/**
 * The policy document (PDF) a customer downloads after paying, in Estonian, Russian or English.
 *
 * A pure renderer: data in, PDF bytes out, nothing read from Strapi or the database. The only input
 * besides the arguments are the DejaVu Sans fonts (from the dejavu-fonts-ttf package), embedded as
 * subsets so that õ ä ö ü š ž and Cyrillic print and the file stays small.
 */
import { languageTags } from '@kindlustus/domain';
import { locales, type Locale } from '@kindlustus/routes';
import { PDFDocument } from 'pdf-lib';
import type { PolicyDocumentData } from './document-data';
import { loadFontFiles, sharedFontkit } from './document-fonts';
import { Layout } from './document-layout';
import type { Fonts } from './document-look';
import { writeContent } from './policy-content';
import { documentTexts } from './document-texts';
import { productName, type TermWords } from '../../terms/term-words';

export type { PolicyDocumentData } from './document-data';

/** The policy document as PDF bytes (A4, DejaVu Sans), in the customer's language; `terms`: the CMS's words of the insurance terms in it. */
export async function renderPolicyDocument(data: PolicyDocumentData, language: Locale, terms: TermWords): Promise<Uint8Array> {
  if (!locales.includes(language)) throw new Error(`Unsupported document language: ${String(language)}`);
  if (terms.language !== language) throw new Error(`The terms are in ${terms.language}, the document in ${language}`);
  const t = documentTexts[language];
  const files = await loadFontFiles();

  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  const fonts: Fonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
  };

  const layout = new Layout(doc, fonts, {
    left: data.brokerName,
    right: `${t.policyNumber}: ${data.policyNumber}`,
  });
  writeContent(layout, data, language, t, terms, fonts);
  layout.footers(t.vatNote, t.page);

  doc.setTitle(`${t.title} ${data.policyNumber}`, { showInWindowTitleBar: true });
  doc.setAuthor(data.brokerName);
  doc.setSubject(`${productName(terms, data.product)} · ${data.insurerName}`);
  doc.setLanguage(languageTags[language]);
  doc.setCreator(data.brokerName);
  doc.setKeywords([data.policyNumber]);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  return doc.save();
}

