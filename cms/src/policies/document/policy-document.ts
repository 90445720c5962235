/**
 * The policy document (PDF) a customer downloads after paying, in Estonian, Russian or English.
 *
 * A pure renderer: data in, PDF bytes out, nothing read from Strapi or the database. The only input
 * besides the arguments are the DejaVu Sans fonts (from the dejavu-fonts-ttf package), embedded as
 * subsets so that õ ä ö ü š ž and Cyrillic print and the file stays small.
 */
import { locales, type Locale } from '@kindlustus/routes';
import { readFile } from 'node:fs/promises';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { dottedDate, formatEuros, languageTags, type ProductKey } from '@kindlustus/domain';
import { formatPeriod, formatTallinnDateTime } from './document-dates';
import { sharedFontkit } from './document-fonts';
import { recordTexts } from '../../sale-record/record-texts';
import { wrapText as wrapLines } from './text-wrap';
import {
  coverLabel,
  deductibleLabel,
  documentTexts,
  extraLabel,
  productName,
  territoryLabel,
  type DocumentTexts,
} from './document-texts';

export interface PolicyDocumentData {
  policyNumber: string;
  /** e.g. 'Tarkus Kindlustusmaakler' */
  brokerName: string;
  insurerName: string;
  product: ProductKey;
  /** Already described, e.g. '123 ABC · Toyota Corolla 2018' or an address. */
  insuredObject: string;
  /** code: personal or registry code. */
  policyholder: { name: string; code: string };
  /** 'YYYY-MM-DD', a Europe/Tallinn calendar date: the first day of cover. */
  startDate: string;
  /** 'YYYY-MM-DD': the last day of cover. */
  endDate: string;
  /** Euro cents for the whole policy period; insurance premium (VAT-exempt). */
  premium: number;
  extras: Array<{ key: string; amount: number; days?: number }>;
  schedule: Array<{ dueDate: string; amount: number }>;
  coverRows: Array<{ key: string; included: boolean; limit?: number }>;
  deductibles: Array<{ key: string; amount?: number; percent?: number }>;
  territory: string | null;
  /** Shown as date and time in Europe/Tallinn. */
  issuedAt: Date;
  /** What the customer confirmed and was given before paying; absent for policies sold before it was kept. */
  saleRecord?: { demandsAndNeeds: string; documents: Array<{ title: string; versionLabel: string; appliesFrom: string }> } | null;
}

// ---------------------------------------------------------------------------------------------
// Fonts

const fontPaths = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The TTF files are read once per process; a failed read is tried again next time. */
function loadFontFiles(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fontFiles ??= Promise.all([readFile(fontPaths.regular), readFile(fontPaths.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontFiles = undefined;
      throw error;
    },
  );
  return fontFiles;
}

// ---------------------------------------------------------------------------------------------
// Page geometry and look (points; A4 is 595.28 × 841.89)

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = { left: 56, right: 56 };
const contentWidth = pageWidth - margin.left - margin.right;
const headerBaseline = pageHeight - 36;
const headerRuleY = headerBaseline - 8;
const contentTop = pageHeight - 60;
const footerRuleY = 50;
const contentBottom = footerRuleY + 12;

const size = { title: 18, subtitle: 11, heading: 11, blockHeading: 9.5, body: 9, small: 7.5 };
const leading = 1.3;
const cellPadding = { x: 5, y: 3 };
const gutter = 18;

const colour = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.4, 0.45),
  accent: rgb(0.05, 0.27, 0.45),
  rule: rgb(0.78, 0.8, 0.84),
  tableHead: rgb(0.92, 0.94, 0.96),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Column {
  title: string;
  /** Share of the table width. */
  width: number;
  align?: 'left' | 'right';
}

interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: RGB;
}

/** A short titled box of text; two of them stand side by side. */
interface Block {
  heading: string;
  lines: Array<{ text: string; style?: TextStyle }>;
}


/** Lines of `text` in this font and size that fit `maxWidth` (text-wrap.ts). */
const wrapText = (text: string, font: PDFFont, fontSize: number, maxWidth: number): string[] =>
  wrapLines(text, (value) => font.widthOfTextAtSize(value, fontSize), maxWidth);

/** Writes top to bottom and starts a new page (with the running header) when the next part does not fit. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: { left: string; right: string },
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.pages.push(this.page);
    const { regular, bold } = this.fonts;
    const right = this.header.right;
    const rightWidth = regular.widthOfTextAtSize(right, size.small + 0.5);
    const left = wrapText(this.header.left, bold, size.body, contentWidth - rightWidth - 16)[0] ?? '';
    this.draw(left, margin.left, headerBaseline, { font: bold, size: size.body, color: colour.accent });
    this.draw(right, pageWidth - margin.right - rightWidth, headerBaseline, { size: size.small + 0.5, color: colour.muted });
    this.rule(headerRuleY);
    this.y = contentTop;
  }

  /** Room for `height` more points on this page, or a new page. */
  private ensure(height: number): void {
    if (this.y - height < contentBottom) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  title(title: string, subtitle: string): void {
    this.paragraph(title, { font: this.fonts.bold, size: size.title, color: colour.accent });
    this.space(1);
    this.paragraph(subtitle, { size: size.subtitle, color: colour.muted });
    this.space(4);
  }

  /** A section heading, kept on the same page as at least `keepWithNext` points of what follows. */
  heading(text: string, keepWithNext = 36): void {
    const lines = wrapText(text, this.fonts.bold, size.heading, contentWidth);
    this.ensure(9 + lines.length * size.heading * leading + keepWithNext);
    this.space(9);
    for (const line of lines) this.line(line, margin.left, { font: this.fonts.bold, size: size.heading, color: colour.accent });
    this.space(2);
  }

  /** A bold line inside a section, kept with the first rows after it. */
  subheading(text: string): void {
    this.ensure(size.body * leading * 4);
    this.paragraph(text, { font: this.fonts.bold });
    this.space(2);
  }

  paragraph(text: string, style: TextStyle = {}): void {
    const font = style.font ?? this.fonts.regular;
    const fontSize = style.size ?? size.body;
    for (const line of wrapText(text, font, fontSize, contentWidth)) {
      this.ensure(fontSize * leading);
      this.line(line, margin.left, { ...style, font, size: fontSize });
    }
  }

  /** Titled blocks two abreast (the last one alone when their number is odd). */
  blocks(blocks: Block[]): void {
    const columnWidth = (contentWidth - gutter) / 2;
    const available = contentTop - contentBottom;
    for (let index = 0; index < blocks.length; index += 2) {
      const pair = blocks.slice(index, index + 2).map((block) => this.layOutBlock(block, columnWidth));
      const height = Math.max(...pair.map((block) => block.height));
      if (height > available) {
        // Too tall to stand side by side on any page (a very long text): one after the other instead.
        for (const block of blocks.slice(index, index + 2)) {
          this.heading(block.heading);
          for (const line of block.lines) this.paragraph(line.text, line.style);
        }
        continue;
      }
      this.ensure(10 + height);
      this.space(10);
      const top = this.y;
      pair.forEach((block, column) => {
        this.y = top;
        const x = margin.left + column * (columnWidth + gutter);
        for (const line of block.lines) this.line(line.text, x, line.style);
      });
      this.y = top - height;
    }
  }

  private layOutBlock(block: Block, width: number): { lines: Array<{ text: string; style: TextStyle }>; height: number } {
    const headingStyle: TextStyle = { font: this.fonts.bold, size: size.blockHeading, color: colour.accent };
    const lines = [
      ...wrapText(block.heading, this.fonts.bold, size.blockHeading, width).map((text) => ({ text, style: headingStyle })),
      ...block.lines.flatMap((line) => {
        const style: TextStyle = { font: this.fonts.regular, size: size.body, ...line.style };
        return wrapText(line.text, style.font ?? this.fonts.regular, style.size ?? size.body, width).map((text) => ({ text, style }));
      }),
    ];
    const height = lines.reduce((sum, line) => sum + (line.style.size ?? size.body) * leading, 0);
    return { lines, height };
  }

  /** Label and amount rows without a table head, the amounts right-aligned like the table below them. */
  totals(rows: Array<[label: string, amount: string]>, emphasiseLast = false): void {
    const columns: Column[] = [
      { title: '', width: 0.6 },
      { title: '', width: 0.4, align: 'right' },
    ];
    rows.forEach((cells, index) => {
      const font = emphasiseLast && index === rows.length - 1 ? this.fonts.bold : undefined;
      this.row(columns, cells, { styles: [{ font }, { font }] });
    });
  }

  /** A table with a shaded head row, repeated at the top of every page the table continues on. */
  table(columns: Column[], rows: string[][], options: { boldLastRow?: boolean } = {}): void {
    const drawHead = () =>
      this.row(columns, columns.map((column) => column.title), {
        styles: columns.map(() => ({ font: this.fonts.bold, size: size.small + 0.5 })),
        background: colour.tableHead,
        rule: true,
      });
    drawHead();
    rows.forEach((cells, index) => {
      const last = index === rows.length - 1;
      this.row(columns, cells, {
        styles: columns.map(() => ({ font: options.boldLastRow && last ? this.fonts.bold : undefined })),
        rule: true,
        onNewPage: drawHead,
      });
    });
  }

  private row(
    columns: Column[],
    cells: string[],
    options: { styles: TextStyle[]; background?: RGB; rule?: boolean; onNewPage?: () => void },
  ): void {
    const laidOut = columns.map((column, index) => {
      const style = options.styles[index] ?? {};
      const font = style.font ?? this.fonts.regular;
      const fontSize = style.size ?? size.body;
      const width = column.width * contentWidth;
      const lines = wrapText(cells[index] ?? '', font, fontSize, width - 2 * cellPadding.x);
      return { column, style, font, fontSize, width, lines };
    });
    const height = Math.max(...laidOut.map((cell) => cell.lines.length * cell.fontSize * leading)) + 2 * cellPadding.y;
    if (this.y - height < contentBottom) {
      this.newPage();
      options.onNewPage?.();
    }
    const top = this.y;
    if (options.background) {
      this.page.drawRectangle({ x: margin.left, y: top - height, width: contentWidth, height, color: options.background });
    }
    let x = margin.left;
    for (const cell of laidOut) {
      this.y = top - cellPadding.y;
      for (const line of cell.lines) {
        const lineX =
          cell.column.align === 'right'
            ? x + cell.width - cellPadding.x - cell.font.widthOfTextAtSize(line, cell.fontSize)
            : x + cellPadding.x;
        this.line(line, lineX, { ...cell.style, font: cell.font, size: cell.fontSize });
      }
      x += cell.width;
    }
    this.y = top - height;
    if (options.rule) this.rule(this.y);
  }

  /** One line of text below the current position, which moves down by the line height. */
  private line(text: string, x: number, style: TextStyle = {}): void {
    const fontSize = style.size ?? size.body;
    this.y -= fontSize * leading;
    this.draw(text, x, this.y + fontSize * 0.3, { ...style, size: fontSize });
  }

  private rule(y: number): void {
    this.page.drawLine({
      start: { x: margin.left, y },
      end: { x: pageWidth - margin.right, y },
      thickness: 0.6,
      color: colour.rule,
    });
  }

  private draw(text: string, x: number, y: number, style: TextStyle): void {
    if (text === '') return;
    this.page.drawText(text, {
      x,
      y,
      font: style.font ?? this.fonts.regular,
      size: style.size ?? size.body,
      color: style.color ?? colour.text,
    });
  }

  /** On every page, once all are written: the VAT note and 'page n of m', under a rule. */
  footers(note: string, pageLabel: (page: number, pages: number) => string): void {
    const { regular } = this.fonts;
    this.pages.forEach((page, index) => {
      this.page = page;
      this.rule(footerRuleY);
      const label = pageLabel(index + 1, this.pages.length);
      const labelWidth = regular.widthOfTextAtSize(label, size.small);
      const style: TextStyle = { size: size.small, color: colour.muted };
      let y = footerRuleY - 11;
      for (const line of wrapText(note, regular, size.small, contentWidth - labelWidth - 16)) {
        this.draw(line, margin.left, y, style);
        y -= size.small * leading;
      }
      this.draw(label, pageWidth - margin.right - labelWidth, footerRuleY - 11, style);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Content

function formatPercent(percent: number, language: Locale): string {
  return new Intl.NumberFormat(languageTags[language], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

function deductibleValue(deductible: PolicyDocumentData['deductibles'][number], language: Locale, t: DocumentTexts): string {
  const { amount, percent } = deductible;
  if (percent !== undefined && amount !== undefined) {
    return t.percentWithMinimum(formatPercent(percent, language), formatEuros(amount, language));
  }
  if (percent !== undefined) return formatPercent(percent, language);
  if (amount !== undefined) return formatEuros(amount, language);
  return t.none;
}

function writeContent(layout: Layout, data: PolicyDocumentData, language: Locale, t: DocumentTexts, fonts: Fonts): void {
  const euros = (cents: number) => formatEuros(cents, language);
  const strong: TextStyle = { font: fonts.bold };
  const note: TextStyle = { size: size.small, color: colour.muted };
  const product = productName(data.product, language);

  layout.title(t.title, `${product} · ${t.policyNumber} ${data.policyNumber}`);

  const blocks: Block[] = [
    {
      heading: t.policyholder,
      lines: [{ text: data.policyholder.name, style: strong }, { text: `${t.code}: ${data.policyholder.code}` }],
    },
    { heading: t.insuredObject, lines: [{ text: data.insuredObject }] },
    {
      heading: t.insurerAndProduct,
      lines: [{ text: data.insurerName, style: strong }, { text: product }, { text: `${t.broker}: ${data.brokerName}` }],
    },
    {
      heading: t.period,
      lines: [{ text: formatPeriod(data.startDate, data.endDate), style: strong }, { text: t.periodNote, style: note }],
    },
  ];
  if (data.territory !== null) blocks.push({ heading: t.territory, lines: [{ text: territoryLabel(data.territory, language) }] });
  layout.blocks(blocks);

  layout.heading(t.cover);
  layout.table(
    [
      { title: t.coverRisk, width: 0.52 },
      { title: t.coverIncluded, width: 0.18 },
      { title: t.coverLimit, width: 0.3, align: 'right' },
    ],
    data.coverRows.map((row) => [
      coverLabel(row.key, language, data.product),
      row.included ? t.yes : t.no,
      row.included && row.limit !== undefined ? euros(row.limit) : t.none,
    ]),
  );

  layout.heading(t.deductibles);
  if (data.deductibles.length === 0) {
    layout.paragraph(t.noDeductibles);
  } else {
    layout.table(
      [
        { title: t.deductibleKind, width: 0.52 },
        { title: t.deductibleValue, width: 0.48, align: 'right' },
      ],
      data.deductibles.map((deductible) => [deductibleLabel(deductible.key, language), deductibleValue(deductible, language, t)]),
    );
  }

  const extrasTotal = data.extras.reduce((sum, extra) => sum + extra.amount, 0);
  if (data.extras.length > 0) {
    layout.heading(t.extras);
    layout.table(
      [
        { title: t.extra, width: 0.52 },
        { title: t.extraDuration, width: 0.18 },
        { title: t.amount, width: 0.3, align: 'right' },
      ],
      data.extras.map((extra) => [
        extraLabel(extra.key, language),
        extra.days !== undefined ? t.days(extra.days) : t.none,
        euros(extra.amount),
      ]),
    );
  }

  layout.heading(t.premiumSection, 50);
  layout.totals(
    [
      [t.premium, euros(data.premium)],
      ...(data.extras.length > 0 ? [[t.extrasTotal, euros(extrasTotal)] as [string, string]] : []),
      [t.totalPayable, euros(data.premium + extrasTotal)],
    ],
    true,
  );

  if (data.schedule.length > 0) {
    layout.space(6);
    layout.subheading(t.schedule);
    const scheduleTotal = data.schedule.reduce((sum, payment) => sum + payment.amount, 0);
    layout.table(
      [
        { title: t.instalment, width: 0.2 },
        { title: t.dueDate, width: 0.4 },
        { title: t.amount, width: 0.4, align: 'right' },
      ],
      [
        ...data.schedule.map((payment, index) => [String(index + 1), dottedDate(payment.dueDate), euros(payment.amount)]),
        [t.scheduleTotal, '', euros(scheduleTotal)],
      ],
      { boldLastRow: true },
    );
  }

  if (data.saleRecord) {
    const words = recordTexts[language];
    layout.heading(words.demandsAndNeeds);
    layout.paragraph(data.saleRecord.demandsAndNeeds);
    if (data.saleRecord.documents.length) {
      layout.heading(words.documentsGiven);
      for (const document of data.saleRecord.documents) layout.paragraph(words.documentLine(document.title, document.versionLabel, document.appliesFrom));
    }
  }

  const issued = formatTallinnDateTime(data.issuedAt);
  layout.space(10);
  layout.paragraph(t.issuedAt(issued.date, issued.time));
}

// ---------------------------------------------------------------------------------------------

/** The policy document as PDF bytes (A4, DejaVu Sans), in the customer's language. */
export async function renderPolicyDocument(data: PolicyDocumentData, language: Locale): Promise<Uint8Array> {
  if (!locales.includes(language)) throw new Error(`Unsupported document language: ${String(language)}`);
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
  writeContent(layout, data, language, t, fonts);
  layout.footers(t.vatNote, t.page);

  doc.setTitle(`${t.title} ${data.policyNumber}`, { showInWindowTitleBar: true });
  doc.setAuthor(data.brokerName);
  doc.setSubject(`${productName(data.product, language)} · ${data.insurerName}`);
  doc.setLanguage(languageTags[language]);
  doc.setCreator(data.brokerName);
  doc.setKeywords([data.policyNumber]);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  return doc.save();
}
