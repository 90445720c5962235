// Test certificates for the e-ID tests, written with @peculiar/asn1-x509 (openssl is not at hand in the tests) and
// issued by the sandbox CA. Excluded from the build (*.test.*), not a test itself.
import { createPrivateKey, generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'crypto';
import { readFileSync } from 'fs';
import path from 'path';
import { AsnConvert, BitString, OctetString } from '@peculiar/asn1-schema';
import {
  AccessDescription,
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  AuthorityInfoAccessSyntax,
  BasicConstraints,
  Certificate,
  CertificatePolicies,
  ExtendedKeyUsage,
  Extension,
  Extensions,
  GeneralName,
  Name,
  PolicyInformation,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { sandboxCertificateAuthority, sandboxIdentityDir } from '../e-id-sandbox/sandbox-identities';
import { certificateFields } from './certificate-fields';

export const ca = sandboxCertificateAuthority();
export const caKey = createPrivateKey(readFileSync(path.join(sandboxIdentityDir, 'ca.key')));

const der = (value: unknown) => Buffer.from(AsnConvert.serialize(value));

const nameOids: Record<string, string> = { C: '2.5.4.6', CN: '2.5.4.3', SN: '2.5.4.4', GN: '2.5.4.42', serialNumber: '2.5.4.5' };
/** A Name, DER: country and serialNumber as PrintableString, the rest UTF8String. */
export function nameOf(entries: Record<string, string>): Buffer {
  return der(new Name(Object.entries(entries).map(([key, value]) => new RelativeDistinguishedName([
    new AttributeTypeAndValue({ type: nameOids[key]!, value: new AttributeValue(key === 'C' || key === 'serialNumber' ? { printableString: value } : { utf8String: value }) }),
  ]))));
}

/** An Extension, DER, around the given extnValue contents. */
export function extension(oid: string, value: Buffer, critical = false): Buffer {
  return der(new Extension({ extnID: oid, critical, extnValue: new OctetString(value) }));
}
export const extendedKeyUsage = (...oids: string[]) => extension('2.5.29.37', der(new ExtendedKeyUsage(oids)));
/** keyUsage with the given first octet of bits (0x80 digitalSignature, 0x40 nonRepudiation), and how many trailing bits are unused (DER: all zero bits at the end). */
export const keyUsage = (bits: number, unused = 0) => extension('2.5.29.15', der(new BitString(new Uint8Array([bits]), unused)), true);
/** certificatePolicies with the given policy OIDs (no qualifiers). */
export const certificatePolicies = (...oids: string[]) => extension('2.5.29.32', der(new CertificatePolicies(oids.map((oid) => new PolicyInformation({ policyIdentifier: oid })))));
/** basicConstraints: cA TRUE marks a CA's certificate (critical, as CAs write it). */
export const basicConstraints = (isCa: boolean) => extension('2.5.29.19', der(new BasicConstraints({ cA: isCa })), true);
export const ocspUrl = (url: string) =>
  extension('1.3.6.1.5.5.7.1.1', der(new AuthorityInfoAccessSyntax([new AccessDescription({ accessMethod: '1.3.6.1.5.5.7.48.1', accessLocation: new GeneralName({ uniformResourceIdentifier: url }) })])));
export const clientAuth = '1.3.6.1.5.5.7.3.2';
/** SK's Smart-ID authentication certificate profile: digitalSignature, Smart-ID authentication usage, qualified policies. */
export const smartIdAuthenticationProfile = () => [keyUsage(0x80), extendedKeyUsage('1.3.6.1.4.1.62306.5.7.0'), certificatePolicies('1.3.6.1.4.1.10015.17.2', '0.4.0.2042.1.2')];

let nextSerial = 0x1000;
/** A positive serial's DER contents: big-endian, with a leading zero where the top bit is set. */
function serialBytes(serial: number): ArrayBuffer {
  const hex = serial.toString(16);
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  return new Uint8Array(bytes[0]! & 0x80 ? [0, ...bytes] : bytes).buffer;
}
/** `serial`: one of the caller's, unique under the CA; otherwise the next of this module's counter. */
export function makeCertificate(options: {
  subject: Record<string, string>;
  serial?: number;
  publicKey: KeyObject;
  extensions?: Buffer[];
  issuerName?: Buffer;
  signingKey?: KeyObject;
  notBefore?: Date;
  notAfter?: Date;
}): X509Certificate {
  const algorithm = new AlgorithmIdentifier({ algorithm: '1.2.840.10045.4.3.2' }); // ecdsa-with-SHA256
  nextSerial += 1;
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialBytes(options.serial ?? nextSerial),
    signature: algorithm,
    issuer: AsnConvert.parse(options.issuerName ?? certificateFields(ca.raw).subject, Name),
    validity: new Validity({ notBefore: options.notBefore ?? new Date(Date.now() - 60_000), notAfter: options.notAfter ?? new Date(Date.now() + 365 * 86_400_000) }),
    subject: AsnConvert.parse(nameOf(options.subject), Name),
    subjectPublicKeyInfo: AsnConvert.parse(options.publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
    ...(options.extensions?.length ? { extensions: new Extensions(options.extensions.map((item) => AsnConvert.parse(item, Extension))) } : {}),
  });
  const signature = sign('sha256', der(tbsCertificate), options.signingKey ?? caKey);
  return new X509Certificate(der(new Certificate({ tbsCertificate, signatureAlgorithm: algorithm, signatureValue: new Uint8Array(signature).buffer })));
}

/** The key usage of a CA: keyCertSign and cRLSign. */
const caKeyUsage = () => keyUsage(0x06, 1);

/**
 * A CA of a test chain: a self-signed root without `issuer`, else an intermediate it issued. `isCa: false`
 * makes an ordinary certificate that nonetheless signs others.
 */
export function makeCa(name: string, options: { issuer?: { certificate: X509Certificate; key: KeyObject }; notBefore?: Date; notAfter?: Date; isCa?: boolean } = {}) {
  const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const subject = { C: 'EE', CN: name };
  const isCa = options.isCa ?? true;
  const certificate = makeCertificate({
    subject,
    publicKey: keys.publicKey,
    extensions: isCa ? [basicConstraints(true), caKeyUsage()] : [],
    issuerName: options.issuer ? certificateFields(options.issuer.certificate.raw).subject : nameOf(subject),
    signingKey: options.issuer?.key ?? keys.privateKey,
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
    ...(options.notAfter ? { notAfter: options.notAfter } : {}),
  });
  return { certificate, key: keys.privateKey };
}
