import { constants, createHash, sign, type KeyObject, type X509Certificate } from 'crypto';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { sandboxIdentity } from '../e-id-sandbox/sandbox-identities';
import { createWebEidSandbox } from '../e-id-sandbox/web-eid-sandbox';
import { HttpOcspChecker, type OcspChecker } from './ocsp-client';
import { ca } from './test-certificates.test.helpers';
import { createChallengeNonce, type WebEidAlgorithm, type WebEidAuthToken } from './web-eid-validator';

/** What the Web eID tests share: the site, the sandbox's demo card, local servers and tokens as the extension makes them. */

export const origin = 'https://kindlustus.ee';
export const trusted = [ca];
export const demo = sandboxIdentity('30303039914')!;

export async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

export async function sandboxServer(options: Parameters<typeof createWebEidSandbox>[0] = {}) {
  const handle = createWebEidSandbox(options);
  return listen((req, res) => void handle(req, res));
}

export const person = { C: 'EE', CN: 'TESTNUMBER,CARD,PNOEE-38001085718', SN: 'TESTNUMBER', GN: 'CARD', serialNumber: 'PNOEE-38001085718' };

/** Plays the extension with any key: signs hash(origin) ‖ hash(nonce) as the algorithm says. */
export function tokenFor(certificate: X509Certificate, key: KeyObject, nonce: string, algorithm: WebEidAlgorithm = 'ES256', forOrigin = origin): WebEidAuthToken {
  const digest = { '256': 'sha256', '384': 'sha384', '512': 'sha512' }[algorithm.slice(2)]!;
  const data = Buffer.concat([createHash(digest).update(forOrigin).digest(), createHash(digest).update(nonce).digest()]);
  const signature = algorithm.startsWith('ES')
    ? sign(digest, data, { key, dsaEncoding: 'ieee-p1363' })
    : algorithm.startsWith('PS')
      ? sign(digest, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: createHash(digest).digest().length })
      : sign(digest, data, { key, padding: constants.RSA_PKCS1_PADDING });
  return {
    unverifiedCertificate: certificate.raw.toString('base64'),
    algorithm,
    signature: signature.toString('base64'),
    format: 'web-eid:1.0',
    appVersion: 'https://web-eid.eu/web-eid-app/releases/2.5.0',
  };
}

/**
 * Inside a describe: the Web eID sandbox (extension and OCSP responder) and an OCSP checker of it, started before
 * its tests and closed after them (with every server a test adds to `extra`); `started()` answers them once running.
 */
export function useWebEidSandbox() {
  let sandbox: { server: Server; base: string };
  let ocsp: OcspChecker;
  const extra: Server[] = [];

  beforeAll(async () => {
    sandbox = await sandboxServer();
    ocsp = new HttpOcspChecker({ url: `${sandbox.base}/ocsp` });
  });
  afterAll(async () => {
    await Promise.all([sandbox.server, ...extra].map(close));
  });

  async function fromSandboxExtension(personalCode: string, challengeNonce: string, forOrigin = origin): Promise<Response> {
    return fetch(`${sandbox.base}/web-eid/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personalCode, challengeNonce, origin: forOrigin }),
    });
  }

  async function sandboxToken(personalCode = '30303039914', nonce = createChallengeNonce()): Promise<{ token: WebEidAuthToken; nonce: string }> {
    const response = await fromSandboxExtension(personalCode, nonce);
    expect(response.status).toBe(200);
    return { token: (await response.json()) as WebEidAuthToken, nonce };
  }

  return { extra, fromSandboxExtension, sandboxToken, started: () => ({ sandbox, ocsp }) };
}
