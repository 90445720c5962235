import type { X509Certificate } from 'crypto';

/**
 * The trust check of every e-ID method (Smart-ID v2 and v3, Mobile-ID, Web eID): every CA certificate in the
 * configured CA files is a trust anchor, a self-signed root or an intermediate alike (Web eID's own example
 * trusts the intermediates ESTEID2018 and ESTEID2025, not their root). A certificate is trusted when a chain of
 * CA certificates (basicConstraints cA, each signature verified, each valid at `now`) leads from it to a
 * configured CA; a root's certificate may be configured too, then the shortest chain counts.
 */
export type ChainResult = { ok: true; issuer: X509Certificate; chain: X509Certificate[] } | { ok: false; problem: 'untrustedCertificate' };

export function validAt(certificate: X509Certificate, now: Date): boolean {
  return now >= new Date(certificate.validFrom) && now <= new Date(certificate.validTo);
}

function issuedBy(certificate: X509Certificate, ca: X509Certificate): boolean {
  try {
    return ca.ca && certificate.checkIssued(ca) && certificate.verify(ca.publicKey);
  } catch {
    return false;
  }
}

/**
 * The chain from `certificate` (not included) to the configured CA that issued it: `issuer` is the CA that signed
 * the certificate itself (the one OCSP asks about). The certificate's own validity is the caller's to check.
 */
export function trustedChain(certificate: X509Certificate, configured: readonly X509Certificate[], now: Date): ChainResult {
  // A CA's certificate is not a person's, whatever it names.
  if (certificate.ca) return { ok: false, problem: 'untrustedCertificate' };
  const issuer = configured.find((ca) => validAt(ca, now) && issuedBy(certificate, ca));
  return issuer ? { ok: true, issuer, chain: [issuer] } : { ok: false, problem: 'untrustedCertificate' };
}
