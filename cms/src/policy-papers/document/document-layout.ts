import type { PDFDocument, PDFPage, PDFFont, RGB } from 'pdf-lib';
import {
  cellPadding,
  colour,
  contentBottom,
  contentTop,
  contentWidth,
  footerRuleY,
  gutter,
  headerBaseline,
  headerRuleY,
  leading,
  margin,
  pageHeight,
  pageWidth,
  size,
  type Block,
  type Column,
  type Fonts,
  type TextStyle,
} from './document-look';
import { wrapText as wrapLines } from './text-wrap';

/** Lines of `text` in this font and size that fit `maxWidth` (text-wrap.ts). */
const wrapText = (text: string, font: PDFFont, fontSize: number, maxWidth: number): string[] =>
  wrapLines(text, (value) => font.widthOfTextAtSize(value, fontSize), maxWidth);

/** Writes top to bottom and starts a new page (with the running header) when the next part does not fit. */
export class Layout {
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
