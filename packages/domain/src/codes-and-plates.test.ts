import { estonianCheckDigit } from './check-digit';
import { parsePlate, normalizePlate } from './licence-plate';
import { ageOn, isPersonalCode, isRegistryCode, parsePersonalCode } from './personal-code';

const demoCodes = ['30303039914', '40504040001', '30403039917', '30403039972', '30403039983', '61101012257', '60001019906'];

describe('Estonian personal codes', () => {
  it.each(demoCodes)('accepts the public demo code %s', (code) => {
    expect(isPersonalCode(code)).toBe(true);
  });

  it.each(demoCodes)('refuses %s with any other check digit', (code) => {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (String(digit) === code[10]) continue;
      expect(isPersonalCode(code.slice(0, 10) + digit)).toBe(false);
    }
  });

  it('reads birth date and sex, century by the first digit', () => {
    expect(parsePersonalCode('30303039914')).toEqual({ code: '30303039914', birthDate: '1903-03-03', sex: 'male' });
    expect(parsePersonalCode('61101012257')).toMatchObject({ birthDate: '2011-01-01', sex: 'female' });
    expect(parsePersonalCode(' 40504040001 ')).toMatchObject({ birthDate: '1905-04-04', sex: 'female' });
  });

  it('refuses impossible dates, wrong lengths, other characters and century digits', () => {
    const withCheck = (ten: string) => ten + estonianCheckDigit(ten);
    expect(isPersonalCode(withCheck('3030230991'))).toBe(false); // 30 February
    expect(isPersonalCode(withCheck('6010229000'))).toBe(false); // 2001 is no leap year
    expect(isPersonalCode(withCheck('6000229000'))).toBe(true); // 2000 is
    expect(isPersonalCode(withCheck('3001301000'))).toBe(false); // month 13
    expect(isPersonalCode(withCheck('9030303991'))).toBe(false);
    expect(isPersonalCode(withCheck('0030303991'))).toBe(false);
    expect(isPersonalCode('3030303991')).toBe(false);
    expect(isPersonalCode('303030399144')).toBe(false);
    expect(isPersonalCode('3030303991A')).toBe(false);
    expect(isPersonalCode('')).toBe(false);
  });

  it('counts full years of age', () => {
    expect(ageOn('2011-01-01', '2026-11-21')).toBe(15);
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
  });
});

describe('registry codes', () => {
  it('accepts real company codes and refuses their neighbours', () => {
    for (const code of ['10060701', '10539549']) {
      expect(isRegistryCode(code)).toBe(true);
      expect(isRegistryCode(code.slice(0, 7) + ((Number(code[7]) + 1) % 10))).toBe(false);
    }
    expect(isRegistryCode('1006070')).toBe(false);
    expect(isRegistryCode('01006070')).toBe(false);
    expect(isRegistryCode('30303039914')).toBe(false);
  });
});

describe('licence plates', () => {
  it('normalises by upper-casing and removing spaces', () => {
    expect(normalizePlate(' 123 abc ')).toBe('123ABC');
    expect(normalizePlate('proov-1234')).toBe('PROOV1234');
  });

  it.each([
    ['123 ABC', 'normal', '123 ABC'],
    ['12abc', 'small', '12 ABC'],
    ['PROOV 1234', 'dealer', 'PROOV 1234'],
    ['CD 1234', 'diplomatic', 'CD 1234'],
    ['at1234', 'diplomatic', 'AT 1234'],
    ['CMD 123', 'diplomatic', 'CMD 123'],
    ['TARKUS1', 'custom', 'TARKUS1'],
    ['7ELEVEN', 'custom', '7ELEVEN'],
  ])('reads %s as a %s plate', (input, kind, display) => {
    expect(parsePlate(input)).toMatchObject({ kind, display });
  });

  it.each(['', 'ABCDEF', '123456', 'AB12CD', 'TOOLONGPLATE1', 'ÄÖ123', '12-AB-34', '1A2B'])('refuses %p', (input) => {
    expect(parsePlate(input)).toBeNull();
  });
});
