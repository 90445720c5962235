import { X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import path from 'path';
import { loginOutcomeCode } from '../login-outcomes';
import { checkIdentityCertificate } from '../identity-certificate';
import { ocspUrlFromCertificate } from '../ocsp-client';
import { smartIdAuthenticationCertificateProblem } from '../smart-id-certificate-purpose';
import { SmartIdV3Client } from '../smart-id-v3-client';

/*
 * What Smart-ID answers, checked with SK ID Solutions' own material, copied into sk-reference/:
 * - auth-cert-40504040001.pem.crt, sign-cert-40504040001.pem.crt, TEST_SK_ROOT_G1_2021E.pem.crt:
 *   SK-EID/smart-id-java-client src/test/resources/test-certs/ (the demo person 40504040001, OK TESTNUMBER);
 * - TEST_of_SK_ID_Solutions_EID-Q_2024E.pem.crt: SK-EID/smart-id-java-client src/test/resources/trusted_certificates/;
 * - session-status-successful-authentication.json: SK-EID/smart-id-java-client src/test/resources/responses/ (the
 *   certificate there is the same demo authentication certificate).
 * The demo certificates are valid from 2024-10-15 to 2027-10-15: the validation time is fixed inside that
 * period, as SK's tests fix theirs, so that the tests do not expire with the certificates.
 */
const reference = (file: string) => readFileSync(path.join(__dirname, 'sk-reference', file));
const certificate = (file: string) => new X509Certificate(reference(file));
const authentication = certificate('auth-cert-40504040001.pem.crt');
const signing = certificate('sign-cert-40504040001.pem.crt');
const intermediate = certificate('TEST_of_SK_ID_Solutions_EID-Q_2024E.pem.crt');
const root = certificate('TEST_SK_ROOT_G1_2021E.pem.crt');
const trusted = [intermediate, root];
const validationTime = new Date('2026-01-15T12:00:00Z');
const base64 = (cert: X509Certificate) => cert.raw.toString('base64');

describe('SK\'s demo Smart-ID certificates', () => {
  it('the authentication certificate chains through TEST of SK ID Solutions EID-Q 2024E to the test root and names 40504040001', () => {
    const checked = checkIdentityCertificate(base64(authentication), trusted, validationTime, smartIdAuthenticationCertificateProblem);
    expect(checked).toMatchObject({
      ok: true,
      identity: { semanticsIdentifier: 'PNOEE-40504040001', country: 'EE', personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER' },
    });
    // The CA OCSP is asked about: the intermediate, not the root.
    expect(checked.ok && checked.issuer.subject).toContain('CN=TEST of SK ID Solutions EID-Q 2024E');
  });

  it('the same person\'s signing certificate is refused for a login (smart-id-java-client: "Certificate is not a qualified Smart-ID authentication certificate")', () => {
    expect(checkIdentityCertificate(base64(signing), trusted, validationTime, smartIdAuthenticationCertificateProblem)).toMatchObject({ ok: false });
  });

  it('without the intermediate, or after the certificate expired, nothing is trusted', () => {
    expect(checkIdentityCertificate(base64(authentication), [root], validationTime)).toEqual({ ok: false, problem: 'untrustedCertificate' });
    expect(checkIdentityCertificate(base64(authentication), trusted, new Date('2027-10-16T00:00:00Z'))).toEqual({ ok: false, problem: 'expiredCertificate' });
  });

  it('names its OCSP responder in its AIA extension, where its status is asked (response_verification.html, step 4c iii)', () => {
    expect(ocspUrlFromCertificate(authentication)).toBe('http://aia.demo.sk.ee/eidq2024e');
  });
});

describe('SK\'s recorded session-status answers, read by the v3 client', () => {
  const clientAnswering = (body: string, ocspAsked: string[] = []) => new SmartIdV3Client({
    baseUrl: 'https://sid.demo.sk.ee/smart-id-rp', relyingPartyUUID: '00000000-0000-0000-0000-000000000000', relyingPartyName: 'DEMO',
    trustedCertificates: trusted, now: () => validationTime,
    fetch: (async () => new Response(body, { status: 200 })) as typeof fetch,
    ocsp: { check: async (cert) => { ocspAsked.push(cert.serialNumber); return 'good'; } },
  });
  const session = { sessionID: 'de305d54-75b4-431b-adb2-eb6b9e546015', rpChallenge: Buffer.alloc(64, 7).toString('base64'), interactions: 'W10=' };

  it('takes the successful answer apart, unknown fields and all, and stops at the signature: SK does not publish the rpChallenge it signed', async () => {
    const asked: string[] = [];
    const answer = await clientAnswering(reference('session-status-successful-authentication.json').toString('utf8'), asked).poll(session);
    expect(answer).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'badSignature' });
    // A signature that does not verify never reaches the revocation check.
    expect(asked).toEqual([]);
  });

  it('reads a refusal of the PIN interaction as the person\'s refusal (session-status-user-refused-display-text-and-pin.json)', async () => {
    // SK-EID/smart-id-java-client src/test/resources/responses/session-status-user-refused-display-text-and-pin.json, its unknown fields left out.
    const refused = JSON.stringify({ state: 'COMPLETE', result: { endResult: 'USER_REFUSED_INTERACTION', details: { interaction: 'displayTextAndPIN' } } });
    const answer = await clientAnswering(refused).poll(session);
    expect(answer).toEqual({ state: 'COMPLETE', endResult: 'USER_REFUSED_INTERACTION' });
    expect(loginOutcomeCode('USER_REFUSED_INTERACTION')).toBe('userRefused');
  });
});
