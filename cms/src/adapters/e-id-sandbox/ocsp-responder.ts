import { createHash, sign, type KeyObject, type X509Certificate } from 'crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Certificate, CRLReason, CRLReasons, Name } from '@peculiar/asn1-x509';
import {
  BasicOCSPResponse,
  CertStatus,
  KeyHash,
  OCSPRequest,
  OCSPResponse,
  ResponderID,
  ResponseBytes,
  ResponseData,
  RevokedInfo,
  SingleResponse,
} from '@peculiar/asn1-ocsp';
import { certificateFields, parseAsn } from '../e-id/certificate-fields';
import {
  asnCertId,
  decodeCertId,
  issuerHashes,
  nonceExtension,
  ocspOids,
  OcspFormatError,
  readNonce,
  responseStatuses,
  serialHex,
  type CertId,
  type OcspCertStatus,
  type OcspResponseStatus,
} from '../e-id/ocsp-messages';

/** A sandbox OCSP responder (RFC 6960): answers requests about one CA's certificates with signed responses. */

export interface OcspRequestContents {
  certIds: CertId[];
  nonce?: Buffer;
}

export function decodeOcspRequest(bytes: Buffer): OcspRequestContents {
  const { tbsRequest } = parseAsn('OCSPRequest', () => AsnConvert.parse(bytes, OCSPRequest));
  if (tbsRequest.version !== 0) throw new OcspFormatError('unsupported OCSPRequest version');
  if (tbsRequest.requestList.length === 0) throw new OcspFormatError('empty requestList');
  const nonce = readNonce(tbsRequest.requestExtensions);
  return { certIds: tbsRequest.requestList.map((request) => decodeCertId(request.reqCert)), ...(nonce ? { nonce } : {}) };
}

/** An OCSPResponse without responseBytes: malformedRequest, internalError, tryLater, … */
export function ocspErrorResponse(status: Exclude<OcspResponseStatus, 'successful'>): Buffer {
  return Buffer.from(AsnConvert.serialize(new OCSPResponse({ responseStatus: responseStatuses.indexOf(status) })));
}

export interface OcspSigner {
  key: KeyObject;
  /** A delegated responder's certificate (included in the response); without it the responder is the CA. */
  certificate?: X509Certificate;
}

export interface OcspResponderOptions {
  issuer: X509Certificate;
  /** Who signs: the issuing CA's key, or a delegated responder. */
  signer: OcspSigner;
  /** The status of a certificate the issuer issued, by serial number (upper-case hex, like X509Certificate.serialNumber). */
  statusOf(serialNumber: string): OcspCertStatus;
  /** When the revoked certificates were revoked (default: thisUpdate). */
  revocationTime?: Date;
  now?: () => Date;
  /** nextUpdate after thisUpdate (default 1 hour). */
  validityMs?: number;
}

function signatureAlgorithmFor(key: KeyObject): AlgorithmIdentifier {
  if (key.asymmetricKeyType === 'ec') return new AlgorithmIdentifier({ algorithm: '1.2.840.10045.4.3.2' }); // ecdsa-with-SHA256
  if (key.asymmetricKeyType === 'rsa') return new AlgorithmIdentifier({ algorithm: '1.2.840.113549.1.1.11', parameters: null }); // sha256WithRSAEncryption
  throw new Error(`the sandbox OCSP responder cannot sign with a ${key.asymmetricKeyType} key`);
}

function certStatus(status: OcspCertStatus, revocationTime: Date): CertStatus {
  if (status === 'good') return new CertStatus({ good: null });
  if (status === 'unknown') return new CertStatus({ unknown: null });
  return new CertStatus({ revoked: new RevokedInfo({ revocationTime, revocationReason: new CRLReason(CRLReasons.keyCompromise) }) });
}

/** The DER OCSPResponse to a DER OCSPRequest (malformedRequest when it cannot be read). */
export function answerOcspRequest(requestBytes: Buffer, options: OcspResponderOptions): Buffer {
  let request: OcspRequestContents;
  try {
    request = decodeOcspRequest(requestBytes);
  } catch {
    return ocspErrorResponse('malformedRequest');
  }
  const now = options.now?.() ?? new Date();
  const thisUpdate = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const nextUpdate = new Date(thisUpdate.getTime() + (options.validityMs ?? 60 * 60_000));

  const responses = request.certIds.map((certId) => {
    const expected = issuerHashes(options.issuer, certId.hashAlgorithm);
    const ours = expected.issuerNameHash.equals(certId.issuerNameHash) && expected.issuerKeyHash.equals(certId.issuerKeyHash);
    const status = ours ? options.statusOf(serialHex(certId.serialNumber)) : 'unknown';
    return new SingleResponse({ certID: asnCertId(certId), certStatus: certStatus(status, options.revocationTime ?? thisUpdate), thisUpdate, nextUpdate });
  });

  const signerCertificate = options.signer.certificate;
  const responderID = signerCertificate
    ? new ResponderID({ byName: AsnConvert.parse(certificateFields(signerCertificate.raw).subject, Name) })
    : new ResponderID({ byKey: new KeyHash(createHash('sha1').update(certificateFields(options.issuer.raw).subjectPublicKey).digest()) });
  const tbsResponseData = new ResponseData({
    responderID,
    producedAt: thisUpdate,
    responses,
    ...(request.nonce ? { responseExtensions: [nonceExtension(request.nonce)] } : {}),
  });
  const signedData = Buffer.from(AsnConvert.serialize(tbsResponseData));
  const basic = new BasicOCSPResponse({
    tbsResponseData,
    signatureAlgorithm: signatureAlgorithmFor(options.signer.key),
    signature: new Uint8Array(sign('sha256', signedData, options.signer.key)).buffer,
    ...(signerCertificate ? { certs: [AsnConvert.parse(signerCertificate.raw, Certificate)] } : {}),
  });
  const responseBytes = new ResponseBytes({ responseType: ocspOids.basicResponse, response: new OctetString(AsnConvert.serialize(basic)) });
  return Buffer.from(AsnConvert.serialize(new OCSPResponse({ responseStatus: 0, responseBytes })));
}
