import { deskAnswerLine } from './desk-answer-check';

const now = new Date('2026-11-26T10:00:00Z');
const offer = { state: 'answered', premiumEuros: 1234.5, periodMonths: 12, instalments: '4, 1', validityDays: 7 };

describe('a broker desk answer', () => {
  it('becomes an offer line in cents, valid for its days from now, with the staff’s rows as the customer reads them', () => {
    const answer = deskAnswerLine({
      ...offer,
      coverRows: [{ name: ' Fire ', amountEuros: 1000, included: true }, { name: 'Theft', included: false }],
      deductibles: [{ name: 'main', percent: 10 }],
      compensationLimits: [{ name: 'Downtime', amountEuros: '300.5' }],
      documents: [{ title: 'Terms', url: 'https://x.example/t.pdf' }],
    }, now);
    expect(answer).toEqual({ ok: true, line: expect.objectContaining({
      outcome: 'offer', premium: 123450, periodMonths: 12, instalmentsAllowed: [1, 4], instalmentOptions: [{ count: 1, premium: 123450 }, { count: 4, premium: 123450 }],
      coverRows: [{ key: 'Fire', included: true, limit: 100000 }, { key: 'Theft', included: false }],
      deductibles: [{ key: 'main', percent: 10 }], compensationLimits: [{ key: 'Downtime', amount: 30050 }],
      documentLinks: [{ title: 'Terms', url: 'https://x.example/t.pdf' }], validUntil: new Date('2026-12-03T10:00:00Z'),
    }) });
  });

  it('is refused with the field named when it is broken', () => {
    const field = (answer: Record<string, unknown>) => {
      const checked = deskAnswerLine(answer, now);
      return checked.ok ? null : checked.field;
    };
    expect(field({ state: 'answered' })).toBe('premiumEuros');
    expect(field({ ...offer, premiumEuros: -1 })).toBe('premiumEuros');
    expect(field({ ...offer, instalments: '1, 5' })).toBe('instalments');
    expect(field({ ...offer, validityDays: 0 })).toBe('validityDays');
    expect(field({ ...offer, coverRows: [{ name: '' }] })).toBe('coverRows.0.name');
    expect(field({ ...offer, deductibles: [{ name: 'main' }] })).toBe('deductibles.0.amountEuros');
    expect(field({ ...offer, compensationLimits: [{ name: 'x' }] })).toBe('compensationLimits.0.amountEuros');
    expect(field({ ...offer, documents: [{ title: 'T', url: 'javascript:alert(1)' }] })).toBe('documents.0.url');
    expect(field({ state: 'declined', declineReason: '  ' })).toBe('declineReason');
  });

  it('becomes a decline with the staff’s reason', () => {
    expect(deskAnswerLine({ state: 'declined', declineReason: ' Too old. ' }, now)).toEqual({ ok: true, line: { outcome: 'declined', reason: 'deskDeclined', declineNote: 'Too old.' } });
  });
});
