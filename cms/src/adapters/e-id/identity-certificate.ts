import { X509Certificate } from 'crypto';
import { trustedChain, validAt } from './certificate-chain';
import { verifyHashSignature } from './hash-signature';
import type { CertificatePurposeProblem } from './smart-id-certificate-purpose';

/**
 * Who a certificate names. One person is one semantics identifier (ETSI EN 319 412-1: PNO, the country,
 * the national personal code): the same 11 digits in two countries are two people.
 */
export interface AuthenticatedIdentity {
  /** `PNO<country>-<code>`, e.g. PNOEE-30303039914: the identity; the two fields below are its parts. */
  semanticsIdentifier: string;
  personalCode: string;
  country: string;
  givenName: string;
  surname: string;
}

export type CertificateProblem = 'untrustedCertificate' | 'expiredCertificate' | 'noPersonalCode' | 'badSignature' | 'unsupportedSignatureAlgorithm';

function subjectField(subject: string, name: string): string | undefined {
  return subject.split('\n').find((line) => line.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The person a certificate names: subject serialNumber PNO<country>-<11 digits>, GN, SN; null for any other. */
export function identityOf(certificate: X509Certificate): AuthenticatedIdentity | null {
  const semanticsIdentifier = subjectField(certificate.subject, 'serialNumber') ?? '';
  const match = /^PNO([A-Z]{2})-(\d{11})$/.exec(semanticsIdentifier);
  if (!match) return null;
  return {
    semanticsIdentifier,
    country: match[1]!,
    personalCode: match[2]!,
    givenName: subjectField(certificate.subject, 'GN') ?? '',
    surname: subjectField(certificate.subject, 'SN') ?? '',
  };
}

/** Why a certificate is not one the service issues for this use (e.g. a signing certificate), or null. */
export type PurposeCheck = (certificate: X509Certificate) => CertificatePurposeProblem | null;

/**
 * Checks an e-ID certificate: it chains to a configured root (certificate-chain.ts), is valid now, names a person (serialNumber
 * PNOEE-…, GN, SN) and, with `purposeProblem`, is made for this use. The signature is the caller's to
 * check, with `certificate.publicKey`; revocation too, with `issuer` (the CA that signed it).
 */
export function checkIdentityCertificate(
  certificateBase64: string,
  trusted: readonly X509Certificate[],
  now: Date = new Date(),
  purposeProblem?: PurposeCheck,
): { ok: true; certificate: X509Certificate; issuer: X509Certificate; identity: AuthenticatedIdentity } | { ok: false; problem: CertificateProblem | CertificatePurposeProblem } {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  } catch {
    return { ok: false, problem: 'untrustedCertificate' };
  }
  const chain = trustedChain(certificate, trusted, now);
  if (!chain.ok) return chain;
  if (!validAt(certificate, now)) return { ok: false, problem: 'expiredCertificate' };
  const identity = identityOf(certificate);
  if (!identity) return { ok: false, problem: 'noPersonalCode' };
  const wrongPurpose = purposeProblem?.(certificate);
  if (wrongPurpose) return { ok: false, problem: wrongPurpose };
  return { ok: true, certificate, issuer: chain.issuer, identity };
}

/**
 * Checks what an e-ID service returned: a certificate as above, whose key signed the hash we issued
 * (Smart-ID RP API v2, Mobile-ID: the hash itself is signed, see hash-signature.ts).
 */
export function verifyIdentity(
  certificateBase64: string,
  signature: { value: string; algorithm: string },
  hash: Buffer,
  trusted: readonly X509Certificate[],
  { now = new Date(), keyTypes, purposeProblem }: {
    now?: Date;
    keyTypes?: Array<'rsa' | 'ec'>;
    purposeProblem?: PurposeCheck;
  } = {},
): { ok: true; identity: AuthenticatedIdentity; certificate: X509Certificate; issuer: X509Certificate } | { ok: false; problem: CertificateProblem | CertificatePurposeProblem } {
  const checked = checkIdentityCertificate(certificateBase64, trusted, now, purposeProblem);
  if (!checked.ok) return checked;
  // What the service sent is not trusted to be well formed.
  if (typeof signature?.value !== 'string' || typeof signature.algorithm !== 'string') return { ok: false, problem: 'badSignature' };
  const verified = verifyHashSignature(checked.certificate.publicKey, signature.algorithm, Buffer.from(signature.value, 'base64'), hash, keyTypes);
  return verified.ok ? { ok: true, identity: checked.identity, certificate: checked.certificate, issuer: checked.issuer } : verified;
}
