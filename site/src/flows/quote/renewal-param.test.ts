import { renewalTokenIn, withoutRenewalToken } from './renewal-param';

describe('renewal links', () => {
  it('reads the token from the address and leaves the rest of the address alone when removing it', () => {
    expect(renewalTokenIn('?renew=abc.def&x=1')).toBe('abc.def');
    expect(renewalTokenIn('?x=1')).toBeNull();
    expect(renewalTokenIn('?renew=')).toBeNull();
    expect(withoutRenewalToken('https://tarkus.ee/en/liikluskindlustus-dev/?renew=abc.def&x=1#top')).toBe('/en/liikluskindlustus-dev/?x=1#top');
    expect(withoutRenewalToken('https://tarkus.ee/liikluskindlustus-dev/?renew=abc')).toBe('/liikluskindlustus-dev/');
  });
});
