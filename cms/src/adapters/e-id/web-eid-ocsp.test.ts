import { generateKeyPairSync, randomBytes } from 'crypto';
import type { Server } from 'http';
import { answerOcspRequest, ocspErrorResponse } from '../e-id-sandbox/ocsp-responder';
import { sandboxIdentity } from '../e-id-sandbox/sandbox-identities';
import { HttpOcspChecker, type OcspChecker } from './ocsp-client';
import { ca, caKey, extendedKeyUsage, keyUsage, makeCertificate, nameOf, ocspUrl } from './test-certificates.test.helpers';
import { certIdFor, decodeOcspResponse, encodeOcspRequest } from './ocsp-messages';
import { validateWebEidToken } from './web-eid-validator';
import { demo, listen, close, origin, person, sandboxServer, tokenFor, trusted, useWebEidSandbox } from './web-eid.test.helpers';

describe('Web eID authentication token validation', () => {
  const { extra, sandboxToken, started } = useWebEidSandbox();
  let sandbox: { server: Server; base: string };
  let ocsp: OcspChecker;
  beforeAll(() => ({ sandbox, ocsp } = started()));

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

  it('accepts a designated responder configured with its certificate, which the CA did not issue; the AIA path still refuses it', async () => {
    // As Web eID's DesignatedOcspServiceConfiguration: a responder URL and its certificate, trusted as is.
    const otherCa = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const responderKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const designated = makeCertificate({
      subject: { C: 'EE', CN: 'TEST of SK OCSP RESPONDER 2020' },
      publicKey: responderKeys.publicKey,
      issuerName: nameOf({ C: 'EE', CN: 'TEST of EE Certification Centre Root CA' }),
      signingKey: otherCa.privateKey,
      extensions: [extendedKeyUsage('1.3.6.1.5.5.7.3.9')],
    });
    const responder = await sandboxServer({ ocspSigner: { key: responderKeys.privateKey, certificate: designated } });
    extra.push(responder.server);
    const url = `${responder.base}/ocsp`;

    await expect(new HttpOcspChecker({ url }).check(demo.certificate, ca)).rejects.toThrow(/not issued by the CA/);
    const checker = new HttpOcspChecker({ url, responderCertificate: designated });
    expect(await checker.check(demo.certificate, ca)).toBe('good');
    expect(await checker.check(sandboxIdentity('38001085718')!.certificate, ca)).toBe('revoked');
    const { token, nonce } = await sandboxToken();
    expect(await validateWebEidToken(token, { expectedNonce: nonce, origin, trustedCertificates: trusted, ocsp: checker })).toMatchObject({ ok: true, identity: { personalCode: '30303039914' } });

    // Configured, it is the only signer: not the CA itself, nor another key under its name, nor after it expired.
    await expect(new HttpOcspChecker({ url: `${sandbox.base}/ocsp`, responderCertificate: designated }).check(demo.certificate, ca)).rejects.toThrow(/not from the designated responder/);
    const impostor = await sandboxServer({ ocspSigner: { key: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey, certificate: designated } });
    extra.push(impostor.server);
    await expect(new HttpOcspChecker({ url: `${impostor.base}/ocsp`, responderCertificate: designated }).check(demo.certificate, ca)).rejects.toThrow(/bad response signature/);
    const later = new Date(new Date(designated.validTo).getTime() + 86_400_000);
    await expect(new HttpOcspChecker({ url, responderCertificate: designated, now: () => later, maxThisUpdateAgeMs: 1e12 }).check(demo.certificate, ca)).rejects.toThrow(/designated responder certificate is not valid now/);
    await expect(new HttpOcspChecker({ responderCertificate: designated }).check(demo.certificate, ca)).rejects.toThrow(/needs its URL/);
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
});
