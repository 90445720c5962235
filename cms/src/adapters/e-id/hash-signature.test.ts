import { createHash, generateKeyPairSync, sign, verify } from 'crypto';
import { signHash, verifyHashSignature } from './hash-signature';
import path from 'path';
import { sandboxCertificateAuthority, sandboxIdentity, sandboxIdentityDir } from '../e-id-sandbox/sandbox-identities';
import { verifyIdentity } from './identity-certificate';

// Node's own signatures over the data are the oracle: sha512WithRSAEncryption over data is PKCS#1 v1.5
// over the DigestInfo of SHA-512(data), and ECDSA with SHA-512 over data is ECDSA over SHA-512(data),
// which is what Smart-ID and Mobile-ID return for a hash the relying party sent.
const data = Buffer.from('64 random bytes stand in here');
const sha512 = createHash('sha512').update(data).digest();
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const ec384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
const raw = { dsaEncoding: 'ieee-p1363' as const };

describe('signatures over the relying party\'s hash (Smart-ID v2, Mobile-ID)', () => {
  it('takes Smart-ID\'s RSA signature of the hash itself, and Mobile-ID\'s ECDSA r‖s of it, on P-256 and P-384', () => {
    expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', sign('sha512', data, rsa.privateKey), sha512)).toEqual({ ok: true });
    expect(verifyHashSignature(ec.publicKey, 'SHA256WithECEncryption', sign('sha512', data, { key: ec.privateKey, ...raw }), sha512)).toEqual({ ok: true });
    expect(verifyHashSignature(ec384.publicKey, 'SHA384WithECEncryption', sign('sha512', data, { key: ec384.privateKey, ...raw }), sha512)).toEqual({ ok: true });
  });

  it('refuses a signature of another hash, of the hash hashed again, a DER-encoded ECDSA value and a tampered one', () => {
    const other = createHash('sha512').update('other').digest();
    expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', sign('sha512', data, rsa.privateKey), other)).toEqual({ ok: false, problem: 'badSignature' });
    expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', sign('sha512', sha512, rsa.privateKey), sha512)).toEqual({ ok: false, problem: 'badSignature' });
    expect(verifyHashSignature(ec.publicKey, 'SHA256WithECEncryption', sign('sha512', sha512, { key: ec.privateKey, ...raw }), sha512)).toEqual({ ok: false, problem: 'badSignature' });
    expect(verifyHashSignature(ec.publicKey, 'SHA256WithECEncryption', sign('sha512', data, ec.privateKey), sha512)).toEqual({ ok: false, problem: 'badSignature' });
    const tampered = sign('sha512', data, rsa.privateKey);
    tampered[10]! ^= 1;
    expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', tampered, sha512)).toEqual({ ok: false, problem: 'badSignature' });
  });

  it('refuses an algorithm of the other key type, a key type the service does not use, and a hash of no SHA-2 length', () => {
    const rsaSignature = sign('sha512', data, rsa.privateKey);
    const ecSignature = sign('sha512', data, { key: ec.privateKey, ...raw });
    expect(verifyHashSignature(rsa.publicKey, 'SHA256WithECEncryption', rsaSignature, sha512)).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
    expect(verifyHashSignature(ec.publicKey, 'sha512WithRSAEncryption', ecSignature, sha512)).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
    expect(verifyHashSignature(ec.publicKey, 'SHA256WithECEncryption', ecSignature, sha512, ['rsa'])).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
    expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', rsaSignature, sha512.subarray(0, 20))).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
  });

  it('goes by the hash it sent, not the hash the name gives (Mobile-ID names the SIM\'s): an RSA Mobile-ID signature named SHA256 over our SHA-512 hash', () => {
    expect(verifyHashSignature(rsa.publicKey, 'SHA256WithRSAEncryption', sign('sha512', data, rsa.privateKey), sha512)).toEqual({ ok: true });
  });

  it('answers badSignature, never an exception, for malformed values', () => {
    const derShaped = Buffer.concat([Buffer.from([0x30, 0x3e, 0x02, 0x1d]), Buffer.alloc(29, 0xff), Buffer.from([0x02, 0x1d]), Buffer.alloc(29, 0xff)]);
    for (const value of [Buffer.alloc(64), Buffer.alloc(64, 0xff), derShaped, Buffer.alloc(0), Buffer.alloc(63, 1)]) {
      expect(verifyHashSignature(ec.publicKey, 'SHA256WithECEncryption', value, sha512)).toEqual({ ok: false, problem: 'badSignature' });
    }
    const rsaSignature = sign('sha512', data, rsa.privateKey);
    for (const value of [Buffer.alloc(0), Buffer.alloc(256, 0xff), rsaSignature.subarray(1), Buffer.concat([Buffer.alloc(1), rsaSignature])]) {
      expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', value, sha512)).toEqual({ ok: false, problem: 'badSignature' });
    }
  });

  it('signs for the sandbox as the services do: Node verifies the value over the data the hash came from', () => {
    const bySmartId = signHash(rsa.privateKey, sha512);
    expect(bySmartId.algorithm).toBe('sha512WithRSAEncryption');
    expect(verify('sha512', data, rsa.publicKey, bySmartId.value)).toBe(true);
    const byMobileId = signHash(ec.privateKey, sha512);
    expect(byMobileId.algorithm).toBe('SHA256WithECEncryption');
    expect(byMobileId.value).toHaveLength(64);
    expect(verify('sha512', data, { key: ec.publicKey, ...raw }, byMobileId.value)).toBe(true);
  });

  it('checks a service\'s answer whole: the sandbox\'s Smart-ID demo identity, and a missing or non-text signature value refused, not thrown', () => {
    const demo = sandboxIdentity('30303039914', path.join(sandboxIdentityDir, 'smart-id'))!;
    const certificate = demo.certificate.raw.toString('base64');
    const trusted = [sandboxCertificateAuthority()];
    const signature = signHash(demo.key, sha512);
    expect(verifyIdentity(certificate, { value: signature.value.toString('base64'), algorithm: signature.algorithm }, sha512, trusted, { keyTypes: ['rsa'] })).toMatchObject({ ok: true, identity: { personalCode: '30303039914' } });
    for (const malformed of [{ algorithm: signature.algorithm }, { value: 12, algorithm: signature.algorithm }, { value: signature.value.toString('base64') }, null]) {
      expect(verifyIdentity(certificate, malformed as never, sha512, trusted)).toEqual({ ok: false, problem: 'badSignature' });
    }
  });
});
