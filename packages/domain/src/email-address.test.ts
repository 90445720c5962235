import { emailAddressProblem } from './email-address';

describe('emailAddressProblem', () => {
  it('takes an address with spaces around it', () => {
    expect(emailAddressProblem('  mari.maasikas@example.ee ')).toBeNull();
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['mari@', 'invalidEmail'],
    ['mari.example.ee', 'invalidEmail'],
    [`${'a'.repeat(250)}@example.ee`, 'tooLong'],
  ])('refuses %p with %s', (value, code) => {
    expect(emailAddressProblem(value)).toBe(code);
  });
});
