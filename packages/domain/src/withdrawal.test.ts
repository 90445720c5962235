import { defaultWithdrawalTerms, withdrawalRight, type WithdrawalFacts } from './withdrawal';

const person = '30303039914';
const company = '10060701';
const yearOfCover: WithdrawalFacts = { product: 'casco', policyholderCode: person, concludedOn: '2026-03-10', startDate: '2026-03-11', endDate: '2027-03-10' };

describe('the consumer right to withdraw from a distance contract', () => {
  it('lasts 14 days from the day of conclusion, the last day included', () => {
    expect(withdrawalRight(yearOfCover, defaultWithdrawalTerms, '2026-03-10')).toEqual({ kind: 'open', lastDay: '2026-03-24' });
    expect(withdrawalRight(yearOfCover, defaultWithdrawalTerms, '2026-03-24')).toEqual({ kind: 'open', lastDay: '2026-03-24' });
    expect(withdrawalRight(yearOfCover, defaultWithdrawalTerms, '2026-03-25')).toEqual({ kind: 'ended', lastDay: '2026-03-24' });
  });

  it('counts across a month end and takes the period the CMS sets', () => {
    const facts = { ...yearOfCover, concludedOn: '2026-01-25' };
    expect(withdrawalRight(facts, defaultWithdrawalTerms, '2026-02-01')).toEqual({ kind: 'open', lastDay: '2026-02-08' });
    expect(withdrawalRight(facts, { ...defaultWithdrawalTerms, periodDays: 30 }, '2026-02-01')).toEqual({ kind: 'open', lastDay: '2026-02-24' });
  });

  it('belongs to consumers only: a company policyholder (registry code) has none', () => {
    expect(withdrawalRight({ ...yearOfCover, policyholderCode: company }, defaultWithdrawalTerms, '2026-03-10')).toEqual({ kind: 'none', reason: 'notConsumer' });
  });

  it('does not apply to a contract shorter than one month; a whole month has it', () => {
    const shortCover = { ...yearOfCover, startDate: '2026-05-01', endDate: '2026-05-30' };
    expect(withdrawalRight(shortCover, defaultWithdrawalTerms, '2026-03-10')).toEqual({ kind: 'none', reason: 'shorterThanMonth' });
    const month = { ...yearOfCover, startDate: '2026-05-01', endDate: '2026-05-31' };
    expect(withdrawalRight(month, defaultWithdrawalTerms, '2026-03-10')).toEqual({ kind: 'open', lastDay: '2026-03-24' });
  });

  it('does not apply to a product the CMS excludes', () => {
    const terms = { ...defaultWithdrawalTerms, excludedProducts: ['traffic'] };
    expect(withdrawalRight({ ...yearOfCover, product: 'traffic' }, terms, '2026-03-10')).toEqual({ kind: 'none', reason: 'excludedProduct' });
    expect(withdrawalRight(yearOfCover, terms, '2026-03-10').kind).toBe('open');
  });
});
