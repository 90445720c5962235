import { isReferenceNumber, printedReference, referenceCheckDigit, referenceNumber } from './reference-number';

describe('Estonian reference number (7-3-1)', () => {
  it('computes the check digit of the standard\'s own example and of a bank guide\'s', () => {
    // Pangaliit's standard: base 12131295 → 121312952; a validator's guide quotes 1234561 (base 123456).
    expect(referenceCheckDigit('12131295')).toBe(2);
    expect(referenceNumber('123456')).toBe('1234561');
  });

  it('accepts references with a right check digit, also printed in four-digit groups', () => {
    expect(isReferenceNumber('121312952')).toBe(true);
    expect(isReferenceNumber('1213 1295 2')).toBe(true);
    expect(isReferenceNumber('1234561')).toBe(true);
  });

  it('refuses a wrong check digit, letters, and lengths outside 2…20', () => {
    expect(isReferenceNumber('121312953')).toBe(false);
    expect(isReferenceNumber('12A4561')).toBe(false);
    expect(isReferenceNumber('1')).toBe(false);
    expect(isReferenceNumber('123456789012345678901')).toBe(false);
  });

  it('weighs from the right and gives 0 when the sum is already a multiple of ten', () => {
    // 5·7 = 35 → 5; 7·7 + 3·3 = 58 → 2; 7·7 + 3·3 + 2·1 = 60 → 0
    expect(referenceCheckDigit('5')).toBe(5);
    expect(referenceCheckDigit('37')).toBe(2);
    expect(referenceCheckDigit('237')).toBe(0);
  });

  it('prints a reference in four-digit groups from the left', () => {
    expect(printedReference('121312952')).toBe('1213 1295 2');
  });
});
