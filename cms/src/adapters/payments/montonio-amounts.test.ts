import { centsToEuros, eurosToCents } from './montonio-client';

describe('euro amounts on the wire', () => {
  it.each([
    [1999, 19.99, '19.99'],
    [10, 0.1, '0.1'],
    [123456789, 1234567.89, '1234567.89'],
    [29, 0.29, '0.29'],
  ])('%i cents are %s euros and back', (cents, euros, json) => {
    expect(centsToEuros(cents)).toBe(euros);
    expect(JSON.stringify(centsToEuros(cents))).toBe(json);
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('gives back every amount exactly, written with at most two decimals', () => {
    const amounts: number[] = [];
    for (let cents = 0; cents <= 200_000; cents += 1) amounts.push(cents);
    for (let cents = 200_000; cents <= 10_000_000_000; cents += 99_991) amounts.push(cents);
    const wrong = amounts.filter((cents) => eurosToCents(centsToEuros(cents)) !== cents || !/^\d+(\.\d\d?)?$/.test(JSON.stringify(centsToEuros(cents))));
    expect(wrong).toEqual([]);
  });

  it('refuses what is not a whole number of cents or not a number', () => {
    expect(() => centsToEuros(19.5)).toThrow(RangeError);
    expect(eurosToCents('19.99')).toBeNull();
    expect(eurosToCents(Number.NaN)).toBeNull();
  });
});
