import { constants, createHash, randomBytes, verify, X509Certificate } from 'crypto';
import { identityOf, type AuthenticatedIdentity } from './identity-certificate';
import type { OcspChecker } from './ocsp-client';
import { authenticationCertificateProblem } from './authentication-certificate-purpose';
import { trustedChain, validAt } from './certificate-chain';

/**
 * ID-card login with Web eID (authentication token format web-eid:1): the server issues a challenge
 * nonce, the browser extension has the card sign hash(origin) ‖ hash(nonce) with its authentication
 * key and returns the certificate and signature; here the server checks them.
 */

export const webEidAlgorithms = ['ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512', 'RS256', 'RS384', 'RS512'] as const;
export type WebEidAlgorithm = (typeof webEidAlgorithms)[number];

export interface WebEidAuthToken {
  /** The authentication certificate, base64 DER. */
  unverifiedCertificate: string;
  algorithm: WebEidAlgorithm;
  /** Base64; ECDSA signatures as r ‖ s (IEEE P1363). */
  signature: string;
  format: string;
  appVersion?: string;
}

export type WebEidProblem =
  | 'malformedToken'
  | 'unsupportedFormat'
  | 'unsupportedAlgorithm'
  | 'untrustedCertificate'
  | 'expiredCertificate'
  | 'notAuthenticationCertificate'
  | 'badSignature'
  | 'revokedCertificate'
  | 'ocspUnavailable'
  | 'noPersonalCode';

export type WebEidValidation = { ok: true; identity: AuthenticatedIdentity } | { ok: false; problem: WebEidProblem };

export interface WebEidValidationOptions {
  /** The challenge nonce issued for this login (its expiry and single use are the caller's). */
  expectedNonce: string;
  /** The site's origin, e.g. 'https://kindlustus.ee'. */
  origin: string;
  /** The roots and intermediate CAs of ID-card authentication certificates (certificate-chain.ts). */
  trustedCertificates: readonly X509Certificate[];
  /** Revocation check; without it the certificate's status is not checked. */
  ocsp?: OcspChecker;
  now?: Date;
}

/** A fresh challenge nonce: 32 random bytes, base64 (44 characters). */
export function createChallengeNonce(): string {
  return randomBytes(32).toString('base64');
}

const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function digestOf(algorithm: WebEidAlgorithm): 'sha256' | 'sha384' | 'sha512' {
  return algorithm.endsWith('256') ? 'sha256' : algorithm.endsWith('384') ? 'sha384' : 'sha512';
}

/** As the browser shows it: scheme, host and port only, no trailing slash. */
function normalizedOrigin(origin: string): string {
  try {
    const parsed = new URL(origin).origin;
    return parsed === 'null' ? origin : parsed;
  } catch {
    return origin;
  }
}

function signatureValid(algorithm: WebEidAlgorithm, certificate: X509Certificate, data: Buffer, signature: Buffer): boolean {
  const digest = digestOf(algorithm);
  const key = certificate.publicKey;
  const keyType = key.asymmetricKeyType;
  try {
    if (algorithm.startsWith('ES')) return keyType === 'ec' && verify(digest, data, { key, dsaEncoding: 'ieee-p1363' }, signature);
    if (keyType !== 'rsa' && keyType !== 'rsa-pss') return false;
    if (algorithm.startsWith('PS')) {
      const saltLength = createHash(digest).digest().length;
      return verify(digest, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength }, signature);
    }
    return keyType === 'rsa' && verify(digest, data, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
  } catch {
    return false;
  }
}

/**
 * Checks a Web eID authentication token: format, algorithm, the certificate (valid now, issued by a
 * chain to a configured root, meant for authentication), the signature over hash(origin) ‖ hash(expectedNonce),
 * revocation (OCSP), and reads the identity.
 */
export async function validateWebEidToken(token: unknown, options: WebEidValidationOptions): Promise<WebEidValidation> {
  const fail = (problem: WebEidProblem): WebEidValidation => ({ ok: false, problem });
  const now = options.now ?? new Date();

  if (typeof token !== 'object' || token === null || Array.isArray(token)) return fail('malformedToken');
  const fields = token as Record<string, unknown>;
  if (typeof fields.format !== 'string') return fail('malformedToken');
  if (!/^web-eid:1(\.\d+)?$/.test(fields.format)) return fail('unsupportedFormat');
  const { unverifiedCertificate, algorithm, signature, appVersion } = fields;
  if (typeof unverifiedCertificate !== 'string' || !unverifiedCertificate || !base64.test(unverifiedCertificate)) return fail('malformedToken');
  if (typeof signature !== 'string' || !signature || !base64.test(signature)) return fail('malformedToken');
  if (typeof algorithm !== 'string' || (appVersion !== undefined && typeof appVersion !== 'string')) return fail('malformedToken');
  if (!(webEidAlgorithms as readonly string[]).includes(algorithm)) return fail('unsupportedAlgorithm');
  const tokenAlgorithm = algorithm as WebEidAlgorithm;

  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(unverifiedCertificate, 'base64'));
  } catch {
    return fail('malformedToken');
  }

  if (!validAt(certificate, now)) return fail('expiredCertificate');
  const chain = trustedChain(certificate, options.trustedCertificates, now);
  if (!chain.ok) return fail('untrustedCertificate');
  const wrongPurpose = authenticationCertificateProblem(certificate);
  if (wrongPurpose === 'malformedExtensions') return fail('malformedToken');
  if (wrongPurpose) return fail('notAuthenticationCertificate');

  const digest = digestOf(tokenAlgorithm);
  const signedData = Buffer.concat([
    createHash(digest).update(normalizedOrigin(options.origin), 'utf8').digest(),
    createHash(digest).update(options.expectedNonce, 'utf8').digest(),
  ]);
  if (!signatureValid(tokenAlgorithm, certificate, signedData, Buffer.from(signature, 'base64'))) return fail('badSignature');

  if (options.ocsp) {
    let status: Awaited<ReturnType<OcspChecker['check']>>;
    try {
      status = await options.ocsp.check(certificate, chain.issuer);
    } catch {
      return fail('ocspUnavailable');
    }
    // 'unknown': the CA's responder does not know the certificate; not accepted either.
    if (status !== 'good') return fail('revokedCertificate');
  }

  const identity = identityOf(certificate);
  return identity ? { ok: true, identity } : fail('noPersonalCode');
}
