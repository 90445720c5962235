import { generateKeyPairSync } from 'crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { createServer, type Server } from 'http';
import { tmpdir } from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import { loginOutcomeCode } from './login-outcomes';
import { createEidSandbox } from '../e-id-sandbox/sandbox-service';
import { sandboxCertificateAuthority } from '../e-id-sandbox/sandbox-identities';
import { createWebEidSandbox } from '../e-id-sandbox/web-eid-sandbox';
import { HttpOcspChecker } from './ocsp-client';
import { SmartIdClient } from './smart-id-client';
import { SmartIdV3Client } from './smart-id-v3-client';
import { makeCertificate, smartIdAuthenticationProfile } from './test-certificates.test.helpers';

/**
 * SK's response verification asks the Smart-ID certificate's status by OCSP (response_verification.html,
 * step 4c iii). Here against the sandboxes: the Smart-ID service and the sandbox CA's OCSP responder.
 */
/** REVOKED TESTNUMBER: the sandbox responder reports its Smart-ID certificate revoked (sandboxRevokedSerials). */
const revokedCode = '38001085735';

describe('a Smart-ID login asks whether the certificate is revoked', () => {
  let server: Server;
  let base: string;
  const rp = { relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus', trustedCertificates: [sandboxCertificateAuthority()] };
  const ocsp = () => new HttpOcspChecker({ url: `${base}/id-card/ocsp` });
  const v3 = (checker = ocsp()) => new SmartIdV3Client({ baseUrl: `${base}/e-id/smart-id`, ...rp, ocsp: checker });

  beforeAll(async () => {
    const eId = createEidSandbox({ completeAfterMs: 0, smartIdDeviceLinkBase: 'https://sandbox.invalid/device-link' });
    const idCard = createWebEidSandbox();
    server = createServer((req, res) => {
      const [, prefix] = /^\/([^/]+)/.exec(req.url ?? '') ?? [];
      req.url = (req.url ?? '').slice(prefix ? prefix.length + 1 : 0);
      void (prefix === 'id-card' ? idCard(req, res) : eId(req, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));

  async function deviceLinkLogin(client: SmartIdV3Client, personalCode: string) {
    const session = await client.startDeviceLinkAuthentication('Log in', Date.now);
    const scanned = await fetch(`${base}/e-id/smart-id-app/scan`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ link: client.deviceLink(session, 'QR', 'est', Date.now()), personalCode }),
    });
    expect(scanned.status).toBe(200);
    return client.poll(session, 1000);
  }

  it('logs in when the sandbox CA\'s responder says good for the Smart-ID certificate', async () => {
    expect(await deviceLinkLogin(v3(), '30303039914')).toMatchObject({ state: 'COMPLETE', endResult: 'OK', identity: { personalCode: '30303039914' } });
  });

  it('refuses a revoked certificate, which the person is told as such', async () => {
    const answer = await deviceLinkLogin(v3(), revokedCode);
    expect(answer).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'revokedCertificate' });
    expect(loginOutcomeCode('CERTIFICATE_INVALID', 'revokedCertificate')).toBe('revokedCertificate');
  });

  it('refuses the login when the responder cannot be reached, telling the service is unavailable', async () => {
    const answer = await deviceLinkLogin(v3(new HttpOcspChecker({ url: 'http://127.0.0.1:9/ocsp', timeoutMs: 2000 })), '30303039914');
    expect(answer).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'ocspUnavailable' });
    expect(loginOutcomeCode('CERTIFICATE_INVALID', 'ocspUnavailable')).toBe('ocspUnavailable');
  });

  it('asks the same in the notification flow (RP API v2)', async () => {
    const client = new SmartIdClient({ baseUrl: `${base}/e-id/smart-id`, ...rp, ocsp: ocsp() });
    const good = await client.startAuthentication('30303039914');
    expect(await client.poll(good.sessionID, good.hash, 1000)).toMatchObject({ state: 'COMPLETE', endResult: 'OK' });
    const revoked = await client.startAuthentication(revokedCode);
    expect(await client.poll(revoked.sessionID, revoked.hash, 1000)).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'revokedCertificate' });
  });
});

describe('the sandbox responder and a folder of extra identities that grows while it runs', () => {
  it('knows a person added to the folder after its first answer (tests sharing a CMS add persons of their own)', async () => {
    const extras = mkdtempSync(path.join(tmpdir(), 'extra-identities-'));
    const addPerson = (personalCode: string, givenName: string) => {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const certificate = makeCertificate({
        subject: { C: 'EE', CN: `TESTNUMBER,${givenName},PNOEE-${personalCode}`, SN: 'TESTNUMBER', GN: givenName, serialNumber: `PNOEE-${personalCode}` },
        publicKey, extensions: smartIdAuthenticationProfile(), serial: Number(personalCode),
      });
      writeFileSync(path.join(extras, `${personalCode}.key`), privateKey.export({ type: 'pkcs8', format: 'pem' }));
      writeFileSync(path.join(extras, `${personalCode}.pem`), certificate.toString());
    };
    const eId = createEidSandbox({ completeAfterMs: 0, extraIdentitiesDir: extras });
    const idCard = createWebEidSandbox({ extraIdentitiesDir: extras });
    const server = createServer((req, res) => {
      const [, prefix] = /^\/([^/]+)/.exec(req.url ?? '') ?? [];
      req.url = (req.url ?? '').slice(prefix ? prefix.length + 1 : 0);
      void (prefix === 'id-card' ? idCard(req, res) : eId(req, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const rp = { relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus', trustedCertificates: [sandboxCertificateAuthority()] };
    const client = new SmartIdClient({ baseUrl: `${base}/e-id/smart-id`, ...rp, ocsp: new HttpOcspChecker({ url: `${base}/id-card/ocsp` }) });
    const login = async (personalCode: string) => {
      const started = await client.startAuthentication(personalCode);
      return client.poll(started.sessionID, started.hash, 1000);
    };
    try {
      addPerson('49002020013', 'FIRST');
      expect(await login('49002020013')).toMatchObject({ state: 'COMPLETE', endResult: 'OK', identity: { personalCode: '49002020013' } });
      addPerson('39002020034', 'LATER');
      expect(await login('39002020034')).toMatchObject({ state: 'COMPLETE', endResult: 'OK', identity: { personalCode: '39002020034' } });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(extras, { recursive: true, force: true });
    }
  });
});
