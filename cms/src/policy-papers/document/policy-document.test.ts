import type { Locale } from '@kindlustus/routes';
import { dottedDate, formatEuros } from '@kindlustus/domain';
import { formatTallinnDateTime } from './document-dates';
import { coverLabel, deductibleLabel, extraLabel, productName, territoryLabel } from '../../terms/term-words';
import { seededTermWords } from '../../terms/seeded-term-words.test.helpers';
import { renderPolicyDocument, type PolicyDocumentData } from './policy-document';
import { runNodeScript } from './node-script.test.helpers';

/**
 * Text and metadata of PDFs, read with pdf-parse.
 *
 * pdf-parse (pdf.js) sets up its worker with a dynamic import() of an .mjs file, which Jest's CommonJS
 * sandbox refuses ("A dynamic import callback was invoked without --experimental-vm-modules"). So the PDFs
 * are read by a plain Node process (cwd: the cms workspace, where pdf-parse is a dev dependency) that gets
 * them as base64 JSON on stdin and answers with JSON on stdout.
 */
interface ParsedPdf {
  text: string;
  pages: number;
  info: Record<string, unknown>;
}

const parseScript = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const results = [];
  for (const base64 of JSON.parse(Buffer.concat(chunks).toString('utf8'))) {
    const parser = new PDFParse({ data: new Uint8Array(Buffer.from(base64, 'base64')) });
    try {
      const text = await parser.getText();
      const info = await parser.getInfo();
      results.push({ text: text.text, pages: text.total, info: info.info });
    } finally {
      await parser.destroy();
    }
  }
  process.stdout.write(JSON.stringify(results));
});
`;

async function parsePdfs(documents: Uint8Array[]): Promise<ParsedPdf[]> {
  return JSON.parse(await runNodeScript(parseScript, JSON.stringify(documents.map((bytes) => Buffer.from(bytes).toString('base64'))))) as ParsedPdf[];
}

async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const [parsed] = await parsePdfs([bytes]);
  if (!parsed) throw new Error('pdf-parse returned nothing');
  return parsed;
}

/** Every kind of whitespace (no-break spaces in amounts, line breaks) as one plain space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const casco: PolicyDocumentData = {
  policyNumber: 'TK-2026-000123',
  brokerName: 'Tarkus Kindlustusmaakler',
  insurerName: 'Sandbox Kindlustus AS',
  product: 'casco',
  insuredObject: '123 ABC · Toyota Corolla 2018',
  policyholder: { name: 'Mari Õunapuu-Šmidt', code: '49403136515' },
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  premium: 1_234_56,
  extras: [{ key: 'replacementCar', amount: 84_00, days: 14 }],
  schedule: [
    { dueDate: '2026-12-01', amount: 439_52 },
    { dueDate: '2027-03-01', amount: 439_52 },
    { dueDate: '2027-06-01', amount: 439_52 },
  ],
  coverRows: [
    { key: 'collision', included: true, limit: 18_500_00 },
    { key: 'theft', included: true, limit: 18_500_00 },
    { key: 'fire', included: true, limit: 18_500_00 },
    { key: 'naturalEvents', included: true, limit: 18_500_00 },
    { key: 'glass', included: true },
    { key: 'vandalism', included: true, limit: 18_500_00 },
    { key: 'newValue', included: false },
  ],
  deductibles: [
    { key: 'main', amount: 300_00 },
    { key: 'glass', percent: 20 },
    { key: 'theft', amount: 1_850_00 },
  ],
  territory: 'baltics',
  // 12:05 in Tallinn (UTC+2 in winter).
  issuedAt: new Date('2026-11-21T10:05:00Z'),
};

const titles: Record<Locale, string> = { et: 'Kindlustuspoliis', ru: 'Страховой полис', en: 'Insurance policy' };

const languages: Locale[] = ['et', 'ru', 'en'];

describe('policy document', () => {
  const rendered = new Map<Locale, { bytes: Uint8Array; parsed: ParsedPdf }>();

  beforeAll(async () => {
    const documents = await Promise.all(languages.map((language) => renderPolicyDocument(casco, language, seededTermWords(language))));
    const parsed = await parsePdfs(documents);
    languages.forEach((language, index) => rendered.set(language, { bytes: documents[index]!, parsed: parsed[index]! }));
  });

  it.each(languages)('renders a casco policy in %s', (language) => {
    const { bytes, parsed } = rendered.get(language)!;
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const { text, pages, info } = parsed;
    const all = flat(text);
    const euros = (cents: number) => flat(formatEuros(cents, language));

    expect(pages).toBe(1);
    expect(all).toContain(titles[language]);
    expect(all).toContain(casco.policyNumber);
    expect(all).toContain('Mari Õunapuu-Šmidt');
    expect(all).toContain('49403136515');
    expect(all).toContain('123 ABC · Toyota Corolla 2018');
    expect(all).toContain('Sandbox Kindlustus AS');
    expect(all).toContain('Tarkus Kindlustusmaakler');
    expect(all).toContain(productName(seededTermWords(language), 'casco'));
    expect(all).toContain('01.12.2026 – 30.11.2027');

    // Amounts written the way the language writes them.
    expect(all).toContain(euros(casco.premium));
    expect(all).toContain(euros(18_500_00));
    expect(all).toContain(euros(300_00));
    expect(all).toContain(euros(84_00));
    expect(all).toContain(euros(casco.premium + 84_00));
    expect(all).toContain(euros(3 * 439_52));

    // Every row of the payment schedule: number, due date, amount.
    casco.schedule.forEach((payment, index) => {
      expect(all).toContain(`${index + 1} ${dottedDate(payment.dueDate)} ${euros(payment.amount)}`);
    });

    for (const row of casco.coverRows) expect(all).toContain(coverLabel(seededTermWords(language), row.key));
    for (const deductible of casco.deductibles) expect(all).toContain(deductibleLabel(seededTermWords(language), deductible.key));
    expect(all).toContain(extraLabel(seededTermWords(language), 'replacementCar'));
    expect(all).toContain(territoryLabel(seededTermWords(language), 'baltics'));

    const issued = formatTallinnDateTime(casco.issuedAt);
    expect(issued).toEqual({ date: '21.11.2026', time: '12:05' });
    expect(all).toContain(issued.date);
    expect(all).toContain(issued.time);

    expect(info.Title).toBe(`${titles[language]} ${casco.policyNumber}`);
    expect(info.Author).toBe(casco.brokerName);
    expect(info.Language).toBe({ et: 'et-EE', ru: 'ru-EE', en: 'en-IE' }[language]);
  });

  it('keeps every letter of documents rendered one after another in different languages (the fonts are parsed once per process)', async () => {
    const sequence: Locale[] = ['ru', 'en', 'ru', 'et'];
    const data = { ...casco, insuredObject: 'Škoda Octavia Combi · 345 DEF', policyholder: { name: 'Jacob Ōckerman', code: '38001085718' } };
    const documents: Uint8Array[] = [];
    for (const language of sequence) documents.push(await renderPolicyDocument(data, language, seededTermWords(language)));
    const parsed = await parsePdfs(documents);
    parsed.forEach(({ text }, index) => {
      const all = flat(text);
      // A glyph without its character in the text layer comes out as a control character.
      expect(all).not.toMatch(/[\u0000-\u0008]/);
      expect(all).toContain(titles[sequence[index]!]);
      expect(all).toContain('Škoda Octavia Combi · 345 DEF');
      expect(all).toContain('Jacob Ōckerman');
    });
    expect(flat(parsed[1]!.text)).toContain(`Policy number: ${casco.policyNumber}`);
  });

  it('gives each document the characters of its own text, whatever an earlier document had in the same glyph', async () => {
    // Decomposed, "i" and a combining accent becomes the dotless ı glyph with the accent: the ı glyph first met as "i".
    const earlier = await renderPolicyDocument({ ...casco, policyholder: { name: 'Deniz Yi\u0301lmaz', code: '38001085718' } }, 'en', seededTermWords('en'));
    const later = await renderPolicyDocument({ ...casco, policyholder: { name: 'Deniz Yılmaz', code: '38001085718' } }, 'en', seededTermWords('en'));
    const [, parsedLater] = await parsePdfs([earlier, later]);
    expect(flat(parsedLater!.text)).toContain('Deniz Yılmaz');
  });

  it('writes the language-specific words', () => {
    const [et, ru, en] = languages.map((language) => flat(rendered.get(language)!.parsed.text)) as [string, string, string];
    expect(et).toContain('Kindlustusvõtja');
    expect(et).toContain('Baltimaad');
    expect(et).toContain('14 päeva');
    expect(et).toContain('20%');
    expect(et).toContain('käibemaksust vabastatud');
    expect(et).toContain('kell 12:05');
    expect(ru).toContain('Страхователь');
    expect(ru).toContain('14 дней');
    expect(ru).toContain('20 %');
    expect(ru).toContain('освобождены от налога с оборота');
    expect(en).toContain('Policyholder');
    expect(en).toContain('14 days');
    expect(en).toContain('exempt from VAT');
    expect(en).toContain('Page 1 of 1');
  });

  it('runs onto more pages when there are very many cover rows, repeating the header', async () => {
    const many: PolicyDocumentData = {
      ...casco,
      coverRows: Array.from({ length: 120 }, (_, index) => ({ key: `extraCover${index + 1}`, included: index % 3 !== 0, limit: 1_000_00 * (index + 1) })),
    };
    const bytes = await renderPolicyDocument(many, 'et', seededTermWords('et'));
    const { text, pages } = await parsePdf(bytes);
    const all = flat(text);
    expect(pages).toBeGreaterThanOrEqual(2);
    // Unknown keys are printed as they are; the last row and the schedule are not lost.
    many.coverRows.forEach((row) => {
      const limit = row.included && row.limit !== undefined ? flat(formatEuros(row.limit, 'et')) : '–';
      expect(all).toContain(`${row.key} ${row.included ? 'Jah' : 'Ei'} ${limit}`);
    });
    expect(all).toContain(`3 01.06.2027 ${flat(formatEuros(439_52, 'et'))}`);
    expect(all).toContain(`Lk 1/${pages}`);
    expect(all).toContain(`Lk ${pages}/${pages}`);
    // Every page carries the policy number in its header.
    expect(all.split(`Poliisi number: ${casco.policyNumber}`).length - 1).toBe(pages);
  });

  it('wraps long texts and handles products without territory, deductibles or extras', async () => {
    const longAddress = `${'Väga pika nimega tänav '.repeat(12)}1-2, Tallinn`;
    const home: PolicyDocumentData = {
      ...casco,
      product: 'home',
      insuredObject: longAddress,
      extras: [],
      deductibles: [],
      territory: null,
      coverRows: [{ key: 'building', included: true, limit: 250_000_00 }, { key: 'someNewCover', included: false }],
      schedule: [{ dueDate: '2026-12-01', amount: casco.premium }],
    };
    const { text, pages } = await parsePdf(await renderPolicyDocument(home, 'ru', seededTermWords('ru')));
    const all = flat(text);
    expect(pages).toBe(1);
    expect(all).toContain('Страхование дома');
    // The address is broken into lines, and nothing of it is lost.
    expect(text).not.toContain(longAddress);
    expect(all).toContain(flat(longAddress));
    expect(all).toContain('someNewCover');
    expect(all).toContain('Франшиза не применяется.');
    expect(all).not.toContain('Территория действия');
    expect(all).not.toContain('Дополнительные услуги');
    expect(all).toContain(`1 01.12.2026 ${flat(formatEuros(casco.premium, 'ru'))}`);
  });

  it('refuses a bad date or language', async () => {
    await expect(renderPolicyDocument({ ...casco, startDate: '1.12.2026' }, 'et', seededTermWords('et'))).rejects.toThrow('YYYY-MM-DD');
    await expect(renderPolicyDocument(casco, 'fi' as Locale, seededTermWords('et'))).rejects.toThrow('language');
  });
});

describe('document dates', () => {
  it('rearranges calendar dates without time zones and shows the issue time in Tallinn', () => {
    expect(dottedDate('2027-01-01')).toBe('01.01.2027');
    // Summer time (UTC+3); and just after midnight in Tallinn, still the previous day in UTC.
    expect(formatTallinnDateTime(new Date('2026-07-01T21:30:00Z'))).toEqual({ date: '02.07.2026', time: '00:30' });
    expect(formatTallinnDateTime(new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '29.03.2026', time: '02:59' });
    expect(formatTallinnDateTime(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '29.03.2026', time: '04:00' });
  });
});
