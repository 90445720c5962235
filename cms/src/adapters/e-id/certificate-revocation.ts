import type { X509Certificate } from 'crypto';
import type { OcspChecker } from './ocsp-client';

export type RevocationProblem = 'revokedCertificate' | 'ocspUnavailable';

/**
 * SK's response verification for Smart-ID: the person's certificate must not be revoked, asked by OCSP as
 * the ID-card login asks (web-eid-validator.ts). Null when the responder says good; without a checker, not asked.
 */
export async function revocationProblem(ocsp: OcspChecker | undefined, certificate: X509Certificate, issuer: X509Certificate): Promise<RevocationProblem | null> {
  if (!ocsp) return null;
  let status: Awaited<ReturnType<OcspChecker['check']>>;
  try {
    status = await ocsp.check(certificate, issuer);
  } catch {
    return 'ocspUnavailable';
  }
  // 'unknown': the CA's responder does not know the certificate; not accepted either.
  return status === 'good' ? null : 'revokedCertificate';
}
