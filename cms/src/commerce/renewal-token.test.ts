import { renewalTokens } from './renewal-token';

describe('renewalTokens', () => {
  const tokens = renewalTokens('secret-one');

  it('reads back the policy id it signed', () => {
    expect(tokens.read(tokens.issue('Abc_123-xyz'))).toBe('Abc_123-xyz');
  });

  it('refuses a token for another policy, from another secret, or malformed', () => {
    const [, signature] = tokens.issue('policy-a').split('.');
    expect(tokens.read(`policy-b.${signature}`)).toBeNull();
    expect(tokens.read(renewalTokens('secret-two').issue('policy-a'))).toBeNull();
    for (const bad of [undefined, 42, '', 'policy-a', 'policy-a.', `${tokens.issue('policy-a')}.x`]) expect(tokens.read(bad)).toBeNull();
  });
});
