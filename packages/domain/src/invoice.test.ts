import { creditReference, invoiceDueDate, isInvoiceOverdue, matchCredit, mayPayByInvoice } from './invoice';

const company = { policyholder: { name: 'Tarkus OÜ', code: '10060701' } };
const person = { policyholder: { name: 'Mari Maasikas', code: '49403136515' } };

describe('paying by invoice', () => {
  it('is offered only when every line\'s policyholder is a company', () => {
    expect(mayPayByInvoice([company])).toBe(true);
    expect(mayPayByInvoice([company, company])).toBe(true);
    expect(mayPayByInvoice([company, person])).toBe(false);
    expect(mayPayByInvoice([person])).toBe(false);
    expect(mayPayByInvoice([{ policyholder: null }])).toBe(false);
    expect(mayPayByInvoice([])).toBe(false);
  });

  it('falls due a week after it is issued, never after the last valid day of an offer', () => {
    expect(invoiceDueDate('2026-11-27', null)).toBe('2026-12-04');
    expect(invoiceDueDate('2026-12-28', '2027-02-01')).toBe('2027-01-04');
    expect(invoiceDueDate('2026-11-27', '2026-11-30')).toBe('2026-11-30');
  });

  it('is overdue from the day after its due date', () => {
    expect(isInvoiceOverdue('2026-12-04', '2026-12-04')).toBe(false);
    expect(isInvoiceOverdue('2026-12-04', '2026-12-05')).toBe(true);
  });
});

describe('a statement credit against an invoice', () => {
  const invoice = { reference: '121312952', amount: 12_000, received: 0 };
  const credit = (amount: number) => ({ amount, reference: '121312952', text: null });

  it('pays it when the amount is exact', () => {
    expect(matchCredit(credit(12_000), invoice)).toEqual({ kind: 'paid', reference: '121312952', received: 12_000 });
  });

  it('flags too little, and pays once the rest arrives', () => {
    expect(matchCredit(credit(10_000), invoice)).toEqual({ kind: 'underpaid', reference: '121312952', received: 10_000, missing: 2_000 });
    expect(matchCredit(credit(2_000), { ...invoice, received: 10_000 })).toEqual({ kind: 'paid', reference: '121312952', received: 12_000 });
  });

  it('pays it when more arrives, the difference to refund', () => {
    expect(matchCredit(credit(12_500), invoice)).toEqual({ kind: 'overpaid', reference: '121312952', received: 12_500, overpaid: 500 });
  });

  it('leaves a credit of an unknown reference unmatched', () => {
    expect(matchCredit(credit(12_000), null)).toEqual({ kind: 'unmatched' });
  });

  it('finds the reference in the structured field, else in the payer\'s text', () => {
    const known = (reference: string) => reference === '121312952';
    expect(creditReference({ amount: 1, reference: '1213 1295 2', text: null }, known)).toBe('121312952');
    expect(creditReference({ amount: 1, reference: null, text: 'Arve 2026-7 viide 121312952' }, known)).toBe('121312952');
    expect(creditReference({ amount: 1, reference: '1234561', text: null }, known)).toBe('1234561');
    expect(creditReference({ amount: 1, reference: null, text: 'kindlustus' }, known)).toBeNull();
  });
});
