import { constants, privateEncrypt, publicDecrypt, timingSafeEqual, type KeyObject } from 'crypto';
import { p256, p384 } from '@noble/curves/nist';

/**
 * Signatures over a hash the relying party made (Smart-ID RP API v2, Mobile-ID): the service signs that
 * hash itself, it does not hash it again. RSA (Smart-ID) is PKCS#1 v1.5 over the hash's DigestInfo, named
 * `sha512WithRSAEncryption`; EC (Mobile-ID) is ECDSA over the hash, its value r‖s, named
 * `SHA256WithECEncryption` (the name's hash is the SIM's, not the one signed).
 */

type HashName = 'SHA256' | 'SHA384' | 'SHA512';

/** The DER DigestInfo before each hash (RFC 8017, section 9.2, note 1). */
const digestInfoPrefixes: Record<HashName, Buffer> = {
  SHA256: Buffer.from('3031300d060960864801650304020105000420', 'hex'),
  SHA384: Buffer.from('3041300d060960864801650304020205000430', 'hex'),
  SHA512: Buffer.from('3051300d060960864801650304020305000440', 'hex'),
};
const hashByLength: Record<number, HashName> = { 32: 'SHA256', 48: 'SHA384', 64: 'SHA512' };
/** The curves of Estonian e-ID keys, with the byte length of r and of s. */
const curves = { prime256v1: { curve: p256, size: 32 }, secp384r1: { curve: p384, size: 48 } } as const;

export type HashSignatureProblem = 'badSignature' | 'unsupportedSignatureAlgorithm';

function curveOf(key: KeyObject) {
  const name = key.asymmetricKeyDetails?.namedCurve;
  return name && name in curves ? curves[name as keyof typeof curves] : null;
}

/** The uncompressed point of an EC key (04 ‖ x ‖ y). */
function ecPoint(key: KeyObject): Buffer {
  const { x, y } = key.export({ format: 'jwk' });
  return Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
}

/**
 * Checks that `signature` (as the service sent it) signs `hash` with `publicKey`. The algorithm's family
 * (…WithRSAEncryption, …WithECEncryption) must be the key's and, when given, one of `keyTypes`; its hash
 * part is not relied on (Mobile-ID names the SIM's hash, not the one signed), the DigestInfo is the hash's.
 */
export function verifyHashSignature(
  publicKey: KeyObject, algorithm: string, signature: Buffer, hash: Buffer, keyTypes: Array<'rsa' | 'ec'> = ['rsa', 'ec'],
): { ok: true } | { ok: false; problem: HashSignatureProblem } {
  const hashName = hashByLength[hash.length];
  const keyType = publicKey.asymmetricKeyType;
  if (!hashName || (keyType !== 'rsa' && keyType !== 'ec') || !keyTypes.includes(keyType)) return { ok: false, problem: 'unsupportedSignatureAlgorithm' };
  const bad = { ok: false, problem: 'badSignature' } as const;
  if (keyType === 'rsa') {
    if (!/^sha(256|384|512)withrsaencryption$/i.test(algorithm)) return { ok: false, problem: 'unsupportedSignatureAlgorithm' };
    // RFC 8017 8.2.2: the signature is exactly as long as the modulus.
    if (signature.length !== ((publicKey.asymmetricKeyDetails?.modulusLength ?? 0) + 7) >> 3) return bad;
    const expected = Buffer.concat([digestInfoPrefixes[hashName], hash]);
    try {
      // Block type 1 only (OpenSSL's PKCS#1 v1.5 check), then the whole DigestInfo and hash compared.
      const recovered = publicDecrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, signature);
      return recovered.length === expected.length && timingSafeEqual(recovered, expected) ? { ok: true } : bad;
    } catch {
      return bad;
    }
  }
  const ec = curveOf(publicKey);
  if (!ec || !/^sha(256|384|512)withecencryption$/i.test(algorithm)) return { ok: false, problem: 'unsupportedSignatureAlgorithm' };
  if (signature.length !== 2 * ec.size) return bad;
  try {
    // Compact r‖s only; noble throws on r or s out of range instead of answering false.
    return ec.curve.verify(signature, hash, ecPoint(publicKey), { prehash: false, lowS: false, format: 'compact' }) ? { ok: true } : bad;
  } catch {
    return bad;
  }
}

/** The service's side, for the sandbox: signs `hash` as Smart-ID (RSA) or Mobile-ID (EC) would. */
export function signHash(privateKey: KeyObject, hash: Buffer): { value: Buffer; algorithm: string } {
  const hashName = hashByLength[hash.length];
  if (!hashName) throw new Error(`No signature for a hash of ${hash.length} bytes`);
  if (privateKey.asymmetricKeyType === 'rsa') {
    const value = privateEncrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([digestInfoPrefixes[hashName], hash]));
    return { value, algorithm: `sha${hashName.slice(3)}WithRSAEncryption` };
  }
  const ec = curveOf(privateKey);
  if (!ec) throw new Error('The sandbox signs with RSA or EC P-256/P-384 keys');
  const scalar = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
  return { value: Buffer.from(ec.curve.sign(hash, scalar, { prehash: false, lowS: false }).toCompactRawBytes()), algorithm: 'SHA256WithECEncryption' };
}
