import { createHash, type X509Certificate } from 'crypto';
import { contextTag, decodeDer, DerError, tags, type DerNode } from './der-decode';
import { readOid, readSmallInteger, readTime } from './der-values';
import { der } from './der-encode';
import { certificateFields } from './certificate-fields';

/** OCSP messages (RFC 6960, ASN.1 module with EXPLICIT tags; nonce as in RFC 8954). */

export const ocspOids = {
  basicResponse: '1.3.6.1.5.5.7.48.1.1',
  nonce: '1.3.6.1.5.5.7.48.1.2',
  ocspSigning: '1.3.6.1.5.5.7.3.9',
} as const;

export type CertIdHash = 'sha1' | 'sha256' | 'sha384' | 'sha512';

const hashOids: Record<CertIdHash, string> = {
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
};

export function hashForOid(oid: string): CertIdHash | undefined {
  return (Object.keys(hashOids) as CertIdHash[]).find((hash) => hashOids[hash] === oid);
}

/** CertID: which certificate a request or response is about. */
export interface CertId {
  hashAlgorithm: CertIdHash;
  /** Hash of the issuer's subject Name (DER). */
  issuerNameHash: Buffer;
  /** Hash of the issuer's subjectPublicKey BIT STRING contents. */
  issuerKeyHash: Buffer;
  /** The serialNumber INTEGER's content octets, as encoded in the certificate. */
  serialNumber: Buffer;
}

export function issuerHashes(issuer: X509Certificate, hashAlgorithm: CertIdHash): { issuerNameHash: Buffer; issuerKeyHash: Buffer } {
  const fields = certificateFields(issuer.raw);
  return {
    issuerNameHash: createHash(hashAlgorithm).update(fields.subject.raw).digest(),
    issuerKeyHash: createHash(hashAlgorithm).update(fields.subjectPublicKey).digest(),
  };
}

export function certIdFor(certificate: X509Certificate, issuer: X509Certificate, hashAlgorithm: CertIdHash = 'sha1'): CertId {
  return { hashAlgorithm, ...issuerHashes(issuer, hashAlgorithm), serialNumber: certificateFields(certificate.raw).serialNumber.content };
}

function withoutLeadingZeros(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return bytes.subarray(start);
}

/** A serial number as upper-case hex without leading zeros, like X509Certificate.serialNumber. */
export function serialHex(serialNumber: Buffer): string {
  return withoutLeadingZeros(serialNumber).toString('hex').toUpperCase();
}

export function sameCertId(a: CertId, b: CertId): boolean {
  return (
    a.hashAlgorithm === b.hashAlgorithm &&
    a.issuerNameHash.equals(b.issuerNameHash) &&
    a.issuerKeyHash.equals(b.issuerKeyHash) &&
    withoutLeadingZeros(a.serialNumber).equals(withoutLeadingZeros(b.serialNumber))
  );
}

export function encodeCertId(id: CertId): Buffer {
  return der.sequence(
    der.sequence(der.oid(hashOids[id.hashAlgorithm]), der.null()),
    der.octetString(id.issuerNameHash),
    der.octetString(id.issuerKeyHash),
    der.integerContent(id.serialNumber),
  );
}

export function decodeCertId(input: Buffer | DerNode): CertId {
  const node = (Buffer.isBuffer(input) ? decodeDer(input) : input).expect(tags.sequence);
  const algorithm = readOid(node.child(0, tags.sequence).child(0));
  const hashAlgorithm = hashForOid(algorithm);
  if (!hashAlgorithm) throw new DerError(`unsupported CertID hash ${algorithm}`);
  const serial = node.child(3, tags.integer).content;
  if (serial.length === 0) throw new DerError('empty serial number');
  return {
    hashAlgorithm,
    issuerNameHash: node.child(1, tags.octetString).content,
    issuerKeyHash: node.child(2, tags.octetString).content,
    serialNumber: serial,
  };
}

/** Extension ::= SEQUENCE { extnID, critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING } */
export function encodeNonceExtension(nonce: Buffer): Buffer {
  return der.sequence(der.oid(ocspOids.nonce), der.octetString(der.octetString(nonce)));
}

/** The nonce from a list of Extensions (extnValue is an OCTET STRING; a bare value is accepted too). */
export function readNonce(extensions: DerNode | undefined): Buffer | undefined {
  for (const extension of extensions?.expect(tags.sequence).children ?? []) {
    const [id, second, third] = extension.expect(tags.sequence).children;
    if (!id || readOid(id) !== ocspOids.nonce) continue;
    const value = (second?.tag === tags.boolean ? third : second)?.expect(tags.octetString).content;
    if (!value) throw new DerError('nonce extension without a value');
    try {
      return decodeDer(value).expect(tags.octetString).content;
    } catch {
      return value;
    }
  }
  return undefined;
}

/** OCSPRequest (unsigned, version v1) for the given certificates, with an optional nonce. */
export function encodeOcspRequest(ids: CertId[], nonce?: Buffer): Buffer {
  const requestList = der.sequence(...ids.map((id) => der.sequence(encodeCertId(id))));
  const extensions = nonce ? [der.explicit(2, der.sequence(encodeNonceExtension(nonce)))] : [];
  return der.sequence(der.sequence(requestList, ...extensions));
}

export type OcspCertStatus = 'good' | 'revoked' | 'unknown';

export interface SingleResponse {
  certId: CertId;
  status: OcspCertStatus;
  revocationTime?: Date;
  thisUpdate: Date;
  nextUpdate?: Date;
}

export type ResponderId = { byName: Buffer } | { byKey: Buffer };

export interface BasicOcspResponse {
  /** The ResponseData as received: what the signature is over. */
  tbsResponseData: Buffer;
  responderId: ResponderId;
  producedAt: Date;
  responses: SingleResponse[];
  nonce?: Buffer;
  signatureAlgorithm: DerNode;
  signature: Buffer;
  /** Certificates included to help verify the signature (e.g. a delegated responder's). */
  certificates: Buffer[];
}

export const responseStatuses = ['successful', 'malformedRequest', 'internalError', 'tryLater', 'unused', 'sigRequired', 'unauthorized'] as const;
export type OcspResponseStatus = Exclude<(typeof responseStatuses)[number], 'unused'>;

export type OcspResponse = { status: 'successful'; basic: BasicOcspResponse } | { status: Exclude<OcspResponseStatus, 'successful'> };

function decodeSingleResponse(node: DerNode): SingleResponse {
  node.expect(tags.sequence);
  const certId = decodeCertId(node.child(0));
  const statusNode = node.child(1);
  let status: OcspCertStatus;
  let revocationTime: Date | undefined;
  if (statusNode.tag === contextTag(0, false)) {
    status = 'good';
  } else if (statusNode.tag === contextTag(1)) {
    status = 'revoked';
    revocationTime = readTime(statusNode.child(0));
  } else if (statusNode.tag === contextTag(2, false)) {
    status = 'unknown';
  } else {
    throw new DerError(`bad CertStatus tag 0x${statusNode.tag.toString(16)}`);
  }
  const thisUpdate = readTime(node.child(2));
  const rest = node.children.slice(3);
  const nextUpdateNode = rest.find((item) => item.tag === contextTag(0));
  return { certId, status, ...(revocationTime ? { revocationTime } : {}), thisUpdate, ...(nextUpdateNode ? { nextUpdate: readTime(nextUpdateNode.child(0)) } : {}) };
}

function decodeBasicResponse(bytes: Buffer): BasicOcspResponse {
  const basic = decodeDer(bytes).expect(tags.sequence);
  const tbs = basic.child(0, tags.sequence);
  const items = tbs.children;
  let index = items[0]?.tag === contextTag(0) ? 1 : 0;
  if (index === 1 && readSmallInteger(items[0]!.child(0)) !== 0) throw new DerError('unsupported ResponseData version');
  const responderNode = items[index];
  index += 1;
  let responderId: ResponderId;
  if (responderNode?.tag === contextTag(1)) responderId = { byName: responderNode.child(0, tags.sequence).raw };
  else if (responderNode?.tag === contextTag(2)) responderId = { byKey: responderNode.child(0, tags.octetString).content };
  else throw new DerError('bad ResponderID');
  const producedAtNode = items[index];
  if (!producedAtNode) throw new DerError('missing producedAt');
  const producedAt = readTime(producedAtNode.expect(tags.generalizedTime));
  const responsesNode = items[index + 1]?.expect(tags.sequence);
  if (!responsesNode) throw new DerError('missing responses');
  const extensions = items.slice(index + 2).find((item) => item.tag === contextTag(1));
  const nonce = readNonce(extensions?.child(0));

  const signatureBits = basic.child(2, tags.bitString).content;
  if (signatureBits[0] !== 0) throw new DerError('signature with unused bits');
  const certsNode = basic.children.slice(3).find((item) => item.tag === contextTag(0));
  return {
    tbsResponseData: tbs.raw,
    responderId,
    producedAt,
    responses: responsesNode.children.map(decodeSingleResponse),
    ...(nonce ? { nonce } : {}),
    signatureAlgorithm: basic.child(1, tags.sequence),
    signature: signatureBits.subarray(1),
    certificates: (certsNode?.child(0, tags.sequence).children ?? []).map((certificate) => certificate.expect(tags.sequence).raw),
  };
}

export function decodeOcspResponse(bytes: Buffer): OcspResponse {
  const response = decodeDer(bytes).expect(tags.sequence);
  const statusNode = response.child(0, tags.enumerated);
  const status = responseStatuses[readSmallInteger(statusNode)];
  if (!status || status === 'unused') throw new DerError('unknown OCSP response status');
  if (status !== 'successful') return { status };
  const responseBytes = response.child(1).expect(contextTag(0)).child(0, tags.sequence);
  const type = readOid(responseBytes.child(0));
  if (type !== ocspOids.basicResponse) throw new DerError(`unsupported OCSP response type ${type}`);
  return { status, basic: decodeBasicResponse(responseBytes.child(1, tags.octetString).content) };
}
