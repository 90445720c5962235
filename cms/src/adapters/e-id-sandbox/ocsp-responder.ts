import { createHash, sign, type KeyObject, type X509Certificate } from 'crypto';
import { contextTag, decodeDer, DerError, tags } from '../e-id/der-decode';
import { readSmallInteger } from '../e-id/der-values';
import { der } from '../e-id/der-encode';
import { certificateFields } from '../e-id/certificate-fields';
import {
  decodeCertId,
  encodeCertId,
  encodeNonceExtension,
  issuerHashes,
  ocspOids,
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
  const tbs = decodeDer(bytes).expect(tags.sequence).child(0, tags.sequence);
  const items = tbs.children;
  let index = 0;
  if (items[index]?.tag === contextTag(0)) {
    if (readSmallInteger(items[index]!.child(0)) !== 0) throw new DerError('unsupported OCSPRequest version');
    index += 1;
  }
  if (items[index]?.tag === contextTag(1)) index += 1; // requestorName
  const requestList = items[index]?.expect(tags.sequence);
  if (!requestList || requestList.children.length === 0) throw new DerError('empty requestList');
  const extensions = items.slice(index + 1).find((item) => item.tag === contextTag(2));
  const nonce = readNonce(extensions?.child(0));
  return { certIds: requestList.children.map((request) => decodeCertId(request.expect(tags.sequence).child(0))), ...(nonce ? { nonce } : {}) };
}

/** An OCSPResponse without responseBytes: malformedRequest, internalError, tryLater, … */
export function ocspErrorResponse(status: Exclude<OcspResponseStatus, 'successful'>): Buffer {
  return der.sequence(der.enumerated(responseStatuses.indexOf(status)));
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

function signatureAlgorithmFor(key: KeyObject): Buffer {
  if (key.asymmetricKeyType === 'ec') return der.sequence(der.oid('1.2.840.10045.4.3.2')); // ecdsa-with-SHA256
  if (key.asymmetricKeyType === 'rsa') return der.sequence(der.oid('1.2.840.113549.1.1.11'), der.null()); // sha256WithRSAEncryption
  throw new Error(`the sandbox OCSP responder cannot sign with a ${key.asymmetricKeyType} key`);
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
    const certStatus =
      status === 'good'
        ? der.implicit(0, Buffer.alloc(0))
        : status === 'revoked'
          ? der.implicit(1, [der.generalizedTime(options.revocationTime ?? thisUpdate), der.explicit(0, der.enumerated(1))], true) // keyCompromise
          : der.implicit(2, Buffer.alloc(0));
    return der.sequence(encodeCertId(certId), certStatus, der.generalizedTime(thisUpdate), der.explicit(0, der.generalizedTime(nextUpdate)));
  });

  const signerCertificate = options.signer.certificate;
  const responderId = signerCertificate
    ? der.explicit(1, certificateFields(signerCertificate.raw).subject.raw)
    : der.explicit(2, der.octetString(createHash('sha1').update(certificateFields(options.issuer.raw).subjectPublicKey).digest()));
  const tbsResponseData = der.sequence(
    responderId,
    der.generalizedTime(thisUpdate),
    der.sequence(...responses),
    ...(request.nonce ? [der.explicit(1, der.sequence(encodeNonceExtension(request.nonce)))] : []),
  );
  const basic = der.sequence(
    tbsResponseData,
    signatureAlgorithmFor(options.signer.key),
    der.bitString(sign('sha256', tbsResponseData, options.signer.key)),
    ...(signerCertificate ? [der.explicit(0, der.sequence(signerCertificate.raw))] : []),
  );
  return der.sequence(der.enumerated(0), der.explicit(0, der.sequence(der.oid(ocspOids.basicResponse), der.octetString(basic))));
}
