import { createHash, createPrivateKey, sign, X509Certificate } from 'crypto';
import { existsSync, readdirSync, readFileSync } from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import type { WebEidAuthToken } from '../e-id/web-eid-validator';
import { answerOcspRequest, ocspErrorResponse, type OcspSigner } from './ocsp-responder';
import { extensionReply } from './web-eid-extension';
import { sandboxCertificateAuthority, sandboxIdentity, sandboxIdentityDir } from './sandbox-identities';
import { answerJson, readSandboxBody } from '../sandbox-http';

/**
 * A local stand-in for the ID card in the browser (the Web eID extension answering a challenge with a
 * demo identity's key) and for the CA's OCSP responder:
 * - POST /web-eid/authenticate {personalCode, challengeNonce, origin}: 200 with the Web eID auth token,
 *   404 for a code without a sandbox identity (with an extra identities folder, also its identities, a
 *   semantics identifier such as PNOLT-… naming another country's);
 * - POST /web-eid/extension {personalCode, origin, message, failWith?}: {reply}, the extension's answer to the page's
 *   message in its own protocol (web-eid-extension.ts), or null where the extension answers nothing;
 * - POST /ocsp (application/ocsp-request; also GET /ocsp/<base64>): a response signed with the sandbox
 *   CA's key: good for the sandbox certificates (ID card, Mobile-ID and Smart-ID), revoked for those in sandboxRevokedSerials, unknown
 *   for certificates the sandbox CA did not issue.
 */

/** Serial numbers (as X509Certificate.serialNumber) of sandbox certificates reported revoked. */
export const sandboxRevokedSerials: readonly string[] = [
  '5245564F4B4544', // 38001085718 REVOKED TESTNUMBER (fixed serial, see generate-identities.sh)
  '534944524556', // 38001085735 REVOKED TESTNUMBER's Smart-ID certificate (smart-id/, fixed serial)
];

export type SandboxWebEidAlgorithm = 'ES256' | 'ES384' | 'ES512';

export interface SandboxWebEidTokenOptions {
  identitiesDir?: string;
  /** More ID cards, as the e-ID sandbox's extra identities (`<code>`, or `PNOLT-<code>` for another country). */
  extraIdentitiesDir?: string;
  /** The demo keys are P-256, so ES256 unless told. */
  algorithm?: SandboxWebEidAlgorithm;
  format?: string;
}

const digests: Record<SandboxWebEidAlgorithm | 'RS256', string> = { ES256: 'sha256', ES384: 'sha384', ES512: 'sha512', RS256: 'sha256' };

/** What the Web eID extension returns for the demo identity: its key signs hash(origin) ‖ hash(challengeNonce). */
export function sandboxWebEidToken(personalCode: string, challengeNonce: string, origin: string, options: SandboxWebEidTokenOptions = {}): WebEidAuthToken | null {
  const identity = sandboxIdentity(personalCode, options.identitiesDir) ?? (options.extraIdentitiesDir ? sandboxIdentity(personalCode, options.extraIdentitiesDir) : null);
  if (!identity) return null;
  const rsa = identity.key.asymmetricKeyType === 'rsa';
  const algorithm = rsa ? 'RS256' : options.algorithm ?? 'ES256';
  const digest = digests[algorithm];
  let browserOrigin = origin;
  try {
    browserOrigin = new URL(origin).origin;
  } catch {
    // Signed as given.
  }
  const signedData = Buffer.concat([createHash(digest).update(browserOrigin, 'utf8').digest(), createHash(digest).update(challengeNonce, 'utf8').digest()]);
  return {
    unverifiedCertificate: identity.certificate.raw.toString('base64'),
    algorithm,
    signature: (rsa ? sign(digest, signedData, identity.key) : sign(digest, signedData, { key: identity.key, dsaEncoding: 'ieee-p1363' })).toString('base64'),
    format: options.format ?? 'web-eid:1.0',
    appVersion: 'https://web-eid.eu/web-eid-app/releases/2.5.0+0',
  };
}

export interface WebEidSandboxOptions {
  identitiesDir?: string;
  /** The e-ID sandbox's extra identities folder: its certificates log in and OCSP knows them. */
  extraIdentitiesDir?: string;
  revokedSerials?: readonly string[];
  /** Who signs OCSP responses; the sandbox CA (ca.key) unless told. */
  ocspSigner?: OcspSigner;
  now?: () => Date;
}

const readBody = (req: IncomingMessage) => readSandboxBody(req);

function answerOcsp(res: ServerResponse, body: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/ocsp-response', 'content-length': body.length });
  res.end(body);
}

export function createWebEidSandbox(options: WebEidSandboxOptions = {}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const dir = options.identitiesDir ?? sandboxIdentityDir;
  const ca = sandboxCertificateAuthority(dir);
  const signer = options.ocspSigner ?? { key: createPrivateKey(readFileSync(path.join(dir, 'ca.key'))) };
  const revoked = new Set(options.revokedSerials ?? sandboxRevokedSerials);
  const issuedIn = (folder: string) => readdirSync(folder)
    .filter((file) => /^(PNO[A-Z]{2}-)?\d{11}\.pem$/.test(file))
    .map((file) => new X509Certificate(readFileSync(path.join(folder, file))))
    .filter((certificate) => certificate.checkIssued(ca) && certificate.verify(ca.publicKey))
    .map((certificate) => certificate.serialNumber.toUpperCase());
  // The Smart-ID demo identities (smart-id/) are the same CA's: their OCSP answers come from here too.
  const smartIdDir = path.join(dir, 'smart-id');
  const issued = new Set([...issuedIn(dir), ...(existsSync(smartIdDir) ? issuedIn(smartIdDir) : [])]);
  // A bench's folder may hold thousands: read on the first question about a certificate not in `dir`, and again
  // when it does not hold the one asked about (tests add persons to it while the CMS runs).
  let extraIssued: Set<string> | null = null;
  const readExtra = (folder: string) => (extraIssued = new Set(issuedIn(folder)));
  const isExtra = (serial: string, folder: string) => (extraIssued ?? readExtra(folder)).has(serial) || readExtra(folder).has(serial);
  const isIssued = (serial: string) => issued.has(serial) || (options.extraIdentitiesDir !== undefined && isExtra(serial, options.extraIdentitiesDir));
  const statusOf = (serial: string) => (!isIssued(serial) ? 'unknown' : revoked.has(serial) ? 'revoked' : 'good');
  const ocsp = (request: Buffer) => answerOcspRequest(request, { issuer: ca, signer, statusOf, ...(options.now ? { now: options.now } : {}) });

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    try {
      if (url.pathname === '/web-eid/authenticate' && req.method === 'POST') {
        const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
        const { personalCode, challengeNonce, origin } = body;
        if (typeof personalCode !== 'string' || typeof challengeNonce !== 'string' || !challengeNonce || typeof origin !== 'string' || !origin) {
          return answerJson(res, 400, { error: 'Bad request' });
        }
        const token = sandboxWebEidToken(personalCode, challengeNonce, origin, { identitiesDir: dir, ...(options.extraIdentitiesDir ? { extraIdentitiesDir: options.extraIdentitiesDir } : {}) });
        return token ? answerJson(res, 200, token) : answerJson(res, 404, { error: 'Unknown identity' });
      }
      if (url.pathname === '/web-eid/extension' && req.method === 'POST') {
        const { personalCode, origin, message, failWith } = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
        if (typeof personalCode !== 'string' || typeof origin !== 'string' || !origin || (failWith !== undefined && typeof failWith !== 'string')) return answerJson(res, 400, { error: 'Bad request' });
        const tokenOptions = { identitiesDir: dir, ...(options.extraIdentitiesDir ? { extraIdentitiesDir: options.extraIdentitiesDir } : {}) };
        return answerJson(res, 200, { reply: extensionReply(message, (nonce) => sandboxWebEidToken(personalCode, nonce, origin, tokenOptions), failWith) });
      }
      if (url.pathname === '/ocsp' && req.method === 'POST') {
        return answerOcsp(res, ocsp(await readBody(req)));
      }
      if (url.pathname.startsWith('/ocsp/') && req.method === 'GET') {
        let request: Buffer;
        try {
          request = Buffer.from(decodeURIComponent(url.pathname.slice('/ocsp/'.length)), 'base64');
        } catch {
          return answerOcsp(res, ocspErrorResponse('malformedRequest'));
        }
        return answerOcsp(res, ocsp(request));
      }
      return answerJson(res, 404, { error: 'Not found' });
    } catch {
      return answerJson(res, 400, { error: 'Bad request' });
    }
  };
}
