import { spawn } from 'node:child_process';
import { seededTermWords } from '../terms/seeded-term-words.test.helpers';
import path from 'node:path';
import { renderSampleDocument } from '../insurance-documents/sample-document-pdf';
import { renderPolicyDocument, type PolicyDocumentData } from '../policy-papers/document/policy-document';
import { policiesMail, type MailPolicy } from '../policy-papers/mail/policy-mail';
import { mailDocuments } from './mail-documents';

/** The PDFs' text, read with pdf-parse in a plain Node process (see policy-document.test.ts for why). */
function pdfTexts(documents: Uint8Array[]): Promise<string[]> {
  const script = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const texts = [];
  for (const base64 of JSON.parse(Buffer.concat(chunks).toString('utf8'))) {
    const parser = new PDFParse({ data: new Uint8Array(Buffer.from(base64, 'base64')) });
    try { texts.push((await parser.getText()).text); } finally { await parser.destroy(); }
  }
  process.stdout.write(JSON.stringify(texts));
});`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: path.resolve(__dirname, '../..'), stdio: ['pipe', 'pipe', 'inherit'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(Buffer.concat(out).toString('utf8'))) : reject(new Error(`pdf-parse exited with ${code}`))));
    child.stdin.end(JSON.stringify(documents.map((bytes) => Buffer.from(bytes).toString('base64'))));
  });
}
const flat = (text: string) => text.replace(/\s+/g, ' ');

const statement = 'Вы хотите застраховать: 123 ABC – Обязательное страхование автомобиля. Дополнения не выбраны.';
const policy: PolicyDocumentData = {
  policyNumber: 'LA-2026-00000001', brokerName: 'Tarkus Kindlustusmaakler', insurerName: 'Läänemere Kindlustus', product: 'traffic',
  insuredObject: '123 ABC', policyholder: { name: 'Mari Maasikas', code: '49403136515' }, startDate: '2026-12-01', endDate: '2027-11-30',
  premium: 120_00, extras: [], schedule: [{ dueDate: '2026-12-01', amount: 120_00 }], coverRows: [{ key: 'liability', included: true }], deductibles: [], territory: null,
  issuedAt: new Date('2026-11-21T10:05:00Z'),
  saleRecord: { demandsAndNeeds: statement, documents: [{ title: 'Условия страхования: Läänemere', versionLabel: '2026.1', appliesFrom: '2026-01-01' }] },
};

describe('what the sale kept, in the policy document and e-mail', () => {
  it('prints the demands-and-needs statement and the documents’ versions on the policy, and a sample document’s own text', async () => {
    const sample = await renderSampleDocument({
      title: 'Kindlustustingimused: Liikluskindlustus (Põhjala Kindlustus)', facts: [['Versioon', '2026.1']], paragraphs: ['Õnnetusest teatage 30 päeva jooksul.'],
      note: 'Näidisdokument.', language: 'et', createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const [policyText, sampleText] = (await pdfTexts([await renderPolicyDocument(policy, 'ru', seededTermWords('ru')), sample])).map(flat);
    expect(policyText).toContain('Ваши требования и потребности');
    expect(policyText).toContain(statement);
    expect(policyText).toContain('Условия страхования: Läänemere, версия 2026.1 (действует с 01.01.2026)');
    expect(sampleText).toContain('Kindlustustingimused: Liikluskindlustus (Põhjala Kindlustus)');
    expect(sampleText).toContain('Õnnetusest teatage 30 päeva jooksul.');
    // A policy sold before records were kept prints neither heading.
    const [before] = await pdfTexts([await renderPolicyDocument({ ...policy, saleRecord: null }, 'ru', seededTermWords('ru'))]);
    expect(before).not.toContain('Ваши требования');
  });

  it('links the documents in the policy e-mail with addresses on the site', () => {
    const record = { documents: [{ title: 'Insurance terms', url: '/uploads/terms_1.pdf' }, { title: 'IPID', url: 'https://cdn.example/ipid.pdf' }] };
    const documents = mailDocuments(record, 'https://tarkus.ee');
    expect(documents).toEqual([{ title: 'Insurance terms', url: 'https://tarkus.ee/uploads/terms_1.pdf' }, { title: 'IPID', url: 'https://cdn.example/ipid.pdf' }]);
    const mailed: MailPolicy = { policyNumber: 'LA-1', product: 'traffic', insurerName: 'Läänemere', insuredObject: '', startDate: '2026-12-01', endDate: '2027-11-30', premium: 100, schedule: [], documents };
    const { text } = policiesMail('en', seededTermWords('en'), 'Mari', [mailed], 'https://tarkus.ee/en/ise-dev/poliisid/');
    expect(text).toContain('Documents given before payment:');
    expect(text).toContain('Insurance terms: https://tarkus.ee/uploads/terms_1.pdf');
    expect(mailDocuments(null, 'https://tarkus.ee')).toEqual([]);
  });
});
