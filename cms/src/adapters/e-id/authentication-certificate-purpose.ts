import type { X509Certificate } from 'crypto';
import { CertificateFormatError, certificateFields, extendedKeyUsages, keyUsageBit } from './certificate-fields';
import type { CertificatePurposeProblem } from './smart-id-certificate-purpose';

/** TLS client authentication, the extended key usage of ID-card and Mobile-ID authentication certificates. */
const clientAuthentication = '1.3.6.1.5.5.7.3.2';
const digitalSignature = 0;

/**
 * Why a Mobile-ID or ID-card certificate is not the person's authentication certificate, or null: it must
 * name key usage digitalSignature (the signing certificate has nonRepudiation only; a certificate without
 * key usage says nothing of its use) and, when it names extended key usages, clientAuth among them.
 */
export function authenticationCertificateProblem(certificate: X509Certificate): CertificatePurposeProblem | null {
  try {
    const fields = certificateFields(certificate.raw);
    if (keyUsageBit(fields, digitalSignature) !== true) return 'notForAuthentication';
    const extended = extendedKeyUsages(fields);
    return extended && !extended.includes(clientAuthentication) ? 'notForAuthentication' : null;
  } catch (error) {
    if (error instanceof CertificateFormatError) return 'malformedExtensions';
    throw error;
  }
}
