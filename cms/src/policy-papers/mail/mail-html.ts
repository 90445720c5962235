/**
 * The HTML part of the e-mails about policies, beside their plain text (multipart/alternative): the
 * same content in the brand's look for the mail programs that show HTML. Tables for the layout and
 * inline styles only (mail programs drop style sheets and scripts); every value from outside, such as
 * the customer's name or the insured object, is escaped here.
 */
import type { Locale } from '@kindlustus/routes';


/** An insurer's logo for an e-mail: an absolute address and the image's size in pixels. */
export interface MailLogo {
  url: string;
  width: number;
  height: number;
}

export const brandColour = '#005d91';
const textColour = '#1a1a1a';
const mutedColour = '#4a5563';
const font = 'Arial, Helvetica, sans-serif';
/** The logo's height in the e-mail; its width follows the image's proportions (at most 160 px). */
const logoHeight = 40;
const logoMaxWidth = 160;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char]!);

/** Text with its line breaks kept. */
export const htmlLines = (value: string): string => escapeHtml(value).split('\n').join('<br>\n');

export const paragraph = (html: string): string => `<p style="margin:0 0 16px 0;">${html}</p>`;

export function link(url: string, label = url): string {
  return `<a href="${escapeHtml(url)}" style="color:${brandColour};text-decoration:underline;word-break:break-all;">${escapeHtml(label)}</a>`;
}

/** The logo's drawn size: `logoHeight` high, no wider than `logoMaxWidth`, in the image's proportions. */
export function logoSize(logo: MailLogo): { width: number; height: number } {
  const ratio = logo.width / logo.height;
  const width = Math.min(logoMaxWidth, Math.round(logoHeight * ratio));
  return { width, height: Math.round(width / ratio) };
}

/** The insurer's logo (its name as the image's text alternative) beside its name; the name alone without a logo. */
export function insurerHeader(name: string, logo: MailLogo | null | undefined): string {
  const nameCell = `<td style="font-family:${font};font-size:18px;font-weight:bold;color:${textColour};vertical-align:middle;">${escapeHtml(name)}</td>`;
  if (!logo) return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>${nameCell}</tr></table>`;
  const { width, height } = logoSize(logo);
  const image = `<img src="${escapeHtml(logo.url)}" alt="${escapeHtml(name)}" width="${width}" height="${height}" style="display:block;border:0;width:${width}px;height:${height}px;">`;
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>',
    `<td width="${width}" style="padding:0 12px 0 0;vertical-align:middle;">${image}</td>`,
    nameCell,
    '</tr></table>',
  ].join('\n');
}

/** Label and value rows (a data table: the labels are row headers). */
export function detailsTable(rows: Array<[label: string, valueHtml: string]>): string {
  return [
    '<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;margin:12px 0 0 0;">',
    ...rows.map(([label, value]) => [
      '<tr>',
      `<th scope="row" align="left" valign="top" style="font-family:${font};font-size:15px;font-weight:normal;color:${mutedColour};padding:4px 12px 4px 0;width:40%;">${escapeHtml(label)}</th>`,
      `<td valign="top" style="font-family:${font};font-size:15px;color:${textColour};padding:4px 0;">${value}</td>`,
      '</tr>',
    ].join('\n')),
    '</table>',
  ].join('\n');
}

/** A bordered box (one policy, or the refund notice). */
export const box = (html: string, borderColour = '#c9d3dc'): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border:1px solid ${borderColour};border-radius:6px;margin:0 0 16px 0;"><tr><td style="padding:16px;">\n${html}\n</td></tr></table>`;

export const boxHeading = (text: string): string =>
  `<h2 style="font-family:${font};font-size:18px;line-height:1.3;color:${brandColour};margin:12px 0 0 0;">${escapeHtml(text)}</h2>`;

/** The whole message: the brand's bar on top, the body on white, at most 600 px wide. */
export function mailDocument(language: Locale, title: string, brand: string, bodyHtml: string): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:#eef2f5;">`,
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#eef2f5;"><tr><td align="center" style="padding:16px 8px;">',
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="600" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;">`,
    `<tr><td style="background:${brandColour};color:#ffffff;font-family:${font};font-size:20px;font-weight:bold;padding:16px 24px;">${escapeHtml(brand)}</td></tr>`,
    `<tr><td style="font-family:${font};font-size:16px;line-height:1.5;color:${textColour};padding:24px;">`,
    bodyHtml,
    '</td></tr>',
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
