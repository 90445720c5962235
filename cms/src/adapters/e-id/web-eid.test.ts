import { constants, createHash, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'crypto';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { answerOcspRequest, decodeOcspRequest, ocspErrorResponse } from '../e-id-sandbox/ocsp-responder';
import { sandboxIdentity } from '../e-id-sandbox/sandbox-identities';
import { createWebEidSandbox, sandboxRevokedSerials, sandboxWebEidToken } from '../e-id-sandbox/web-eid-sandbox';
import { HttpOcspChecker, type OcspChecker } from './ocsp-client';
import { decodeDer } from './der-decode';
import { readOid, readSmallInteger, readTime } from './der-values';
import { der } from './der-encode';
import { certificateFields } from './certificate-fields';
import { ca, caKey, clientAuth, extendedKeyUsage, extension, keyUsage, makeCertificate, nameOf, ocspUrl } from './test-certificates.test.helpers';
import { certIdFor, decodeCertId, decodeOcspResponse, encodeCertId, encodeOcspRequest, serialHex } from './ocsp-messages';
import { createChallengeNonce, validateWebEidToken, type WebEidAlgorithm, type WebEidAuthToken } from './web-eid-validator';

const origin = 'https://kindlustus.ee';
const trusted = [ca];
const demo = sandboxIdentity('30303039914')!;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

async function sandboxServer(options: Parameters<typeof createWebEidSandbox>[0] = {}) {
  const handle = createWebEidSandbox(options);
  return listen((req, res) => void handle(req, res));
}

const person = { C: 'EE', CN: 'TESTNUMBER,CARD,PNOEE-38001085718', SN: 'TESTNUMBER', GN: 'CARD', serialNumber: 'PNOEE-38001085718' };

/** Plays the extension with any key: signs hash(origin) ‖ hash(nonce) as the algorithm says. */
function tokenFor(certificate: X509Certificate, key: KeyObject, nonce: string, algorithm: WebEidAlgorithm = 'ES256', forOrigin = origin): WebEidAuthToken {
  const digest = { '256': 'sha256', '384': 'sha384', '512': 'sha512' }[algorithm.slice(2)]!;
  const data = Buffer.concat([createHash(digest).update(forOrigin).digest(), createHash(digest).update(nonce).digest()]);
  const signature = algorithm.startsWith('ES')
    ? sign(digest, data, { key, dsaEncoding: 'ieee-p1363' })
    : algorithm.startsWith('PS')
      ? sign(digest, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: createHash(digest).digest().length })
      : sign(digest, data, { key, padding: constants.RSA_PKCS1_PADDING });
  return {
    unverifiedCertificate: certificate.raw.toString('base64'),
    algorithm,
    signature: signature.toString('base64'),
    format: 'web-eid:1.0',
    appVersion: 'https://web-eid.eu/web-eid-app/releases/2.5.0',
  };
}

describe('DER and OCSP messages', () => {
  it('encode and decode a CertID (SHA-1 hashes of the issuer name and key, the serial as encoded)', () => {
    const id = certIdFor(demo.certificate, ca);
    const encoded = encodeCertId(id);
    expect(decodeCertId(encoded)).toEqual(id);
    const node = decodeDer(encoded);
    expect(readOid(node.child(0).child(0))).toBe('1.3.14.3.2.26');
    expect(node.child(0).child(1).raw).toEqual(Buffer.from([0x05, 0x00]));
    // openssl put SHA-1 of the CA's public key in its subject key identifier when it made ca.pem.
    expect(id.issuerKeyHash.toString('hex').toUpperCase()).toBe('095441B89087A2079BA2273A87899F340748822E');
    expect(id.issuerNameHash).toEqual(createHash('sha1').update(certificateFields(ca.raw).subject.raw).digest());
    expect(serialHex(id.serialNumber)).toBe(demo.certificate.serialNumber);

    const highBit = { ...id, hashAlgorithm: 'sha256' as const, issuerNameHash: Buffer.alloc(32, 1), issuerKeyHash: Buffer.alloc(32, 2), serialNumber: Buffer.from([0x00, 0x80]) };
    expect(decodeCertId(encodeCertId(highBit))).toEqual(highBit);
  });

  it('write and read DER values (vectors from X.690)', () => {
    expect(der.oid('1.2.840.113549.1.1.11').toString('hex')).toBe('06092a864886f70d01010b');
    expect(readOid(decodeDer(der.oid('2.999.3')))).toBe('2.999.3');
    expect(der.integer(128).toString('hex')).toBe('02020080');
    expect(der.integer(0).toString('hex')).toBe('020100');
    expect(readSmallInteger(decodeDer(der.integer(65_537)))).toBe(65_537);
    expect(der.octetString(Buffer.alloc(200)).subarray(0, 3).toString('hex')).toBe('0481c8');
    expect(der.octetString(Buffer.alloc(300)).subarray(0, 4).toString('hex')).toBe('0482012c');
    expect(der.generalizedTime(new Date('2026-11-21T12:00:05.250Z')).toString('latin1').slice(2)).toBe('20261121120005Z');
    expect(readTime(decodeDer(der.utcTime(new Date('2036-01-02T03:04:05Z'))))).toEqual(new Date('2036-01-02T03:04:05Z'));
    expect(() => decodeDer(Buffer.from('3080', 'hex'))).toThrow(/indefinite/);
    expect(() => decodeDer(Buffer.from('040500', 'hex'))).toThrow(/beyond/);
    expect(() => decodeDer(Buffer.from('05000500', 'hex'))).toThrow(/trailing/);
  });

  it('carry the certificates and the nonce of a request', () => {
    const ids = [certIdFor(demo.certificate, ca), certIdFor(sandboxIdentity('40504040001')!.certificate, ca, 'sha256')];
    const nonce = randomBytes(32);
    expect(decodeOcspRequest(encodeOcspRequest(ids, nonce))).toEqual({ certIds: ids, nonce });
    expect(decodeOcspRequest(encodeOcspRequest(ids))).toEqual({ certIds: ids });
  });
});

describe('Web eID authentication token validation', () => {
  let sandbox: { server: Server; base: string };
  let ocsp: OcspChecker;
  const extra: Server[] = [];

  beforeAll(async () => {
    sandbox = await sandboxServer();
    ocsp = new HttpOcspChecker({ url: `${sandbox.base}/ocsp` });
  });
  afterAll(async () => {
    await Promise.all([sandbox.server, ...extra].map(close));
  });

  async function fromSandboxExtension(personalCode: string, challengeNonce: string, forOrigin = origin): Promise<Response> {
    return fetch(`${sandbox.base}/web-eid/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personalCode, challengeNonce, origin: forOrigin }),
    });
  }

  async function sandboxToken(personalCode = '30303039914', nonce = createChallengeNonce()): Promise<{ token: WebEidAuthToken; nonce: string }> {
    const response = await fromSandboxExtension(personalCode, nonce);
    expect(response.status).toBe(200);
    return { token: (await response.json()) as WebEidAuthToken, nonce };
  }

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

  it('gives ocspUnavailable when the responder is down or does not answer in time', async () => {
    const gone = await listen(() => undefined);
    await close(gone.server);
    const hanging = await listen(() => undefined);
    extra.push(hanging.server);
    const { token, nonce } = await sandboxToken();
    for (const checker of [new HttpOcspChecker({ url: `${gone.base}/ocsp` }), new HttpOcspChecker({ url: `${hanging.base}/ocsp`, timeoutMs: 200 })]) {
      expect(await validateWebEidToken(token, { expectedNonce: nonce, origin, trustedCertificates: trusted, ocsp: checker })).toEqual({ ok: false, problem: 'ocspUnavailable' });
    }
  });

  it('refuses an OCSP response signed by a stranger key', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const forged = await sandboxServer({ ocspSigner: { key: stranger.privateKey } });
    extra.push(forged.server);
    const checker = new HttpOcspChecker({ url: `${forged.base}/ocsp` });
    await expect(checker.check(demo.certificate, ca)).rejects.toThrow(/bad response signature/);
    const { token, nonce } = await sandboxToken();
    expect(await validateWebEidToken(token, { expectedNonce: nonce, origin, trustedCertificates: trusted, ocsp: checker })).toEqual({ ok: false, problem: 'ocspUnavailable' });

    // Nor does a responder certificate of its own help it.
    const selfMade = makeCertificate({
      subject: { C: 'EE', CN: 'Stranger OCSP' },
      publicKey: stranger.publicKey,
      issuerName: nameOf({ C: 'EE', CN: 'Stranger OCSP' }),
      signingKey: stranger.privateKey,
      extensions: [extendedKeyUsage('1.3.6.1.5.5.7.3.9')],
    });
    const withCertificate = await sandboxServer({ ocspSigner: { key: stranger.privateKey, certificate: selfMade } });
    extra.push(withCertificate.server);
    await expect(new HttpOcspChecker({ url: `${withCertificate.base}/ocsp` }).check(demo.certificate, ca)).rejects.toThrow(/not issued by the CA/);
  });

  it('accepts a responder the CA authorized for OCSP signing, and no other', async () => {
    const responderKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const authorized = makeCertificate({ subject: { C: 'EE', CN: 'Sandbox OCSP responder' }, publicKey: responderKeys.publicKey, extensions: [extendedKeyUsage('1.3.6.1.5.5.7.3.9')] });
    const delegated = await sandboxServer({ ocspSigner: { key: responderKeys.privateKey, certificate: authorized } });
    extra.push(delegated.server);
    expect(await new HttpOcspChecker({ url: `${delegated.base}/ocsp` }).check(demo.certificate, ca)).toBe('good');

    const notForOcsp = makeCertificate({ subject: { C: 'EE', CN: 'Sandbox TLS server' }, publicKey: responderKeys.publicKey, extensions: [extendedKeyUsage('1.3.6.1.5.5.7.3.1')] });
    const misused = await sandboxServer({ ocspSigner: { key: responderKeys.privateKey, certificate: notForOcsp } });
    extra.push(misused.server);
    await expect(new HttpOcspChecker({ url: `${misused.base}/ocsp` }).check(demo.certificate, ca)).rejects.toThrow(/not for OCSP signing/);
  });

  it('refuses replayed, stale and unsuccessful OCSP responses', async () => {
    const certId = certIdFor(demo.certificate, ca);
    const responder = { issuer: ca, signer: { key: caKey }, statusOf: () => 'good' as const };
    const replayed = answerOcspRequest(encodeOcspRequest([certId], randomBytes(32)), responder);
    const answering = (body: Buffer) => (async () => new Response(new Uint8Array(body), { headers: { 'content-type': 'application/ocsp-response' } })) as typeof fetch;
    await expect(new HttpOcspChecker({ url: 'http://ocsp.invalid', fetch: answering(replayed) }).check(demo.certificate, ca)).rejects.toThrow(/nonce/);
    expect(await new HttpOcspChecker({ url: 'http://ocsp.invalid', fetch: answering(replayed), nonce: false }).check(demo.certificate, ca)).toBe('good');

    const old = await sandboxServer({ now: () => new Date(Date.now() - 3 * 60 * 60_000) });
    extra.push(old.server);
    await expect(new HttpOcspChecker({ url: `${old.base}/ocsp` }).check(demo.certificate, ca)).rejects.toThrow(/too old/);

    const aboutAnother = answerOcspRequest(encodeOcspRequest([certIdFor(sandboxIdentity('40504040001')!.certificate, ca)]), responder);
    await expect(new HttpOcspChecker({ url: 'http://ocsp.invalid', fetch: answering(aboutAnother), nonce: false }).check(demo.certificate, ca)).rejects.toThrow(/no response about/);

    await expect(new HttpOcspChecker({ url: 'http://ocsp.invalid', fetch: answering(ocspErrorResponse('tryLater')) }).check(demo.certificate, ca)).rejects.toThrow(/tryLater/);
  });

  it('answers unknown for certificates the sandbox CA did not issue, also over GET', async () => {
    const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const notIssued = makeCertificate({ subject: person, publicKey: keys.publicKey, extensions: [keyUsage(0x80)] });
    expect(await ocsp.check(notIssued, ca)).toBe('unknown');
    // A CertID naming another issuer; the checker itself would also refuse the CA's signature for it.
    const otherIssuer = sandboxIdentity('40504040001')!.certificate;
    await expect(ocsp.check(demo.certificate, otherIssuer)).rejects.toThrow(/not from the CA/);

    const request = encodeOcspRequest([certIdFor(demo.certificate, ca), certIdFor(demo.certificate, otherIssuer)]);
    const response = await fetch(`${sandbox.base}/ocsp/${encodeURIComponent(request.toString('base64'))}`);
    expect(response.headers.get('content-type')).toBe('application/ocsp-response');
    const decoded = decodeOcspResponse(Buffer.from(await response.arrayBuffer()));
    expect(decoded.status === 'successful' && decoded.basic.responses.map((single) => single.status)).toEqual(['good', 'unknown']);
    const token = tokenFor(notIssued, keys.privateKey, 'n'.repeat(44));
    expect(await validateWebEidToken(token, { expectedNonce: 'n'.repeat(44), origin, trustedCertificates: trusted, ocsp })).toEqual({ ok: false, problem: 'revokedCertificate' });
  });

  it("asks the responder named in the certificate's Authority Information Access when none is configured", async () => {
    const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const withUrl = makeCertificate({ subject: person, publicKey: keys.publicKey, extensions: [ocspUrl(`${sandbox.base}/ocsp`)] });
    expect(await new HttpOcspChecker().check(withUrl, ca)).toBe('unknown');
    await expect(new HttpOcspChecker().check(demo.certificate, ca)).rejects.toThrow(/no responder URL/);
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
