import { readdirSync, readFileSync } from 'fs';
import path from 'path';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
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

/** The .eml files the file provider wrote, read back: text, decoded subject, attachments as bytes. */
export function readMails(folder: string): ReadMail[] {
  return readdirSync(folder).filter((name) => name.endsWith('.eml')).sort().map((name) => {
    const { headers, body } = split(readFileSync(path.join(folder, name), 'utf8'));
    const mail: ReadMail = { to: headers.to ?? '', subject: decodeWord(headers.subject ?? ''), text: body, attachments: [] };
    const boundary = /multipart\/mixed; boundary="([^"]+)"/.exec(headers['content-type'] ?? '')?.[1];
    if (!boundary) return mail;
    const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => split(part.replace(/^\r\n/, '')));
    mail.text = parts[0]?.body ?? '';
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
