import { readdirSync, readFileSync } from 'fs';
import path from 'path';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part of a multipart/alternative message; '' when it has none. */
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

const decodeWord = (value: string) => value.replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, encoded: string) => Buffer.from(encoded, 'base64').toString('utf8'));

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, at).split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at + 4) };
}

const boundaryOf = (contentType: string | undefined, kind: string) => new RegExp(`multipart/${kind}; boundary="([^"]+)"`).exec(contentType ?? '')?.[1];
const partsOf = (body: string, boundary: string) => body.split(`--${boundary}`).slice(1, -1).map((part) => split(part.replace(/^\r\n/, '')));
const withoutLastBreak = (body: string) => body.replace(/\r\n$/, '');

/** The text and HTML of a body: a multipart/alternative one's two parts, or a plain text's body. */
function readBody(headers: Record<string, string>, body: string): { text: string; html: string } {
  const boundary = boundaryOf(headers['content-type'], 'alternative');
  if (!boundary) return { text: body, html: '' };
  const parts = partsOf(body, boundary);
  const find = (type: string) => withoutLastBreak(parts.find((part) => (part.headers['content-type'] ?? '').startsWith(type))?.body ?? '');
  return { text: find('text/plain'), html: find('text/html') };
}

/** The .eml files the file provider wrote, read back: text and HTML, decoded subject, attachments as bytes. */
export function readMails(folder: string): ReadMail[] {
  return readdirSync(folder).filter((name) => name.endsWith('.eml')).sort().map((name) => {
    const { headers, body } = split(readFileSync(path.join(folder, name), 'utf8'));
    const mail: ReadMail = { to: headers.to ?? '', subject: decodeWord(headers.subject ?? ''), text: '', html: '', attachments: [] };
    const boundary = boundaryOf(headers['content-type'], 'mixed');
    if (!boundary) return { ...mail, ...readBody(headers, body) };
    const parts = partsOf(body, boundary);
    if (parts[0]) Object.assign(mail, readBody(parts[0].headers, parts[0].body));
    for (const part of parts.slice(1)) {
      mail.attachments.push({
        filename: decodeWord(/filename="([^"]+)"/.exec(part.headers['content-disposition'] ?? '')?.[1] ?? ''),
        contentType: (part.headers['content-type'] ?? '').split(';')[0]!,
        content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
      });
    }
    return mail;
  });
}
