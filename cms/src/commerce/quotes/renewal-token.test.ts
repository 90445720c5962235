import { renewalTokens } from './renewal-token';

describe('renewalTokens', () => {
  const tokens = renewalTokens('secret-one');
  const sentAt = new Date('2025-03-01T10:00:00Z');
  const expiresAt = new Date('2025-04-30T10:00:00Z');

  it('reads back the policy id it signed while the link is valid', () => {
    expect(tokens.read(tokens.issue('Abc_123-xyz', expiresAt), sentAt)).toEqual({ policyId: 'Abc_123-xyz', expired: false });
    expect(tokens.read(tokens.issue('Abc_123-xyz', expiresAt), new Date(expiresAt.getTime() - 1000))).toEqual({ policyId: 'Abc_123-xyz', expired: false });
  });

  it('says the link expired from its expiry on', () => {
    const token = tokens.issue('policy-a', expiresAt);
    expect(tokens.read(token, expiresAt)).toEqual({ policyId: 'policy-a', expired: true });
    expect(tokens.read(token, new Date('2026-01-01T00:00:00Z'))).toEqual({ policyId: 'policy-a', expired: true });
  });

  it('refuses a token whose expiry was moved', () => {
    const [policyId, , signature] = tokens.issue('policy-a', expiresAt).split('.');
    const later = Math.floor(new Date('2030-01-01T00:00:00Z').getTime() / 1000).toString(36);
    expect(tokens.read(`${policyId}.${later}.${signature}`, sentAt)).toBeNull();
  });

  it('refuses a token for another policy, from another secret, without an expiry, or malformed', () => {
    const [, expires, signature] = tokens.issue('policy-a', expiresAt).split('.');
    expect(tokens.read(`policy-b.${expires}.${signature}`, sentAt)).toBeNull();
    expect(tokens.read(renewalTokens('secret-two').issue('policy-a', expiresAt), sentAt)).toBeNull();
    expect(tokens.read(`policy-a.${signature}`, sentAt)).toBeNull();
    for (const bad of [undefined, 42, '', 'policy-a', 'policy-a.', `${tokens.issue('policy-a', expiresAt)}.x`]) expect(tokens.read(bad, sentAt)).toBeNull();
  });
});
