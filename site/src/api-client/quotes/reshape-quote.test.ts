import { reshapeQuote, reshapeRejection, reshapeVehicleCheck } from './reshape-quote';

const offerAnswer = {
  id: 'o1', insurerId: 'salva', insurerName: 'Salva', insurerLogo: { url: '/uploads/salva.png', width: 144, height: 144 }, product: 'traffic', status: 'offer', reason: null, premium: 12_345, periodMonths: 12,
  coverRows: [{ key: 'propertyDamage', included: true, limit: 1_300_000_00 }], deductibles: [{ key: 'main', amount: null, percent: 10 }],
  compensationLimits: [{ key: 'propertyDamage', amount: 1_300_000_00 }], territory: 'europe', usage: null,
  extras: [{ key: 'greenCard', price: 500, per: 'policy', maxDays: null, vatable: false, preselected: true }],
  instalmentOptions: [{ count: 1, premium: 12_345 }, { count: 4, premium: 12_900 }], priceFactors: [{ key: 'base', basisPoints: null, amount: 10_000 }],
  indicative: false, vehicleTyped: false, validUntil: '2026-11-23T10:00:00.000Z', valid: true, confirmedAt: null, quoteRequestId: 'q1', owned: true,
  desk: null, declineNote: null, documentLinks: [],
};

describe('reshaping the provider API answers', () => {
  it('gives the pages a quote of domain types, with unknown statuses read as unavailable', () => {
    const quote = reshapeQuote({
      id: 'q1', product: 'traffic', form: 'traffic', input: { plate: '123ABC' }, language: 'et', createdAt: '2026-11-22T10:00:00.000Z',
      insurersAsked: 3, insurersAnswered: 2, complete: false, deskPending: 0, vehicle: null,
      offers: [offerAnswer, { ...offerAnswer, id: 'o2', status: 'pending', premium: null }, { ...offerAnswer, id: 'o3', status: 'mystery' }],
    });
    expect(quote).toMatchObject({ id: 'q1', form: 'traffic', product: 'traffic', input: { plate: '123ABC' }, insurersAnswered: 2, complete: false });
    expect(quote.offers.map((offer) => offer.status)).toEqual(['offer', 'pending', 'unavailable']);
    expect(quote.offers[0]).toMatchObject({ premium: 12_345, confirmed: false, quoteId: 'q1', deductibles: [{ key: 'main', amount: null, percent: 10 }] });
    expect(quote.offers[0]!.extras[0]).toEqual({ key: 'greenCard', price: 500, per: 'policy', maxDays: null, vatable: false, preselected: true });
  });

  it('gives each offer its insurer’s logo, and none when the insurer has none or its size is unknown', () => {
    const quote = reshapeQuote({
      id: 'q1', product: 'traffic', form: 'traffic', input: {}, language: 'et', createdAt: '', insurersAsked: 3, insurersAnswered: 3, complete: true, deskPending: 0, vehicle: null,
      offers: [offerAnswer, { ...offerAnswer, id: 'o2', insurerLogo: null }, { ...offerAnswer, id: 'o3', insurerLogo: { url: '/uploads/x.png', width: 0, height: 0 } }],
    });
    expect(quote.offers.map((offer) => offer.insurerLogo)).toEqual([{ url: '/uploads/salva.png', width: 144, height: 144 }, null, null]);
    expect(quote.offers[0]!.insurerName).toBe('Salva');
  });

  it('tells a line our broker’s staff answer by its office and promised time, and a desk decline by the staff’s reason', () => {
    const quote = reshapeQuote({
      id: 'q1', product: 'forestry-machine', form: 'forestry-machine', input: {}, language: 'en', createdAt: '', insurersAsked: 2, insurersAnswered: 2, complete: true, deskPending: 1, vehicle: null,
      offers: [
        { ...offerAnswer, id: 'o1', status: 'pending', premium: null, desk: { office: 'Tartu office', answerBy: '2026-11-26T12:00:00.000Z' } },
        { ...offerAnswer, id: 'o2', status: 'declined', reason: 'deskDeclined', declineNote: 'Too old', desk: { office: 'Tartu office', answerBy: null } },
        { ...offerAnswer, id: 'o3', documentLinks: [{ title: 'Terms', url: 'https://x.example/terms.pdf' }] },
      ],
    });
    expect(quote.deskPending).toBe(1);
    expect(quote.offers[0]!.desk).toEqual({ office: 'Tartu office', answerBy: '2026-11-26T12:00:00.000Z' });
    expect(quote.offers[1]).toMatchObject({ reason: 'deskDeclined', declineNote: 'Too old' });
    expect(quote.offers[2]).toMatchObject({ desk: null, documentLinks: [{ title: 'Terms', url: 'https://x.example/terms.pdf' }] });
  });

  it('reads a stored input that is not an object as empty', () => {
    const quote = reshapeQuote({ id: 'q', product: 'home', form: 'homeOld', input: 'oops', language: 'en', createdAt: '', insurersAsked: 0, insurersAnswered: 0, complete: true, deskPending: 0, vehicle: null, offers: [] });
    expect(quote.input).toEqual({});
    expect(quote.form).toBe('homeOld');
  });

  it('tells a plate that is no plate from one the register does not know, and from a register that did not answer', () => {
    expect(reshapeVehicleCheck({ plate: '??', valid: false, found: false, registerAnswered: true, vehicle: null })).toEqual({ kind: 'invalid' });
    expect(reshapeVehicleCheck({ plate: '999ZZZ', valid: true, found: false, registerAnswered: true, vehicle: null })).toEqual({ kind: 'unknown', plate: '999ZZZ' });
    expect(reshapeVehicleCheck({ plate: '999ZZZ', valid: true, found: false, registerAnswered: false, vehicle: null })).toEqual({ kind: 'registerDown', plate: '999ZZZ' });
  });

  it('keeps a rejection\'s field codes and the current price', () => {
    expect(reshapeRejection({ status: 409, code: 'priceChanged', errors: [{ field: 'startDate', code: 'dateTooFar', params: { days: 30 } }], currentPremium: 13_000 })).toEqual({
      status: 409, code: 'priceChanged', errors: [{ field: 'startDate', code: 'dateTooFar', params: { days: 30 } }], currentPremium: 13_000,
    });
  });
});
