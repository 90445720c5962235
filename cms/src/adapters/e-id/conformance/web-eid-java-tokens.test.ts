import { X509Certificate } from 'crypto';
import { validateWebEidToken } from '../web-eid-validator';
import { javaChallengeNonce, javaOrigin, javaTokenWithWrongCertificate, javaValidToken, testOfEeGovCa2018, testOfEsteid2018 } from './web-eid-java-fixtures.test.helpers';

/**
 * Web eID's own validator's token tests, with its data and its fixed clock: web-eid/web-eid-authtoken-validation-java
 * src/test/java/eu/webeid/security/validator/AuthTokenCertificateTest.java mocks the date 2021-08-01 ("Ensure that the
 * certificates do not expire") and trusts TEST of ESTEID2018 alone (src/test/java/eu/webeid/security/testutil/AuthTokenValidators.java).
 * The expected outcomes are those tests' (our problem codes name them). Not carried over: its recorded OCSP responses
 * and responder certificates (src/test/resources/*.der, *.cer) are binary files the index holds no text of, and its
 * checks of policies and purpose before the chain (MISSING_KEY_USAGE_CERT is self-signed, WRONG_PURPOSE_CERT has an
 * altered EKU under the CA's signature): we check the chain first, so those end as untrustedCertificate here.
 */
const esteid2018 = new X509Certificate(Buffer.from(testOfEsteid2018, 'base64'));
const govCa2018 = new X509Certificate(Buffer.from(testOfEeGovCa2018, 'base64'));
const mockedDate = new Date('2021-08-01T00:00:00Z');
const options = { expectedNonce: javaChallengeNonce, origin: javaOrigin, trustedCertificates: [esteid2018], now: mockedDate };

describe('Web eID conformance: the tokens of web-eid-authtoken-validation-java', () => {
  it('the CA certificate is the one that issued the token certificate (its key identifier is the certificate\'s authority key identifier)', () => {
    // Both values as printed in the certificates: subjectKeyIdentifier of TEST of ESTEID2018, authorityKeyIdentifier of the token's.
    expect(esteid2018.subject).toContain('CN=TEST of ESTEID2018');
    expect(esteid2018.raw.toString('hex')).toContain('c0849929c44e9f3b0234f699e10a560008293e7b');
    expect(Buffer.from(javaValidToken.unverifiedCertificate, 'base64').toString('hex')).toContain('c0849929c44e9f3b0234f699e10a560008293e7b');
  });

  // AuthTokenSignatureTest.whenValidTokenAndNonce_thenValidationSucceeds: PNOEE-38001085718, EE, Jaak-Kristjan Jõeorg
  // (it title-cases the names; the certificate holds them in capitals).
  it('accepts VALID_AUTH_TOKEN with its nonce and origin, trusting the intermediate TEST of ESTEID2018 alone', async () => {
    expect(await validateWebEidToken(javaValidToken, options)).toEqual({
      ok: true,
      identity: { semanticsIdentifier: 'PNOEE-38001085718', personalCode: '38001085718', country: 'EE', givenName: 'JAAK-KRISTJAN', surname: 'JÕEORG' },
    });
  });

  it('also through the root TEST of EE-GovCA2018 configured beside it', async () => {
    expect(await validateWebEidToken(javaValidToken, { ...options, trustedCertificates: [govCa2018, esteid2018] })).toMatchObject({ ok: true });
  });

  // AuthTokenSignatureTest: whenValidTokenAndWrongChallengeNonce, whenValidTokenAndWrongOrigin, whenTokenWithWrongCert.
  it.each([
    ['another challenge nonce', javaValidToken, { expectedNonce: '12345678123456781234567812345678912356789124' }],
    ['another origin', javaValidToken, { origin: 'https://invalid.org' }],
    ['AUTH_TOKEN_WRONG_CERT', javaTokenWithWrongCertificate, {}],
  ] as const)('refuses the signature for %s', async (_, token, changed) => {
    expect(await validateWebEidToken(token, { ...options, ...changed })).toEqual({ ok: false, problem: 'badSignature' });
  });

  // AuthTokenCertificateTest: whenUserCertificateIsNotYetValid (2018-10-17), whenTrustedCACertificateIsNotYetValid
  // (2018-08-17), whenUserCertificateIsNoLongerValid (2026-10-19), whenTrustedCACertificateIsNoLongerValid (2033-10-19):
  // the person's certificate is checked first. We have one problem for "not yet" and "no longer" valid.
  it.each(['2018-10-17', '2018-08-17', '2026-10-19', '2033-10-19'])('refuses the token certificate on %s', async (day) => {
    expect(await validateWebEidToken(javaValidToken, { ...options, now: new Date(`${day}T00:00:00Z`) })).toEqual({ ok: false, problem: 'expiredCertificate' });
  });

  // AuthTokenCertificateTest.whenCertificateCaIsNotPartOfTrustChain trusts the live ESTEID2018.cer (not held by the
  // index); the test root TEST of EE-GovCA2018 alone did not issue the token certificate either.
  it('refuses the token when its CA is not configured', async () => {
    expect(await validateWebEidToken(javaValidToken, { ...options, trustedCertificates: [govCa2018] })).toEqual({ ok: false, problem: 'untrustedCertificate' });
  });
});
