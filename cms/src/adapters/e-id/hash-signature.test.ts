import { createHash, generateKeyPairSync, sign, verify } from 'crypto';
import { signHash, verifyHashSignature } from './hash-signature';

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
    tampered[10] ^= 1;
    expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', tampered, sha512)).toEqual({ ok: false, problem: 'badSignature' });
  });

  it('refuses an algorithm that does not fit the key or the hash', () => {
    const rsaSignature = sign('sha512', data, rsa.privateKey);
    expect(verifyHashSignature(rsa.publicKey, 'SHA256WithECEncryption', rsaSignature, sha512)).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
    expect(verifyHashSignature(ec.publicKey, 'sha512WithRSAEncryption', rsaSignature, sha512)).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
    expect(verifyHashSignature(rsa.publicKey, 'sha256WithRSAEncryption', rsaSignature, sha512)).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
    expect(verifyHashSignature(rsa.publicKey, 'sha512WithRSAEncryption', rsaSignature, sha512.subarray(0, 20))).toEqual({ ok: false, problem: 'unsupportedSignatureAlgorithm' });
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
});
