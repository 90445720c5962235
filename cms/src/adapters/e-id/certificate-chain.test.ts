import { createHash, generateKeyPairSync, sign, type KeyObject, type X509Certificate } from 'crypto';
import { checkIdentityCertificate } from './identity-certificate';
import { certificateFields } from './certificate-fields';
import { basicConstraints, clientAuth, extendedKeyUsage, keyUsage, makeCa, makeCertificate } from './test-certificates.test.helpers';
import { createChallengeNonce, validateWebEidToken } from './web-eid-validator';

const day = 86_400_000;
const person = { C: 'EE', CN: 'TESTNUMBER,CHAIN,PNOEE-38001085718', SN: 'TESTNUMBER', GN: 'CHAIN', serialNumber: 'PNOEE-38001085718' };
const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

/** A person's authentication certificate signed by `issuer`. */
function leafOf(issuer: { certificate: X509Certificate; key: KeyObject }): X509Certificate {
  return makeCertificate({
    subject: person,
    publicKey: keys.publicKey,
    extensions: [keyUsage(0x80), extendedKeyUsage(clientAuth)],
    issuerName: certificateFields(issuer.certificate.raw).subject,
    signingKey: issuer.key,
  });
}

const check = (leaf: X509Certificate, configured: X509Certificate[]) => checkIdentityCertificate(leaf.raw.toString('base64'), configured);

describe('a certificate is trusted only through a chain of valid CAs to a configured CA', () => {
  const root = makeCa('Test Root');
  const intermediate = makeCa('Test Intermediate', { issuer: root });

  it('accepts a person whose CA chains through an intermediate to the root, both configured', () => {
    expect(check(leafOf(intermediate), [root.certificate, intermediate.certificate])).toMatchObject({ ok: true, identity: { country: 'EE', personalCode: '38001085718' } });
    // Order in the CA files does not matter; a second intermediate level is followed too.
    const second = makeCa('Test Issuing CA', { issuer: intermediate });
    expect(check(leafOf(second), [second.certificate, intermediate.certificate, root.certificate])).toMatchObject({ ok: true });
  });

  it('refuses a chain through an intermediate that has expired or is not valid yet', () => {
    const expired = makeCa('Expired Intermediate', { issuer: root, notBefore: new Date(Date.now() - 400 * day), notAfter: new Date(Date.now() - day) });
    expect(check(leafOf(expired), [root.certificate, expired.certificate])).toEqual({ ok: false, problem: 'untrustedCertificate' });
    const future = makeCa('Future Intermediate', { issuer: root, notBefore: new Date(Date.now() + day) });
    expect(check(leafOf(future), [root.certificate, future.certificate])).toEqual({ ok: false, problem: 'untrustedCertificate' });
  });

  it('refuses a certificate of a configured root that has expired', () => {
    const oldRoot = makeCa('Expired Root', { notBefore: new Date(Date.now() - 400 * day), notAfter: new Date(Date.now() - day) });
    expect(check(leafOf(oldRoot), [oldRoot.certificate])).toEqual({ ok: false, problem: 'untrustedCertificate' });
  });

  it('trusts a configured intermediate as a trust anchor, as Web eID configures ESTEID2018 and ESTEID2025 without their root', () => {
    expect(check(leafOf(intermediate), [intermediate.certificate])).toMatchObject({ ok: true, identity: { personalCode: '38001085718' } });
    // Its root is not asked about: neither configured, nor valid.
    const oldRoot = makeCa('Expired Root', { notBefore: new Date(Date.now() - 400 * day), notAfter: new Date(Date.now() - day) });
    const underOldRoot = makeCa('Intermediate Under Expired Root', { issuer: oldRoot });
    expect(check(leafOf(underOldRoot), [oldRoot.certificate, underOldRoot.certificate])).toMatchObject({ ok: true });
  });

  it('refuses a chain that does not end at a configured CA', () => {
    expect(check(leafOf(intermediate), [root.certificate])).toEqual({ ok: false, problem: 'untrustedCertificate' });
    const otherRoot = makeCa('Other Root');
    expect(check(leafOf(intermediate), [otherRoot.certificate])).toEqual({ ok: false, problem: 'untrustedCertificate' });
  });

  it('refuses a certificate "issued" by a certificate that is not a CA, even a configured one', () => {
    const notCa = makeCa('Not A CA', { issuer: root, isCa: false });
    expect(check(leafOf(notCa), [root.certificate, notCa.certificate])).toEqual({ ok: false, problem: 'untrustedCertificate' });
  });

  it('refuses a CA certificate presented as a person', () => {
    const caNamingAPerson = makeCertificate({
      subject: person,
      publicKey: keys.publicKey,
      extensions: [basicConstraints(true)],
      issuerName: certificateFields(root.certificate.raw).subject,
      signingKey: root.key,
    });
    expect(check(caNamingAPerson, [root.certificate])).toEqual({ ok: false, problem: 'untrustedCertificate' });
  });

  it('serves Web eID the same way, and gives OCSP the direct issuer', async () => {
    const nonce = createChallengeNonce();
    const origin = 'https://kindlustus.ee';
    const tokenOf = (leaf: X509Certificate) => {
      const data = Buffer.concat([createHash('sha256').update(origin).digest(), createHash('sha256').update(nonce).digest()]);
      return { unverifiedCertificate: leaf.raw.toString('base64'), algorithm: 'ES256', signature: sign('sha256', data, { key: keys.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64'), format: 'web-eid:1.0' };
    };
    const askedAbout: string[] = [];
    const ocsp = { check: async (_certificate: X509Certificate, issuer: X509Certificate) => (askedAbout.push(issuer.subject), 'good' as const) };
    const options = { expectedNonce: nonce, origin, ocsp };
    expect(await validateWebEidToken(tokenOf(leafOf(intermediate)), { ...options, trustedCertificates: [root.certificate, intermediate.certificate] })).toMatchObject({ ok: true });
    expect(askedAbout).toEqual([intermediate.certificate.subject]);
    expect(await validateWebEidToken(tokenOf(leafOf(intermediate)), { ...options, trustedCertificates: [intermediate.certificate] })).toMatchObject({ ok: true });
    expect(await validateWebEidToken(tokenOf(leafOf(intermediate)), { ...options, trustedCertificates: [root.certificate] })).toEqual({ ok: false, problem: 'untrustedCertificate' });
    const expired = makeCa('Expired Intermediate', { issuer: root, notBefore: new Date(Date.now() - 400 * day), notAfter: new Date(Date.now() - day) });
    expect(await validateWebEidToken(tokenOf(leafOf(expired)), { ...options, trustedCertificates: [root.certificate, expired.certificate] })).toEqual({ ok: false, problem: 'untrustedCertificate' });
  });
});
