/** The policy document's page (A4, points: 595.28 × 841.89), type sizes and colours, and the shapes the layout draws. */
import { PageSizes, rgb, type PDFFont, type RGB } from 'pdf-lib';

export const [pageWidth, pageHeight] = PageSizes.A4;
export const margin = { left: 56, right: 56 };
export const contentWidth = pageWidth - margin.left - margin.right;
export const headerBaseline = pageHeight - 36;
export const headerRuleY = headerBaseline - 8;
export const contentTop = pageHeight - 60;
export const footerRuleY = 50;
export const contentBottom = footerRuleY + 12;

export const size = { title: 18, subtitle: 11, heading: 11, blockHeading: 9.5, body: 9, small: 7.5 };
export const leading = 1.3;
export const cellPadding = { x: 5, y: 3 };
export const gutter = 18;

export const colour = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.4, 0.45),
  accent: rgb(0.05, 0.27, 0.45),
  rule: rgb(0.78, 0.8, 0.84),
  tableHead: rgb(0.92, 0.94, 0.96),
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface Column {
  title: string;
  /** Share of the table width. */
  width: number;
  align?: 'left' | 'right';
}

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: RGB;
}

/** A short titled box of text; two of them stand side by side. */
export interface Block {
  heading: string;
  lines: Array<{ text: string; style?: TextStyle }>;
}

