/**
 * A sandbox insurer's sample document (its terms or the product's IPID) as a small real PDF: a title,
 * the insurer, product, version and date it applies from, and a few paragraphs. DejaVu Sans is embedded as
 * a subset, so Estonian and Russian print. Pure: data in, bytes out.
 */
import { readFile } from 'node:fs/promises';
import { languageTags } from '@kindlustus/domain';
import type { Locale } from '@kindlustus/routes';
import { PDFDocument, PageSizes, rgb, type PDFFont } from 'pdf-lib';
import { sharedFontkit } from '../policy-papers/document/document-fonts';

export interface SampleDocumentData {
  title: string;
  /** Label-value lines under the title, e.g. ['Insurer', 'Läänemere Kindlustus']. */
  facts: Array<[string, string]>;
  paragraphs: string[];
  note: string;
  language: Locale;
  /** The date the PDF says it was made (fixed, so the same input gives the same bytes). */
  createdAt: Date;
}

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold })));

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderSampleDocument(data: SampleDocumentData): Promise<Uint8Array> {
  const files = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const [width, height] = PageSizes.A4;
  const page = doc.addPage([width, height]);
  const left = 56;
  const textWidth = width - 2 * left;
  let y = height - 72;
  const draw = (text: string, font: PDFFont, size: number, gap: number) => {
    for (const line of wrap(text, font, size, textWidth)) {
      page.drawText(line, { x: left, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.35;
    }
    y -= gap;
  };
  draw(data.title, bold, 18, 10);
  for (const [label, value] of data.facts) draw(`${label}: ${value}`, regular, 10, 2);
  y -= 12;
  for (const paragraph of data.paragraphs) draw(paragraph, regular, 11, 8);
  y -= 12;
  draw(data.note, regular, 9, 0);
  doc.setTitle(data.title, { showInWindowTitleBar: true });
  doc.setLanguage(languageTags[data.language]);
  doc.setCreationDate(data.createdAt);
  doc.setModificationDate(data.createdAt);
  return doc.save();
}
