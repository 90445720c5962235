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
      documentLinks: [{ title: 'Terms', url: 'https://x.example/t.pdf', kind: 'other', version: null, attachedOn: '2026-11-26' }], validUntil: new Date('2026-12-03T10:00:00Z'),
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
    expect(field({ ...offer, documents: [{ title: 'T', url: '/uploads/../config/keys' }] })).toBe('documents.0.url');
    expect(field({ state: 'declined', declineReason: '  ' })).toBe('declineReason');
  });

  it('becomes a decline with the staff’s reason', () => {
    expect(deskAnswerLine({ state: 'declined', declineReason: ' Too old. ' }, now)).toEqual({ ok: true, line: { outcome: 'declined', reason: 'deskDeclined', declineNote: 'Too old.' } });
  });

  it('keeps an attached document’s kind, the insurer’s version and the day it was attached (its version when none is given)', () => {
    const answer = deskAnswerLine({ ...offer, documents: [
      { title: 'Terms', url: '/uploads/saarte_terms_1.pdf', kind: 'terms', version: ' 2026.2 ' },
      { title: 'IPID', url: 'https://saarte.example/ipid.pdf', kind: 'ipid' },
      { title: 'Offer letter', url: 'https://saarte.example/offer.pdf', kind: 'made-up' },
    ] }, new Date('2026-11-26T22:30:00Z'));
    expect(answer.ok && answer.line.documentLinks).toEqual([
      { title: 'Terms', url: '/uploads/saarte_terms_1.pdf', kind: 'terms', version: '2026.2', attachedOn: '2026-11-27' },
      { title: 'IPID', url: 'https://saarte.example/ipid.pdf', kind: 'ipid', version: null, attachedOn: '2026-11-27' },
      { title: 'Offer letter', url: 'https://saarte.example/offer.pdf', kind: 'other', version: null, attachedOn: '2026-11-27' },
    ]);
  });

  it('keeps the staff’s internal reason out of the customer’s line: only the note to the customer goes there', () => {
    const answer = deskAnswerLine({ state: 'declined', declineReason: 'The insurer does not cover this risk.', internalReason: 'Two employees’ diagnoses exceed the limit.' }, now);
    expect(answer).toEqual({ ok: true, line: { outcome: 'declined', reason: 'deskDeclined', declineNote: 'The insurer does not cover this risk.' } });
    expect(JSON.stringify(answer)).not.toContain('diagnoses');
  });
});
