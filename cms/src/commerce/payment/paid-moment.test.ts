import { paidMoment } from './payment-notices';

describe('the moment an order counts as paid (for the offer\'s validity)', () => {
  const arrived = new Date('2026-11-27T12:00:00Z');

  it('is the provider\'s signed time of a late redelivery, not the hour it finally arrived', () => {
    const paidBeforeValidityEnded = new Date('2026-11-27T09:30:00Z');
    expect(paidMoment(paidBeforeValidityEnded, arrived)).toEqual(paidBeforeValidityEnded);
  });

  it('is the arrival when the provider named no time, or a time after the arrival', () => {
    expect(paidMoment(undefined, arrived)).toEqual(arrived);
    expect(paidMoment(new Date('2026-11-27T12:05:00Z'), arrived)).toEqual(arrived);
  });
});
