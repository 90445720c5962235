import { answerFields, lineAsOf, pendingGraceMs, type OfferLine } from './quote-lines';

const askedAt = new Date('2026-11-21T10:00:00Z');
const later = (ms: number) => new Date(askedAt.getTime() + ms);
const who = { insurerId: 'emajoe', insurerName: 'Emajõe Kindlustus' };

describe('a quote line', () => {
  const pending: OfferLine = { publicId: 'line', quoteId: 'quote', ...who, product: 'casco', outcome: 'pending', createdAt: askedAt.toISOString() };

  it('waits for its answer until the time limit and a grace have passed, then reads as a time-out', () => {
    expect(lineAsOf(pending, later(2_000 + pendingGraceMs), 2_000)).toBe(pending);
    expect(lineAsOf(pending, later(2_001 + pendingGraceMs), 2_000)).toEqual({ ...pending, outcome: 'unavailable', reason: 'timeout' });
  });

  it('never times out a line our broker desk answers: it waits for the staff', () => {
    const desk: OfferLine = { ...pending, channel: 'desk', answerBy: later(4 * 3_600_000).toISOString() };
    expect(lineAsOf(desk, later(3 * 24 * 3_600_000), 2_000)).toBe(desk);
  });

  it('keeps an answered line as it is', () => {
    const declined: OfferLine = { ...pending, outcome: 'declined', reason: 'vehicleTooOld' };
    expect(lineAsOf(declined, later(60_000), 2_000)).toBe(declined);
  });

  it('takes an answer without an offer with its reason, and an offer valid from its arrival', () => {
    expect(answerFields({ ...who, status: 'unavailable', reason: 'error' }, askedAt)).toEqual({ outcome: 'unavailable', reason: 'error' });
    const offer = { premium: 100_00, priceFactors: [{ key: 'base' as const, amount: 100_00 }], validForHours: 2 };
    const fields = answerFields({ ...who, status: 'offer', answer: { kind: 'offer', offer: offer as never } }, later(1_000));
    expect(fields).toEqual({ outcome: 'offer', premium: 100_00, priceFactors: offer.priceFactors, validUntil: later(1_000 + 2 * 3_600_000) });
  });
});
