import type { X509Certificate } from 'crypto';
import { CertificateFormatError, certificateFields, certificatePolicyOids, extendedKeyUsages, keyUsageBit } from './certificate-fields';

/** SK's "Smart-ID authentication" extended key usage, on authentication certificates issued from April 2025. */
const smartIdAuthentication = '1.3.6.1.4.1.62306.5.7.0';
/** TLS client authentication: the extended key usage of the authentication certificates issued before. */
const clientAuthentication = '1.3.6.1.5.5.7.3.2';
/** A qualified (QSCD) Smart-ID certificate carries SK's Smart-ID qualified policy and ETSI's NCP+. */
const qualifiedPolicies = ['1.3.6.1.4.1.10015.17.2', '0.4.0.2042.1.2'];
const keyUsage = { digitalSignature: 0, keyEncipherment: 2, dataEncipherment: 3 };

export type CertificatePurposeProblem = 'notQualifiedSmartId' | 'notForAuthentication' | 'malformedExtensions';

/**
 * Why a certificate SK returned is not a qualified Smart-ID certificate made for authentication (SK's
 * certificate profile for Smart-ID), e.g. the same person's signing certificate; null when it is one.
 * Chain and validity are checkIdentityCertificate's.
 */
export function smartIdAuthenticationCertificateProblem(certificate: X509Certificate): CertificatePurposeProblem | null {
  try {
    const fields = certificateFields(certificate.raw);
    const policies = certificatePolicyOids(fields);
    if (!qualifiedPolicies.every((policy) => policies.includes(policy))) return 'notQualifiedSmartId';
    const usages = extendedKeyUsages(fields) ?? [];
    const signs = keyUsageBit(fields, keyUsage.digitalSignature) === true;
    const authenticates = usages.includes(smartIdAuthentication)
      ? signs
      : usages.includes(clientAuthentication) && signs
        && keyUsageBit(fields, keyUsage.keyEncipherment) === true && keyUsageBit(fields, keyUsage.dataEncipherment) === true;
    return authenticates ? null : 'notForAuthentication';
  } catch (error) {
    if (error instanceof CertificateFormatError) return 'malformedExtensions';
    throw error;
  }
}
