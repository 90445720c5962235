import { contextTag, decodeDer, DerError, tags, type DerNode } from './der-decode';
import { bitStringBit, readBitStringBytes, readOid } from './der-values';

/** The X.509 certificate fields (RFC 5280) that OCSP and the Web eID checks need. */
export interface CertificateFields {
  /** The INTEGER element of serialNumber (its content octets are the serial as encoded). */
  serialNumber: DerNode;
  /** The issuer and subject Name elements, whole (tag and length included). */
  issuer: DerNode;
  subject: DerNode;
  /** The contents of the subjectPublicKey BIT STRING (without the unused-bits octet). */
  subjectPublicKey: Buffer;
  /** The extensions by OID: criticality and the contents of extnValue. */
  extensions: Map<string, { critical: boolean; value: Buffer }>;
}

export const extensionOids = {
  keyUsage: '2.5.29.15',
  extendedKeyUsage: '2.5.29.37',
  certificatePolicies: '2.5.29.32',
} as const;

export function certificateFields(certificateDer: Buffer): CertificateFields {
  const tbs = decodeDer(certificateDer).expect(tags.sequence).child(0, tags.sequence);
  const items = tbs.children;
  let index = items[0]?.tag === contextTag(0) ? 1 : 0;
  const next = () => {
    const item = items[index];
    if (!item) throw new DerError('truncated TBSCertificate');
    index += 1;
    return item;
  };
  const serialNumber = next().expect(tags.integer);
  next().expect(tags.sequence); // signature algorithm
  const issuer = next().expect(tags.sequence);
  next().expect(tags.sequence); // validity
  const subject = next().expect(tags.sequence);
  const subjectPublicKey = readBitStringBytes(next().expect(tags.sequence).child(1));
  const extensions = new Map<string, { critical: boolean; value: Buffer }>();
  const wrapper = items.slice(index).find((item) => item.tag === contextTag(3));
  for (const extension of wrapper?.child(0, tags.sequence).children ?? []) {
    const [id, second, third] = extension.expect(tags.sequence).children;
    if (!id) throw new DerError('empty extension');
    const critical = second?.tag === tags.boolean ? second.content[0] !== 0 : false;
    const value = (second?.tag === tags.boolean ? third : second)?.expect(tags.octetString).content;
    if (!value) throw new DerError('extension without a value');
    extensions.set(readOid(id), { critical, value });
  }
  return { serialNumber, issuer, subject, subjectPublicKey, extensions };
}

/** Whether the key usage extension sets bit n (0 digitalSignature, 2 keyEncipherment, 3 dataEncipherment …); undefined without one. */
export function keyUsageBit(fields: CertificateFields, bit: number): boolean | undefined {
  const extension = fields.extensions.get(extensionOids.keyUsage);
  return extension && bitStringBit(decodeDer(extension.value), bit);
}

/** The policy OIDs of the certificate policies extension (none without it). */
export function certificatePolicyOids(fields: CertificateFields): string[] {
  const extension = fields.extensions.get(extensionOids.certificatePolicies);
  return extension ? decodeDer(extension.value).expect(tags.sequence).children.map((policy) => readOid(policy.expect(tags.sequence).child(0))) : [];
}

/** The extended key usage OIDs, or undefined when the certificate has no such extension. */
export function extendedKeyUsages(fields: CertificateFields): string[] | undefined {
  const extension = fields.extensions.get(extensionOids.extendedKeyUsage);
  return extension && decodeDer(extension.value).expect(tags.sequence).children.map(readOid);
}
