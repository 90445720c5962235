import type { X509Certificate } from 'crypto';

/**
 * The trust check of every e-ID method (Smart-ID v2 and v3, Mobile-ID, Web eID): the configured CA files
 * hold trust anchors (self-signed roots) and intermediates; a certificate is trusted only through a chain
 * of CA certificates (basicConstraints cA, each signature verified, each valid at `now`) that ends at a
 * configured root, itself valid at `now`. An intermediate alone trusts nothing.
 */
export type ChainResult = { ok: true; issuer: X509Certificate; chain: X509Certificate[] } | { ok: false; problem: 'untrustedCertificate' };

/** More CAs between a person's certificate and a root than any e-ID service uses (SK: one). */
const maxIntermediates = 4;

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

const isSelfSigned = (certificate: X509Certificate) => issuedBy(certificate, certificate);

/**
 * The chain from `certificate` (not included) up to a configured root: `issuer` is the CA that signed the
 * certificate itself (the one OCSP asks about). The certificate's own validity is the caller's to check.
 */
export function trustedChain(certificate: X509Certificate, configured: readonly X509Certificate[], now: Date): ChainResult {
  const search = (current: X509Certificate, path: X509Certificate[]): X509Certificate[] | null => {
    for (const ca of configured) {
      if (path.includes(ca) || !validAt(ca, now) || !issuedBy(current, ca)) continue;
      if (isSelfSigned(ca)) return [...path, ca];
      if (path.length >= maxIntermediates) continue;
      const found = search(ca, [...path, ca]);
      if (found) return found;
    }
    return null;
  };
  // A CA's certificate is not a person's, whatever it names.
  const chain = certificate.ca ? null : search(certificate, []);
  return chain ? { ok: true, issuer: chain[0]!, chain } : { ok: false, problem: 'untrustedCertificate' };
}
