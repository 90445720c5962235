import { constants, createHash, randomBytes, verify, X509Certificate, type KeyObject } from 'crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import type { AlgorithmIdentifier } from '@peculiar/asn1-x509';
import { RsaSaPssParams } from '@peculiar/asn1-rsa';
import { certificateFields, extendedKeyUsages } from './certificate-fields';
import { validAt } from './certificate-chain';
import {
  certIdFor,
  decodeOcspResponse,
  encodeOcspRequest,
  hashForOid,
  ocspOids,
  sameCertId,
  type BasicOcspResponse,
  type CertId,
  type OcspCertStatus,
} from './ocsp-messages';
import { outsideFetch, type HttpFetch } from '../outside-http';

/** Asks whether a certificate (issued by `issuer`) is revoked. Throws when it cannot tell. */
export interface OcspChecker {
  check(certificate: X509Certificate, issuer: X509Certificate): Promise<OcspCertStatus>;
}

export interface HttpOcspConfig {
  /** The responder; when absent, the OCSP URL from the certificate's Authority Information Access. */
  url?: string;
  /**
   * A designated responder's certificate (Web eID's designated OCSP service, with `url`): trusted as is, need not be
   * issued by the card's CA, and then the only signer accepted. Without it the signer is the CA or a responder the CA
   * issued for OCSP signing.
   */
  responderCertificate?: X509Certificate;
  fetch?: HttpFetch;
  /** For the whole exchange; 5 seconds unless told. */
  timeoutMs?: number;
  /** Sends a random nonce and requires the response to repeat it (default true). */
  nonce?: boolean;
  /** Allowed clock difference to the responder (default 15 minutes). */
  clockSkewMs?: number;
  /** How old thisUpdate may be, on top of the clock skew (default 2 minutes). */
  maxThisUpdateAgeMs?: number;
  now?: () => Date;
}

export class OcspError extends Error {
  constructor(message: string) {
    super(`OCSP: ${message}`);
    this.name = 'OcspError';
  }
}

/** The OCSP responder URL from the certificate's Authority Information Access, if any. */
export function ocspUrlFromCertificate(certificate: X509Certificate): string | undefined {
  const line = certificate.infoAccess?.split('\n').find((entry) => entry.startsWith('OCSP - URI:'));
  if (!line) return undefined;
  let url = line.slice('OCSP - URI:'.length).trim();
  // Node quotes values with special characters as JSON strings.
  if (url.startsWith('"')) {
    try {
      url = JSON.parse(url) as string;
    } catch {
      return undefined;
    }
  }
  return /^https?:\/\//i.test(url) ? url : undefined;
}

type SignatureCheck = { digest: string; keyType: 'ec' | 'rsa'; padding?: number; saltLength?: number };

const signatureAlgorithms: Record<string, SignatureCheck> = {
  '1.2.840.10045.4.3.2': { digest: 'sha256', keyType: 'ec' },
  '1.2.840.10045.4.3.3': { digest: 'sha384', keyType: 'ec' },
  '1.2.840.10045.4.3.4': { digest: 'sha512', keyType: 'ec' },
  '1.2.840.113549.1.1.5': { digest: 'sha1', keyType: 'rsa', padding: constants.RSA_PKCS1_PADDING },
  '1.2.840.113549.1.1.11': { digest: 'sha256', keyType: 'rsa', padding: constants.RSA_PKCS1_PADDING },
  '1.2.840.113549.1.1.12': { digest: 'sha384', keyType: 'rsa', padding: constants.RSA_PKCS1_PADDING },
  '1.2.840.113549.1.1.13': { digest: 'sha512', keyType: 'rsa', padding: constants.RSA_PKCS1_PADDING },
};
const rsassaPss = '1.2.840.113549.1.1.10';

/** RSASSA-PSS-params (RFC 4055): hash and salt length (MGF1 with the same hash assumed); SHA-1 and 20 when absent. */
function pssCheck(parameters: ArrayBuffer | null | undefined): SignatureCheck {
  let params: RsaSaPssParams;
  try {
    params = parameters ? AsnConvert.parse(parameters, RsaSaPssParams) : new RsaSaPssParams();
  } catch {
    throw new OcspError('malformed RSASSA-PSS parameters');
  }
  const digest = hashForOid(params.hashAlgorithm.algorithm);
  if (!digest) throw new OcspError('unsupported RSASSA-PSS hash');
  return { digest, keyType: 'rsa', padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: params.saltLength };
}

/** Verifies an X.509-style signature (AlgorithmIdentifier, DER ECDSA or RSA) over data. */
export function verifyX509Signature(algorithm: AlgorithmIdentifier, data: Buffer, signature: Buffer, key: KeyObject): boolean {
  const oid = algorithm.algorithm;
  const check = oid === rsassaPss ? pssCheck(algorithm.parameters) : signatureAlgorithms[oid];
  if (!check) throw new OcspError(`unsupported signature algorithm ${oid}`);
  const keyType = key.asymmetricKeyType === 'rsa-pss' ? 'rsa' : key.asymmetricKeyType;
  if (keyType !== check.keyType) return false;
  try {
    return verify(check.digest, data, { key, ...(check.padding !== undefined ? { padding: check.padding } : {}), ...(check.saltLength !== undefined ? { saltLength: check.saltLength } : {}) }, signature);
  } catch {
    return false;
  }
}

function matchesResponderId(basic: BasicOcspResponse, candidate: X509Certificate): boolean {
  const fields = certificateFields(candidate.raw);
  if ('byName' in basic.responderId) return fields.subject.equals(basic.responderId.byName);
  return createHash('sha1').update(fields.subjectPublicKey).digest().equals(basic.responderId.byKey);
}

/** The CA-issued responder (AIA path): the CA itself, or a certificate in the response the CA issued for OCSP signing, valid now. */
function caAuthorizedSigner(basic: BasicOcspResponse, issuer: X509Certificate, now: Date): X509Certificate | undefined {
  if (matchesResponderId(basic, issuer)) return issuer;
  for (const raw of basic.certificates) {
    let candidate: X509Certificate;
    try {
      candidate = new X509Certificate(raw);
    } catch {
      continue;
    }
    if (!matchesResponderId(basic, candidate)) continue;
    if (!candidate.checkIssued(issuer) || !candidate.verify(issuer.publicKey)) throw new OcspError('the responder certificate is not issued by the CA');
    if (!(extendedKeyUsages(certificateFields(candidate.raw)) ?? []).includes(ocspOids.ocspSigning)) throw new OcspError('the responder certificate is not for OCSP signing');
    if (!validAt(candidate, now)) throw new OcspError('the responder certificate is not valid now');
    return candidate;
  }
  return undefined;
}

/**
 * Checks who signed the response: with a designated responder configured, that responder (its certificate
 * trusted as configured, valid now); else the issuing CA itself, or a responder certificate included in the
 * response that the CA issued for OCSP signing (id-kp-OCSPSigning) and that is valid now.
 */
export function verifyOcspResponseSignature(basic: BasicOcspResponse, issuer: X509Certificate, now: Date, designated?: X509Certificate): void {
  let signer: X509Certificate | undefined;
  if (designated) {
    if (!matchesResponderId(basic, designated)) throw new OcspError('the response is not from the designated responder');
    if (!validAt(designated, now)) throw new OcspError('the designated responder certificate is not valid now');
    signer = designated;
  } else {
    signer = caAuthorizedSigner(basic, issuer, now);
  }
  if (!signer) throw new OcspError('the response is not from the CA or a responder it authorized');
  if (!verifyX509Signature(basic.signatureAlgorithm, basic.tbsResponseData, basic.signature, signer.publicKey)) throw new OcspError('bad response signature');
}

/** Queries an OCSP responder over HTTP (RFC 6960 appendix A, POST) and checks its answer. */
export class HttpOcspChecker implements OcspChecker {
  private readonly fetch: HttpFetch;

  constructor(private readonly config: HttpOcspConfig = {}) {
    this.fetch = config.fetch ?? outsideFetch;
  }

  async check(certificate: X509Certificate, issuer: X509Certificate): Promise<OcspCertStatus> {
    if (this.config.responderCertificate && !this.config.url) throw new OcspError('a designated responder needs its URL');
    const url = this.config.url ?? ocspUrlFromCertificate(certificate);
    if (!url) throw new OcspError('no responder URL');
    const certId = certIdFor(certificate, issuer);
    const nonce = this.config.nonce === false ? undefined : randomBytes(32);

    const response = await this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
      body: new Uint8Array(encodeOcspRequest([certId], nonce)),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new OcspError(`responder answered HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());

    const decoded = decodeOcspResponse(body);
    if (decoded.status !== 'successful') throw new OcspError(`responder answered ${decoded.status}`);
    const { basic } = decoded;
    const now = this.config.now?.() ?? new Date();
    verifyOcspResponseSignature(basic, issuer, now, this.config.responderCertificate);
    if (nonce && !basic.nonce?.equals(nonce)) throw new OcspError('the response does not repeat our nonce');

    const single = basic.responses.find((candidate) => matchesCertificate(candidate.certId, certId, certificate, issuer));
    if (!single) throw new OcspError('no response about the certificate');
    const skew = this.config.clockSkewMs ?? 15 * 60_000;
    const maxAge = this.config.maxThisUpdateAgeMs ?? 2 * 60_000;
    if (single.thisUpdate.getTime() > now.getTime() + skew) throw new OcspError('thisUpdate is in the future');
    if (single.thisUpdate.getTime() < now.getTime() - skew - maxAge) throw new OcspError('the response is too old');
    if (single.nextUpdate && single.nextUpdate.getTime() < now.getTime() - skew) throw new OcspError('the response has expired (nextUpdate)');
    return single.status;
  }
}

/** A response's CertID may use another hash than ours: compare with the same hash. */
function matchesCertificate(candidate: CertId, ours: CertId, certificate: X509Certificate, issuer: X509Certificate): boolean {
  if (candidate.hashAlgorithm === ours.hashAlgorithm) return sameCertId(candidate, ours);
  return sameCertId(candidate, certIdFor(certificate, issuer, candidate.hashAlgorithm));
}
