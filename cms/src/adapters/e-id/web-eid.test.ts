import { createHash, generateKeyPairSync, sign } from 'crypto';
import type { Server } from 'http';
import { sandboxIdentity } from '../e-id-sandbox/sandbox-identities';
import { sandboxRevokedSerials, sandboxWebEidToken } from '../e-id-sandbox/web-eid-sandbox';
import type { OcspChecker } from './ocsp-client';
import { clientAuth, extendedKeyUsage, keyUsage, makeCertificate } from './test-certificates.test.helpers';
import { createChallengeNonce, validateWebEidToken, type WebEidAuthToken } from './web-eid-validator';
import { demo, origin, person, tokenFor, trusted, useWebEidSandbox } from './web-eid.test.helpers';

describe('Web eID authentication token validation', () => {
  const { fromSandboxExtension, sandboxToken, started } = useWebEidSandbox();
  let sandbox: { server: Server; base: string };
  let ocsp: OcspChecker;
  beforeAll(() => ({ sandbox, ocsp } = started()));

  it('issues challenge nonces of 32 random bytes', () => {
    const nonce = createChallengeNonce();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(32);
    expect(nonce).toHaveLength(44);
    expect(createChallengeNonce()).not.toBe(nonce);
  });

  it('logs the demo ID card in with a token from the sandbox extension, checked with the sandbox OCSP responder', async () => {
    const { token, nonce } = await sandboxToken();
    expect(token).toMatchObject({ algorithm: 'ES256', format: 'web-eid:1.0' });
    expect(Buffer.from(token.signature, 'base64')).toHaveLength(64);
    expect(await validateWebEidToken(token, { expectedNonce: nonce, origin, trustedCertificates: trusted, ocsp })).toEqual({
      ok: true,
      identity: { semanticsIdentifier: 'PNOEE-30303039914', personalCode: '30303039914', country: 'EE', givenName: 'OK', surname: 'TESTNUMBER' },
    });
  });

  it('answers 404 for a code without a sandbox identity, 400 for a bad request', async () => {
    expect((await fromSandboxExtension('39912319997', createChallengeNonce())).status).toBe(404);
    expect(sandboxWebEidToken('39912319997', 'x', origin)).toBeNull();
    const bad = await fetch(`${sandbox.base}/web-eid/authenticate`, { method: 'POST', body: JSON.stringify({ personalCode: '30303039914' }) });
    expect(bad.status).toBe(400);
  });

  it('accepts the format versions web-eid:1 and web-eid:1.x and an origin with a trailing slash', async () => {
    const { token, nonce } = await sandboxToken();
    for (const format of ['web-eid:1', 'web-eid:1.1']) {
      expect(await validateWebEidToken({ ...token, format }, { expectedNonce: nonce, origin: `${origin}/`, trustedCertificates: trusted })).toMatchObject({ ok: true });
    }
  });

  it.each([
    ['a token for another nonce', async (token: WebEidAuthToken) => token, { expectedNonce: createChallengeNonce() }, 'badSignature'],
    ['a token for another origin', async (token: WebEidAuthToken) => token, { origin: 'https://kindlustus.example' }, 'badSignature'],
    [
      'a tampered signature',
      async (token: WebEidAuthToken) => {
        const signature = Buffer.from(token.signature, 'base64');
        signature.writeUInt8(signature.readUInt8(10) ^ 0x01, 10);
        return { ...token, signature: signature.toString('base64') };
      },
      {},
      'badSignature',
    ],
    [
      'an ECDSA signature in DER instead of r ‖ s',
      async (token: WebEidAuthToken, nonce: string) => {
        const data = Buffer.concat([createHash('sha256').update(origin).digest(), createHash('sha256').update(nonce).digest()]);
        return { ...token, signature: sign('sha256', data, demo.key).toString('base64') };
      },
      {},
      'badSignature',
    ],
    ['an unknown format', async (token: WebEidAuthToken) => ({ ...token, format: 'web-eid:2.0' }), {}, 'unsupportedFormat'],
    ['an unsupported algorithm', async (token: WebEidAuthToken) => ({ ...token, algorithm: 'HS256' }), {}, 'unsupportedAlgorithm'],
    ['RSA for an EC key', async (token: WebEidAuthToken) => ({ ...token, algorithm: 'RS256' }), {}, 'badSignature'],
    ['a token without a certificate', async ({ unverifiedCertificate: _, ...token }: WebEidAuthToken) => token, {}, 'malformedToken'],
    ['a certificate that is not DER', async (token: WebEidAuthToken) => ({ ...token, unverifiedCertificate: 'AAAA' }), {}, 'malformedToken'],
    ['a signature that is not base64', async (token: WebEidAuthToken) => ({ ...token, signature: 'not base64!' }), {}, 'malformedToken'],
    ['not an object', async () => 'token', {}, 'malformedToken'],
    ['a certificate of an untrusted CA', async (token: WebEidAuthToken) => token, { trustedCertificates: [sandboxIdentity('40504040001')!.certificate] }, 'untrustedCertificate'],
    ['an expired certificate', async (token: WebEidAuthToken) => token, { now: new Date(new Date(demo.certificate.validTo).getTime() + 86_400_000) }, 'expiredCertificate'],
  ] as const)('refuses %s', async (_, change, options, problem) => {
    const { token, nonce } = await sandboxToken();
    const changed = await change(token, nonce);
    expect(await validateWebEidToken(changed, { expectedNonce: nonce, origin, trustedCertificates: trusted, ocsp, ...options })).toEqual({ ok: false, problem });
  });

  it('refuses the revoked sandbox identity', async () => {
    const revoked = sandboxIdentity('38001085718')!;
    expect(sandboxRevokedSerials).toContain(revoked.certificate.serialNumber);
    expect(revoked.certificate.subject).toContain('GN=REVOKED');
    const { token, nonce } = await sandboxToken('38001085718');
    expect(await validateWebEidToken(token, { expectedNonce: nonce, origin, trustedCertificates: trusted, ocsp })).toEqual({ ok: false, problem: 'revokedCertificate' });
    // Without a revocation check the certificate is otherwise fine.
    expect(await validateWebEidToken(token, { expectedNonce: nonce, origin, trustedCertificates: trusted })).toMatchObject({ ok: true, identity: { personalCode: '38001085718' } });
  });

  it('checks that the certificate is for authentication', async () => {
    const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const nonce = createChallengeNonce();
    const check = (extensions: Buffer[]) =>
      validateWebEidToken(tokenFor(makeCertificate({ subject: person, publicKey: keys.publicKey, extensions }), keys.privateKey, nonce), { expectedNonce: nonce, origin, trustedCertificates: trusted });
    const identity = { semanticsIdentifier: 'PNOEE-38001085718', personalCode: '38001085718', country: 'EE', givenName: 'CARD', surname: 'TESTNUMBER' };
    expect(await check([extendedKeyUsage(clientAuth, '1.3.6.1.5.5.7.3.4'), keyUsage(0x80)])).toEqual({ ok: true, identity });
    expect(await check([extendedKeyUsage('1.3.6.1.5.5.7.3.4')])).toEqual({ ok: false, problem: 'notAuthenticationCertificate' });
    expect(await check([keyUsage(0x40)])).toEqual({ ok: false, problem: 'notAuthenticationCertificate' });
    // Without a key usage nothing says what the key is for: not taken for a login.
    expect(await check([])).toEqual({ ok: false, problem: 'notAuthenticationCertificate' });
    expect(await check([extendedKeyUsage(clientAuth)])).toEqual({ ok: false, problem: 'notAuthenticationCertificate' });
  });

  it('verifies RSA (PS256, RS256) and ECDSA P-384 (ES384) tokens, and needs a personal code', async () => {
    const nonce = createChallengeNonce();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsaCertificate = makeCertificate({ subject: person, publicKey: rsa.publicKey, extensions: [keyUsage(0x80)] });
    for (const algorithm of ['PS256', 'RS256', 'PS512'] as const) {
      expect(await validateWebEidToken(tokenFor(rsaCertificate, rsa.privateKey, nonce, algorithm), { expectedNonce: nonce, origin, trustedCertificates: trusted })).toMatchObject({ ok: true });
    }
    const pkcs1 = tokenFor(rsaCertificate, rsa.privateKey, nonce, 'RS256');
    expect(await validateWebEidToken({ ...pkcs1, algorithm: 'PS256' }, { expectedNonce: nonce, origin, trustedCertificates: trusted })).toEqual({ ok: false, problem: 'badSignature' });

    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    const p384Certificate = makeCertificate({ subject: person, publicKey: p384.publicKey, extensions: [keyUsage(0x80)] });
    expect(await validateWebEidToken(tokenFor(p384Certificate, p384.privateKey, nonce, 'ES384'), { expectedNonce: nonce, origin, trustedCertificates: trusted })).toMatchObject({ ok: true });

    const nobody = makeCertificate({ subject: { C: 'EE', CN: 'Nobody' }, publicKey: p384.publicKey, extensions: [keyUsage(0x80)] });
    expect(await validateWebEidToken(tokenFor(nobody, p384.privateKey, nonce, 'ES384'), { expectedNonce: nonce, origin, trustedCertificates: trusted })).toEqual({ ok: false, problem: 'noPersonalCode' });
  });
});
