/**
 * The invoice (PDF) a company pays by bank transfer, in the order's language: the same fonts, page and layout
 * engine as the policy document (policy-papers/document/). Pure: data in, PDF bytes out.
 */
import { dottedDate, formatEuros, languageTags, printedReference } from '@kindlustus/domain';
import { locales, type Locale } from '@kindlustus/routes';
import { PDFDocument } from 'pdf-lib';
import { loadFontFiles, sharedFontkit } from '../policy-papers/document/document-fonts';
import { Layout } from '../policy-papers/document/document-layout';
import { colour, size, type Fonts } from '../policy-papers/document/document-look';
import type { InvoiceIssuer } from '../settings/commerce-settings';
import { invoiceTexts } from './invoice-texts';

export interface InvoiceDocumentData {
  number: string;
  reference: string;
  /** Tallinn days (YYYY-MM-DD). */
  issuedOn: string;
  dueDate: string;
  issuer: InvoiceIssuer;
  buyer: { name: string; code: string };
  /** Each order line: what it is (product, insurer, insured object), its first day of cover, and what is due now (cents; `vat` inside it). */
  lines: Array<{ description: string; startDate: string; amount: number; vat: number }>;
  total: number;
}

export async function renderInvoiceDocument(data: InvoiceDocumentData, language: Locale): Promise<Uint8Array> {
  if (!locales.includes(language)) throw new Error(`Unsupported invoice language: ${String(language)}`);
  const t = invoiceTexts[language];
  const euros = (cents: number) => formatEuros(cents, language);
  const files = await loadFontFiles();
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  const fonts: Fonts = { regular: await doc.embedFont(files.regular, { subset: true }), bold: await doc.embedFont(files.bold, { subset: true }) };
  const strong = { font: fonts.bold };
  const layout = new Layout(doc, fonts, { left: data.issuer.name, right: `${t.number}: ${data.number}` });

  layout.title(`${t.title} ${data.number}`, `${t.issuedOn} ${dottedDate(data.issuedOn)} · ${t.dueDate} ${dottedDate(data.dueDate)}`);
  layout.blocks([
    {
      heading: t.seller,
      lines: [
        { text: data.issuer.name, style: strong },
        { text: data.issuer.address },
        { text: `${t.registryCode}: ${data.issuer.registryCode}` },
        { text: `${t.account}: ${data.issuer.iban}` },
        { text: `${t.bank}: ${data.issuer.bank}` },
      ],
    },
    { heading: t.buyer, lines: [{ text: data.buyer.name || data.buyer.code, style: strong }, { text: `${t.registryCode}: ${data.buyer.code}` }] },
  ]);

  layout.heading(t.line);
  layout.table(
    [
      { title: t.line, width: 0.55 },
      { title: t.period, width: 0.2 },
      { title: t.amount, width: 0.25, align: 'right' },
    ],
    [
      ...data.lines.map((line) => [line.vat ? `${line.description} (${t.vatIncluded(euros(line.vat))})` : line.description, dottedDate(line.startDate), euros(line.amount)]),
      [t.total, '', euros(data.total)],
    ],
    { boldLastRow: true },
  );

  layout.heading(t.paying, 60);
  layout.totals([
    [t.account, data.issuer.iban],
    [t.reference, printedReference(data.reference)],
    [t.dueDate, dottedDate(data.dueDate)],
    [t.total, euros(data.total)],
  ], true);
  layout.space(6);
  layout.paragraph(t.howToPay);
  layout.space(4);
  layout.paragraph(t.unpaidNote, { size: size.small, color: colour.muted });
  layout.footers(t.vatNote, t.page);

  doc.setTitle(`${t.title} ${data.number}`, { showInWindowTitleBar: true });
  doc.setAuthor(data.issuer.name);
  doc.setLanguage(languageTags[language]);
  doc.setCreator(data.issuer.name);
  doc.setKeywords([data.number, data.reference]);
  const issued = new Date(`${data.issuedOn}T12:00:00Z`);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  return doc.save();
}
