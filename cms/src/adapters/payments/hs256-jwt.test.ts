import { signHs256Jwt, verifyHs256Jwt } from './hs256-jwt';

describe('HS256 tokens', () => {
  it('accept an expiry up to 30 seconds past, not more', () => {
    const token = signHs256Jwt({ exp: 1_000_000 }, 'key');
    expect(verifyHs256Jwt(token, 'key', new Date(1_000_029_000))).toEqual({ ok: true, payload: { exp: 1_000_000 } });
    expect(verifyHs256Jwt(token, 'key', new Date(1_000_031_000))).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuse another algorithm and a signature in another encoding', () => {
    const [, payload, signature] = signHs256Jwt({ a: 1 }, 'key').split('.');
    const hs512Header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    expect(verifyHs256Jwt(`${hs512Header}.${payload}.${signature}`, 'key')).toEqual({ ok: false, problem: 'unsupportedAlgorithm' });
    const [header] = signHs256Jwt({ a: 1 }, 'key').split('.');
    const base64Signature = Buffer.from(signature!, 'base64url').toString('base64');
    expect(verifyHs256Jwt(`${header}.${payload}.${base64Signature}`, 'key')).toEqual({ ok: false, problem: 'badSignature' });
    expect(verifyHs256Jwt(`${header}.${payload}`, 'key')).toEqual({ ok: false, problem: 'malformed' });
  });
});
