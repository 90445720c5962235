import { readFileSync } from 'node:fs';
import path from 'node:path';
import { amountInCents, parseCamt053, StatementRefused } from './camt053';

const sample = (name: string) => readFileSync(path.join(__dirname, 'statement-samples', name), 'utf8');

describe('camt.053 bank statement', () => {
  it('reads the credits of a 001.02 statement as Estonian banks give it: references, texts, batches; no debits or reversals', () => {
    const statement = parseCamt053(sample('camt053-001-02.xml'));
    expect(statement.statementIds).toEqual(['2026-11-26-EE382200221020145685']);
    expect(statement.account).toBe('EE382200221020145685');
    expect(statement.credits).toEqual([
      { key: 'EE382200221020145685:2026112600A1B2C3', amount: 12050, currency: 'EUR', bookedOn: '2026-11-26', reference: '121312952', text: 'Arve T-2026-15', payer: 'METSAVEDU OU' },
      { key: 'EE382200221020145685:2026112600D4E5F6', amount: 8000, currency: 'EUR', bookedOn: '2026-11-26', reference: null, text: 'kindlustus viitenumber 1234561 tasutud', payer: 'SAEVESKI AS' },
      { key: 'EE382200221020145685:2026112600BATCH1#1', amount: 10000, currency: 'EUR', bookedOn: '2026-11-26', reference: '99999999999999999999', text: null, payer: 'KASEPUU OU' },
      { key: 'EE382200221020145685:2026112600BATCH1#2', amount: 7075, currency: 'EUR', bookedOn: '2026-11-26', reference: null, text: 'tagasimakse', payer: null },
    ]);
  });

  it('reads a 001.08 statement with prefixed names, the transaction\'s own amount and a booking time', () => {
    const [credit, ...rest] = parseCamt053(sample('camt053-001-08.xml')).credits;
    expect(rest).toEqual([]);
    expect(credit).toEqual({ key: 'EE382200221020145685:LHV-8841230', amount: 125000, currency: 'EUR', bookedOn: '2026-11-26', reference: '1213 1295 2', text: 'Poliis arve 2026-9', payer: 'Kuusk & Kask OÜ' });
  });

  // Test data of an independent camt reader (statement-samples/README.md), not written from our own reading.
  it('reads an independent reader\'s 001.02 sample: the booked credit with its structured reference and payer', () => {
    expect(parseCamt053(sample('genkgo-camt053.v2.minimal.xml'))).toEqual({
      statementIds: ['253EURNL26VAYB8060476890'],
      account: 'NL26VAYB8060476890',
      credits: [{ key: 'NL26VAYB8060476890:253EURNL26VAYB8060476890:1:1', amount: 885, currency: 'EUR', bookedOn: '2014-12-31', reference: '4654654654654654', text: null, payer: 'NAME NAME' }],
    });
  });

  it('reads amounts written with up to five decimals, as ISO 20022 allows', () => {
    expect(parseCamt053(sample('genkgo-camt053.v2.five.decimals.xml')).credits).toEqual([
      { key: 'NL26VAYB8060476890:253EURNL26VAYB8060476890:1:1', amount: 885, currency: 'EUR', bookedOn: '2014-12-31', reference: null, text: 'Transaction Description', payer: null },
    ]);
  });

  it('reads an independent reader\'s 001.08 sample: the entry\'s booked amount, not a transaction amount in another currency', () => {
    expect(parseCamt053(sample('genkgo-camt053.v8.xml'))).toEqual({
      statementIds: ['253EURNL26VAYB8060476890'],
      account: 'NL26VAYB8060476890',
      credits: [{ key: 'NL26VAYB8060476890:AAAASESS-FP-CN_98765/01', amount: 885, currency: 'EUR', bookedOn: '2014-12-31', reference: '4654654654654654', text: null, payer: 'NAME NAME' }],
    });
  });

  it('leaves out an entry not yet booked (pending or for information), in either version\'s status', () => {
    const entry = (status: string) =>
      `<Document><BkToCstmrStmt><Stmt><Id>S</Id><Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>${status}<NtryRef>R1</NtryRef></Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect(parseCamt053(entry('<Sts>PDNG</Sts>')).credits).toEqual([]);
    expect(parseCamt053(entry('<Sts><Cd>INFO</Cd></Sts>')).credits).toEqual([]);
    expect(parseCamt053(entry('<Sts><Cd>BOOK</Cd></Sts>')).credits.map((credit) => credit.amount)).toEqual([1000]);
    expect(parseCamt053(entry('')).credits.map((credit) => credit.amount)).toEqual([1000]);
  });

  it('gives the same keys each time the same statement is read', () => {
    const keys = () => parseCamt053(sample('camt053-001-02.xml')).credits.map((credit) => credit.key);
    expect(keys()).toEqual(keys());
  });

  it('refuses what is not well-formed XML, another message, a DOCTYPE and a malformed amount', () => {
    const refusal = (xml: string) => {
      try {
        parseCamt053(xml);
      } catch (error) {
        return error instanceof StatementRefused ? error.code : 'other';
      }
      return 'accepted';
    };
    expect(refusal('<Document><BkToCstmrStmt>')).toBe('invalidXml');
    expect(refusal('not xml at all')).toBe('invalidXml');
    expect(refusal('<Document><CstmrCdtTrfInitn/></Document>')).toBe('notCamt053');
    expect(refusal('<!DOCTYPE d [<!ENTITY a "aaaa">]><Document><BkToCstmrStmt/></Document>')).toBe('invalidXml');
    expect(refusal('<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">12,50</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry></Stmt></BkToCstmrStmt></Document>')).toBe('invalidAmount');
  });

  it('turns ISO 20022 amounts into cents without rounding errors', () => {
    expect(amountInCents('0.1')).toBe(10);
    expect(amountInCents('1234.56')).toBe(123456);
    expect(amountInCents('1250')).toBe(125000);
    expect(amountInCents('-5')).toBeNull();
    expect(amountInCents('8.850')).toBe(885);
    expect(amountInCents('8.85000')).toBe(885);
    expect(amountInCents('1.234')).toBeNull();
    expect(amountInCents('1.000000')).toBeNull();
  });
});
