import { X509Certificate } from 'crypto';
import { trustedChain, validAt } from './certificate-chain';
import { verifyHashSignature } from './hash-signature';
import type { CertificatePurposeProblem } from './smart-id-certificate-purpose';

export interface AuthenticatedIdentity {
  personalCode: string;
  country: string;
  givenName: string;
  surname: string;
}

export type CertificateProblem = 'untrustedCertificate' | 'expiredCertificate' | 'noPersonalCode' | 'badSignature' | 'unsupportedSignatureAlgorithm';

function subjectField(subject: string, name: string): string | undefined {
  return subject.split('\n').find((line) => line.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Why a certificate is not one the service issues for this use (e.g. a signing certificate), or null. */
export type PurposeCheck = (certificate: X509Certificate) => CertificatePurposeProblem | null;

/**
 * Checks an e-ID certificate: it chains to a configured root (certificate-chain.ts), is valid now, names a person (serialNumber
 * PNOEE-…, GN, SN) and, with `purposeProblem`, is made for this use. The signature is the caller's to
 * check, with `certificate.publicKey`.
 */
export function checkIdentityCertificate(
  certificateBase64: string,
  trusted: readonly X509Certificate[],
  now: Date = new Date(),
  purposeProblem?: PurposeCheck,
): { ok: true; certificate: X509Certificate; identity: AuthenticatedIdentity } | { ok: false; problem: CertificateProblem | CertificatePurposeProblem } {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  } catch {
    return { ok: false, problem: 'untrustedCertificate' };
  }
  const chain = trustedChain(certificate, trusted, now);
  if (!chain.ok) return chain;
  if (!validAt(certificate, now)) return { ok: false, problem: 'expiredCertificate' };
  const serial = subjectField(certificate.subject, 'serialNumber') ?? '';
  const match = /^PNO([A-Z]{2})-(\d{11})$/.exec(serial);
  if (!match) return { ok: false, problem: 'noPersonalCode' };
  const wrongPurpose = purposeProblem?.(certificate);
  if (wrongPurpose) return { ok: false, problem: wrongPurpose };
  return {
    ok: true,
    certificate,
    identity: {
      country: match[1]!,
      personalCode: match[2]!,
      givenName: subjectField(certificate.subject, 'GN') ?? '',
      surname: subjectField(certificate.subject, 'SN') ?? '',
    },
  };
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
): { ok: true; identity: AuthenticatedIdentity } | { ok: false; problem: CertificateProblem | CertificatePurposeProblem } {
  const checked = checkIdentityCertificate(certificateBase64, trusted, now, purposeProblem);
  if (!checked.ok) return checked;
  // What the service sent is not trusted to be well formed.
  if (typeof signature?.value !== 'string' || typeof signature.algorithm !== 'string') return { ok: false, problem: 'badSignature' };
  const verified = verifyHashSignature(checked.certificate.publicKey, signature.algorithm, Buffer.from(signature.value, 'base64'), hash, keyTypes);
  return verified.ok ? { ok: true, identity: checked.identity } : verified;
}
