import { createHash, type X509Certificate } from 'crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Extension } from '@peculiar/asn1-x509';
import { BasicOCSPResponse, CertID, OCSPRequest, OCSPResponse, Request, TBSRequest, id_pkix_ocsp_basic, id_pkix_ocsp_nonce, type SingleResponse as AsnSingleResponse } from '@peculiar/asn1-ocsp';
import { certificateFields, parseAsn } from './certificate-fields';

/** OCSP messages (RFC 6960; nonce as in RFC 8954), read and written with @peculiar/asn1-ocsp. */

export const ocspOids = {
  basicResponse: id_pkix_ocsp_basic,
  nonce: id_pkix_ocsp_nonce,
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

/** An OCSP message that cannot be read. */
export class OcspFormatError extends Error {
  constructor(message: string) {
    super(`OCSP message: ${message}`);
    this.name = 'OcspFormatError';
  }
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
    issuerNameHash: createHash(hashAlgorithm).update(fields.subject).digest(),
    issuerKeyHash: createHash(hashAlgorithm).update(fields.subjectPublicKey).digest(),
  };
}

export function certIdFor(certificate: X509Certificate, issuer: X509Certificate, hashAlgorithm: CertIdHash = 'sha1'): CertId {
  return { hashAlgorithm, ...issuerHashes(issuer, hashAlgorithm), serialNumber: certificateFields(certificate.raw).serialNumber };
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

export function asnCertId(id: CertId): CertID {
  return new CertID({
    hashAlgorithm: new AlgorithmIdentifier({ algorithm: hashOids[id.hashAlgorithm], parameters: null }),
    issuerNameHash: new OctetString(id.issuerNameHash),
    issuerKeyHash: new OctetString(id.issuerKeyHash),
    serialNumber: new Uint8Array(id.serialNumber).buffer,
  });
}

export function encodeCertId(id: CertId): Buffer {
  return Buffer.from(AsnConvert.serialize(asnCertId(id)));
}

export function decodeCertId(input: Buffer | CertID): CertId {
  const id = Buffer.isBuffer(input) ? parseAsn('CertID', () => AsnConvert.parse(input, CertID)) : input;
  const hashAlgorithm = hashForOid(id.hashAlgorithm.algorithm);
  if (!hashAlgorithm) throw new OcspFormatError(`unsupported CertID hash ${id.hashAlgorithm.algorithm}`);
  const serialNumber = Buffer.from(id.serialNumber);
  if (serialNumber.length === 0) throw new OcspFormatError('empty serial number');
  return { hashAlgorithm, issuerNameHash: Buffer.from(id.issuerNameHash.buffer), issuerKeyHash: Buffer.from(id.issuerKeyHash.buffer), serialNumber };
}

/** The nonce extension: extnValue holds the nonce as an OCTET STRING (RFC 8954). */
export function nonceExtension(nonce: Buffer): Extension {
  return new Extension({ extnID: ocspOids.nonce, critical: false, extnValue: new OctetString(AsnConvert.serialize(new OctetString(nonce))) });
}

/** The nonce extension, DER. */
export function encodeNonceExtension(nonce: Buffer): Buffer {
  return Buffer.from(AsnConvert.serialize(nonceExtension(nonce)));
}

/** The nonce from a list of Extensions (an OCTET STRING in extnValue; a bare value is accepted too). */
export function readNonce(extensions: readonly Extension[] | undefined): Buffer | undefined {
  const value = extensions?.find((extension) => extension.extnID === ocspOids.nonce)?.extnValue;
  if (!value) return undefined;
  try {
    return Buffer.from(AsnConvert.parse(value.buffer, OctetString).buffer);
  } catch {
    return Buffer.from(value.buffer);
  }
}

/** OCSPRequest (unsigned, version v1) for the given certificates, with an optional nonce. */
export function encodeOcspRequest(ids: CertId[], nonce?: Buffer): Buffer {
  const tbsRequest = new TBSRequest({
    requestList: ids.map((id) => new Request({ reqCert: asnCertId(id) })),
    ...(nonce ? { requestExtensions: [nonceExtension(nonce)] } : {}),
  });
  return Buffer.from(AsnConvert.serialize(new OCSPRequest({ tbsRequest })));
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
  signatureAlgorithm: AlgorithmIdentifier;
  signature: Buffer;
  /** Certificates included to help verify the signature (e.g. a delegated responder's), DER. */
  certificates: Buffer[];
}

export const responseStatuses = ['successful', 'malformedRequest', 'internalError', 'tryLater', 'unused', 'sigRequired', 'unauthorized'] as const;
export type OcspResponseStatus = Exclude<(typeof responseStatuses)[number], 'unused'>;

export type OcspResponse = { status: 'successful'; basic: BasicOcspResponse } | { status: Exclude<OcspResponseStatus, 'successful'> };

function singleResponse(single: AsnSingleResponse): SingleResponse {
  const { certStatus } = single;
  let status: OcspCertStatus;
  if (certStatus.revoked) status = 'revoked';
  else if (certStatus.good !== undefined) status = 'good';
  else if (certStatus.unknown !== undefined) status = 'unknown';
  else throw new OcspFormatError('bad CertStatus');
  return {
    certId: decodeCertId(single.certID),
    status,
    ...(certStatus.revoked ? { revocationTime: certStatus.revoked.revocationTime } : {}),
    thisUpdate: single.thisUpdate,
    ...(single.nextUpdate ? { nextUpdate: single.nextUpdate } : {}),
  };
}

function basicResponse(bytes: ArrayBuffer): BasicOcspResponse {
  const basic = parseAsn('BasicOCSPResponse', () => AsnConvert.parse(bytes, BasicOCSPResponse));
  const data = basic.tbsResponseData;
  if (data.version !== 0) throw new OcspFormatError('unsupported ResponseData version');
  const { byName, byKey } = data.responderID;
  if (!byName && !byKey) throw new OcspFormatError('bad ResponderID');
  const responderId: ResponderId = byName ? { byName: Buffer.from(AsnConvert.serialize(byName)) } : { byKey: Buffer.from(byKey!.buffer) };
  if (!basic.tbsResponseDataRaw) throw new OcspFormatError('ResponseData not kept as received');
  const nonce = readNonce(data.responseExtensions);
  return {
    tbsResponseData: Buffer.from(basic.tbsResponseDataRaw),
    responderId,
    producedAt: data.producedAt,
    responses: data.responses.map(singleResponse),
    ...(nonce ? { nonce } : {}),
    signatureAlgorithm: basic.signatureAlgorithm,
    signature: Buffer.from(basic.signature),
    certificates: (basic.certs ?? []).map((certificate) => Buffer.from(AsnConvert.serialize(certificate))),
  };
}

export function decodeOcspResponse(bytes: Buffer): OcspResponse {
  const response = parseAsn('OCSPResponse', () => AsnConvert.parse(bytes, OCSPResponse));
  const status = responseStatuses[Number(response.responseStatus)];
  if (!status || status === 'unused') throw new OcspFormatError('unknown OCSP response status');
  if (status !== 'successful') return { status };
  if (!response.responseBytes) throw new OcspFormatError('a successful response without responseBytes');
  const { responseType, response: inner } = response.responseBytes;
  if (responseType !== ocspOids.basicResponse) throw new OcspFormatError(`unsupported OCSP response type ${responseType}`);
  return { status, basic: basicResponse(inner.buffer) };
}
