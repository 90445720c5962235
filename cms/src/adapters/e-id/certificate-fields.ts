import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate, CertificatePolicies, ExtendedKeyUsage, KeyUsage, id_ce_certificatePolicies, id_ce_extKeyUsage, id_ce_keyUsage } from '@peculiar/asn1-x509';

/** The X.509 certificate fields (RFC 5280) that OCSP and the e-ID purpose checks need, read with @peculiar/asn1-x509. */
export interface CertificateFields {
  /** The serialNumber INTEGER's content octets, as encoded in the certificate. */
  serialNumber: Buffer;
  /** The issuer and subject Names, DER (as hashed into an OCSP CertID). */
  issuer: Buffer;
  subject: Buffer;
  /** The contents of the subjectPublicKey BIT STRING (without the unused-bits octet). */
  subjectPublicKey: Buffer;
  /** The extensions by OID: criticality and the contents of extnValue. */
  extensions: Map<string, { critical: boolean; value: Buffer }>;
}

/** A certificate or one of its extensions that cannot be read. */
export class CertificateFormatError extends Error {
  constructor(message: string) {
    super(`certificate: ${message}`);
    this.name = 'CertificateFormatError';
  }
}

/** Reads with the ASN.1 library; what it cannot read becomes a CertificateFormatError. */
export function parseAsn<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new CertificateFormatError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function certificateFields(certificateDer: Buffer): CertificateFields {
  const { tbsCertificate: tbs } = parseAsn('Certificate', () => AsnConvert.parse(certificateDer, Certificate));
  const extensions = new Map<string, { critical: boolean; value: Buffer }>();
  for (const extension of tbs.extensions ?? []) extensions.set(extension.extnID, { critical: extension.critical, value: Buffer.from(extension.extnValue.buffer) });
  return {
    serialNumber: Buffer.from(tbs.serialNumber),
    issuer: Buffer.from(AsnConvert.serialize(tbs.issuer)),
    subject: Buffer.from(AsnConvert.serialize(tbs.subject)),
    subjectPublicKey: Buffer.from(tbs.subjectPublicKeyInfo.subjectPublicKey),
    extensions,
  };
}

/** Whether the key usage extension sets bit n (0 digitalSignature, 2 keyEncipherment, 3 dataEncipherment …); undefined without one. */
export function keyUsageBit(fields: CertificateFields, bit: number): boolean | undefined {
  const extension = fields.extensions.get(id_ce_keyUsage);
  if (!extension) return undefined;
  const usage = parseAsn('keyUsage', () => AsnConvert.parse(extension.value, KeyUsage));
  const bytes = new Uint8Array(usage.value);
  if (usage.unusedBits > 7 || (usage.unusedBits > 0 && bytes.length === 0)) throw new CertificateFormatError('keyUsage: malformed BIT STRING');
  // The unused trailing bits are never set.
  if (bit >= bytes.length * 8 - usage.unusedBits) return false;
  return (bytes[Math.floor(bit / 8)]! & (0x80 >> bit % 8)) !== 0;
}

/** The policy OIDs of the certificate policies extension (none without it). */
export function certificatePolicyOids(fields: CertificateFields): string[] {
  const extension = fields.extensions.get(id_ce_certificatePolicies);
  return extension ? parseAsn('certificatePolicies', () => AsnConvert.parse(extension.value, CertificatePolicies)).map((policy) => policy.policyIdentifier) : [];
}

/** The extended key usage OIDs, or undefined when the certificate has no such extension. */
export function extendedKeyUsages(fields: CertificateFields): string[] | undefined {
  const extension = fields.extensions.get(id_ce_extKeyUsage);
  return extension && [...parseAsn('extendedKeyUsage', () => AsnConvert.parse(extension.value, ExtendedKeyUsage))];
}
