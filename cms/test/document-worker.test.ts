import path from 'node:path';
import { pdfText } from './pdf-text';

/**
 * The built CMS renders PDFs on its document worker: an invoice (a renderer of another room than the worker's) comes
 * back from the worker thread, not from the calling one, and a renderer the worker cannot find fails its document.
 */
const dist = path.join(__dirname, '../dist/src');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const renderer = require(path.join(dist, 'policy-papers/document/document-renderer.js')) as typeof import('../src/policy-papers/document/document-renderer');

const invoice = {
  number: 'A-2026-17',
  reference: '121312952',
  issuedOn: '2026-11-27',
  dueDate: '2026-12-04',
  issuer: { name: 'Tarkus Kindlustusmaakler OÜ', address: 'Narva mnt 5, 10117 Tallinn', registryCode: '10060701', iban: 'EE382200221020145685', bank: 'Swedbank AS' },
  buyer: { name: 'Metsavedu Test OÜ', code: '10539549' },
  lines: [{ description: 'Liikluskindlustus · 123 ABC', startDate: '2026-11-28', amount: 12050, vat: 0 }],
  total: 12050,
};

describe('the document worker of the built CMS', () => {
  afterAll(() => renderer.stopDocumentRenderer());

  it('renders an invoice on the worker thread, not in the calling one', async () => {
    const inCallingThread = jest.fn(async (..._args: unknown[]) => new Uint8Array());
    const pdf = await renderer.renderOnWorker({ module: path.join(dist, 'invoices/invoice-document.js'), name: 'renderInvoiceDocument', render: inCallingThread }, invoice, 'en');
    expect(inCallingThread).not.toHaveBeenCalled();
    const text = await pdfText(pdf);
    expect(text).toContain('A-2026-17');
    expect(text).toContain('Metsavedu Test OÜ');
  });

  it('fails a document whose renderer the worker does not find, and renders the next', async () => {
    const fallback = jest.fn(async (..._args: unknown[]) => new Uint8Array());
    await expect(renderer.renderOnWorker({ module: path.join(dist, 'invoices/invoice-texts.js'), name: 'renderInvoiceDocument', render: fallback }, invoice, 'en')).rejects.toThrow('has no renderer');
    const pdf = await renderer.renderOnWorker({ module: path.join(dist, 'invoices/invoice-document.js'), name: 'renderInvoiceDocument', render: fallback }, invoice, 'et');
    expect(await pdfText(pdf)).toContain('A-2026-17');
    expect(fallback).not.toHaveBeenCalled();
  });
});
