import type { Locale } from '@kindlustus/routes';
import { runNodeScript } from '../policy-papers/document/node-script.test.helpers';
import { invoiceIssuer } from '../settings/commerce-settings';
import { settingsSchema } from '../settings/settings-schema';
import { renderInvoiceDocument, type InvoiceDocumentData } from './invoice-document';
import { invoiceTexts } from './invoice-texts';

// The PDF's text read by pdf-parse in a plain Node process (see policy-document.test.ts for why).
const textScript = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try { process.stdout.write((await parser.getText()).text); } finally { await parser.destroy(); }
});
`;
const textOf = async (pdf: Uint8Array) => (await runNodeScript(textScript, pdf)).replace(/\s+/g, ' ');

const data: InvoiceDocumentData = {
  number: '2026-000015',
  reference: '70000153',
  issuedOn: '2026-11-27',
  dueDate: '2026-12-04',
  issuer: invoiceIssuer(settingsSchema.parse({ BROKER_NAME: 'Tarkus Kindlustusmaakler OÜ', BROKER_IBAN: 'EE38 2200 2210 2014 5685' })),
  buyer: { name: 'Metsavedu OÜ', code: '10060701' },
  lines: [
    { description: 'Liikluskindlustus · Saarte Kindlustus AS · 528 ARV', startDate: '2026-11-28', amount: 4_512, vat: 0 },
    { description: 'Kaskokindlustus · Mets AS · 528 ARV', startDate: '2026-12-01', amount: 12_400, vat: 240 },
  ],
  total: 16_912,
};

describe('the invoice PDF', () => {
  it.each(['et', 'ru', 'en'] as Locale[])('names seller, buyer, account, reference, due date, lines and total, with the VAT note (%s)', async (language) => {
    const t = invoiceTexts[language];
    const text = await textOf(await renderInvoiceDocument(data, language));
    for (const part of [`${t.title} 2026-000015`, 'Tarkus Kindlustusmaakler OÜ', 'EE382200221020145685', 'Metsavedu OÜ', '10060701', '7000 0153', '04.12.2026', t.vatNote.slice(0, 30), '528 ARV']) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/169,12|169\.12/);
  });
});
