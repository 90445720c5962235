import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { generateKeyPairSync } from 'crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { createEidSandbox } from '../e-id-sandbox/sandbox-service';
import { sandboxCertificateAuthority } from '../e-id-sandbox/sandbox-identities';
import { acspV2Payload, signAcspV2, verifyAcspV2 } from './acsp-v2';
import {
  authCode, authCodePayload, deviceLink, displayTextInteractions, readDeviceLink, sessionSecretDigest, unprotectedDeviceLink, userChallengeOf,
} from './smart-id-device-link';
import { sk } from './conformance/sk-authcode-example.test.helpers';
import { SmartIdV3Client } from './smart-id-v3-client';
import { certificatePolicies, keyUsage, makeCertificate } from './test-certificates.test.helpers';

// SK's worked example (rp-api/authcode.html): the same session secret, challenge, names and interactions.
const example = {
  secret: sk.sessionSecret,
  session: { rpChallenge: sk.rpChallenge, relyingPartyName: sk.relyingPartyName, brokeredRpName: sk.brokeredRpName, interactions: sk.interactions, initialCallbackUrl: sk.initialCallbackUrl },
  parts: { deviceLinkBase: sk.deviceLinkBase, sessionToken: sk.sessionToken, lang: 'eng' as const },
};

describe('Smart-ID device links', () => {
  it('are assembled in SK order, elapsedSeconds only in QR links', () => {
    expect(unprotectedDeviceLink({ ...example.parts, type: 'QR', elapsedSeconds: 22 })).toBe(
      'https://smart-id.com/device-link?deviceLinkType=QR&elapsedSeconds=22&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=eng',
    );
    expect(unprotectedDeviceLink({ ...example.parts, type: 'Web2App', elapsedSeconds: 22 })).toBe(
      'https://smart-id.com/device-link?deviceLinkType=Web2App&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=eng',
    );
  });

  // The expected codes were computed outside this code: openssl dgst -sha256 -mac HMAC over SK's example payloads.
  it('carry the authCode of SK example (QR: empty callback URL; Web2App: with it)', () => {
    const qr = unprotectedDeviceLink({ ...example.parts, type: 'QR', elapsedSeconds: 22 });
    expect(authCodePayload(example.session, 'QR', qr)).toBe(`smart-id|ACSP_V2|${example.session.rpChallenge}|REVNTw==|RXhhbXBsZSBSUA==|${example.session.interactions}||${qr}`);
    expect(authCode(example.secret, authCodePayload(example.session, 'QR', qr))).toBe('OY1eHaD4UYedrBwtqUbSkpa0w7ttm4FllPkCD_3wlE0');
    expect(deviceLink({ ...example.parts, type: 'QR', elapsedSeconds: 22 }, example.session, example.secret)).toBe(`${qr}&authCode=OY1eHaD4UYedrBwtqUbSkpa0w7ttm4FllPkCD_3wlE0`);
    const web2app = unprotectedDeviceLink({ ...example.parts, type: 'Web2App' });
    expect(authCode(example.secret, authCodePayload(example.session, 'Web2App', web2app))).toBe('aegUh6gCKkXBJhhvtJqSTWB5_2W8TDQt5eZ7db6krv0');
  });

  it('are read back as the app reads them, and a changed link is not one', () => {
    const link = deviceLink({ ...example.parts, type: 'QR', elapsedSeconds: 7 }, example.session, example.secret);
    expect(readDeviceLink(link, example.parts.deviceLinkBase)).toMatchObject({ type: 'QR', elapsedSeconds: 7, sessionToken: example.parts.sessionToken, lang: 'eng' });
    expect(readDeviceLink(link.replace('https://smart-id.com', 'https://evil.example'), example.parts.deviceLinkBase)).toBeNull();
    expect(readDeviceLink(link.replace('&elapsedSeconds=7', ''), example.parts.deviceLinkBase)).toBeNull();
  });

  it('Base64 the interactions JSON, the display text cut at 60 characters', () => {
    const decoded = JSON.parse(Buffer.from(displayTextInteractions('x'.repeat(70)), 'base64').toString('utf8'));
    expect(decoded).toEqual([{ type: 'displayTextAndPIN', displayText60: 'x'.repeat(60) }]);
  });
});

describe('ACSP_V2', () => {
  it('signs the payload fields in order and verifies only the same payload', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const answer = { serverRandom: 'c2VydmVyUmFuZG9tMTIzNDU2', userChallenge: 'dXNlcg', flowType: 'QR', interactionTypeUsed: 'displayTextAndPIN' };
    const payload = acspV2Payload({ ...example.session, initialCallbackUrl: '' }, answer);
    expect(payload.split('|')).toEqual([
      'smart-id', 'ACSP_V2', answer.serverRandom, example.session.rpChallenge, answer.userChallenge, 'REVNTw==', 'RXhhbXBsZSBSUA==',
      // SHA-256 of the interactions string, Base64 (computed with: printf %s "$interactions" | openssl dgst -sha256 -binary | base64)
      expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/), 'displayTextAndPIN', '', 'QR',
    ]);
    const signature = signAcspV2(payload, privateKey);
    expect(verifyAcspV2(payload, signature, publicKey)).toBe(true);
    expect(verifyAcspV2(payload.replace('|QR', '|Web2App'), signature, publicKey)).toBe(false);
  });
});

describe('Smart-ID v3 client against the sandbox and its app', () => {
  let server: Server;
  let base: string;
  let clock = Date.now();
  const deviceLinkBase = 'https://sandbox.invalid/device-link';
  const rp = { relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus', trustedCertificates: [sandboxCertificateAuthority()] };
  const client = () => new SmartIdV3Client({ baseUrl: `${base}/smart-id`, ...rp });
  const scan = (link: string, personalCode: string) =>
    fetch(`${base}/smart-id-app/scan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ link, personalCode }) });

  beforeAll(async () => {
    const handle = createEidSandbox({ smartIdDeviceLinkBase: deviceLinkBase, now: () => clock });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('logs a demo identity in by QR: the app accepts a fresh link and the client checks the ACSP_V2 signature', async () => {
    const session = await client().startDeviceLinkAuthentication('Log in', () => clock);
    expect(session.deviceLinkBase).toBe(deviceLinkBase);
    expect(await client().poll(session, 1000)).toEqual({ state: 'RUNNING' });
    clock += 2000;
    const link = client().deviceLink(session, 'QR', 'est', clock);
    expect(link).toContain('elapsedSeconds=2&');
    expect((await scan(link, '30303039914')).status).toBe(200);
    expect(await client().poll(session, 1000)).toMatchObject({
      state: 'COMPLETE', endResult: 'OK', flowType: 'QR', identity: { semanticsIdentifier: 'PNOEE-30303039914', personalCode: '30303039914', country: 'EE', givenName: 'OK', surname: 'TESTNUMBER' },
    });
    expect(await (await scan(link, '30303039914')).json()).toEqual({ error: 'sessionNotRunning' });
  });

  it('refuses a forged, a stale and another session\'s link', async () => {
    const session = await client().startDeviceLinkAuthentication('Log in', () => clock);
    const link = client().deviceLink(session, 'QR', 'eng', clock);
    const forged = link.replace('elapsedSeconds=0', 'elapsedSeconds=1');
    expect(await (await scan(forged, '30303039914')).json()).toEqual({ error: 'authCodeInvalid' });
    expect(await (await scan(`${link.slice(0, -3)}AAA`, '30303039914')).json()).toEqual({ error: 'authCodeInvalid' });
    clock += 10_000;
    expect(await (await scan(link, '30303039914')).json()).toEqual({ error: 'linkExpired' });
    const fresh = client().deviceLink(session, 'QR', 'eng', clock);
    const other = await client().startDeviceLinkAuthentication('Log in', () => clock);
    const mixed = fresh.replace(session.sessionToken, other.sessionToken);
    expect(await (await scan(mixed, '30303039914')).json()).toEqual({ error: 'authCodeInvalid' });
    expect((await scan(fresh, '30303039914')).status).toBe(200);
  });

  it.each([
    ['30403039917', 'USER_REFUSED'],
    ['30403039972', 'WRONG_VC'],
    ['30403039983', 'TIMEOUT'],
  ])('gives %s the outcome %s, also through a Web2App link', async (code, endResult) => {
    const session = await client().startDeviceLinkAuthentication('Log in', () => clock, 'https://rp.example/login?smartIdCallback=abc');
    expect((await scan(client().deviceLink(session, 'Web2App', 'rus', clock), code)).status).toBe(200);
    expect(await client().poll(session, 1000)).toEqual({ state: 'COMPLETE', endResult });
  });

  it('sends a same-device login back to the callback URL with the secret digest and the user challenge verifier', async () => {
    const callbackUrl = 'https://rp.example/login-dev/?smartIdCallback=R4nd0m';
    const withoutCallback = await client().startDeviceLinkAuthentication('Log in', () => clock);
    expect(await (await scan(client().deviceLink(withoutCallback, 'Web2App', 'est', clock), '30303039914')).json()).toEqual({ error: 'callbackUrlMissing' });

    const session = await client().startDeviceLinkAuthentication('Log in', () => clock, callbackUrl);
    const link = client().deviceLink(session, 'Web2App', 'est', clock);
    expect(link).not.toContain('elapsedSeconds');
    const answer = (await (await scan(link, '30303039914')).json()) as { callbackUrl: string };
    const back = new URL(answer.callbackUrl);
    expect(`${back.origin}${back.pathname}?smartIdCallback=${back.searchParams.get('smartIdCallback')}`).toBe(callbackUrl);
    expect(back.searchParams.get('sessionSecretDigest')).toBe(sessionSecretDigest(session.sessionSecret));
    const polled = await client().poll(session, 1000);
    expect(polled).toMatchObject({ state: 'COMPLETE', endResult: 'OK', flowType: 'Web2App', userChallenge: userChallengeOf(back.searchParams.get('userChallengeVerifier')!) });
    // The signature covers the callback URL: the same answer checked as if the session had none is refused.
    expect(await client().poll({ ...session, initialCallbackUrl: undefined }, 1000)).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'badSignature' });
  });

  it('refuses an answer whose certificate does not chain to a trusted CA', async () => {
    const untrusting = new SmartIdV3Client({ baseUrl: `${base}/smart-id`, ...rp, trustedCertificates: [] });
    const session = await untrusting.startDeviceLinkAuthentication('Log in', () => clock);
    await scan(untrusting.deviceLink(session, 'QR', 'est', clock), '40504040001');
    expect(await untrusting.poll(session, 1000)).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'untrustedCertificate' });
  });

  it('refuses a signature made for another challenge', async () => {
    const session = await client().startDeviceLinkAuthentication('Log in', () => clock);
    await scan(client().deviceLink(session, 'QR', 'est', clock), '40504040001');
    const otherChallenge = Buffer.alloc(64, 1).toString('base64');
    expect(await client().poll({ ...session, rpChallenge: otherChallenge }, 1000)).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'badSignature' });
  });

  it('answers 400 to a start without the ACSP_V2 parameters', async () => {
    const response = await fetch(`${base}/smart-id/v3/authentication/device-link/anonymous`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ relyingPartyUUID: rp.relyingPartyUUID, relyingPartyName: 'X' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('Smart-ID v3 client and a certificate not made for authentication', () => {
  it('refuses a login SK answers with the person\'s signing certificate, though its signature is good', async () => {
    // A sandbox whose demo identity 30303039914 has SK's signing-certificate profile (nonRepudiation, no
    // authentication usage), with a key of its own that signs the ACSP_V2 answer correctly.
    const dir = mkdtempSync(path.join(tmpdir(), 'smart-id-v3-signing-'));
    mkdirSync(path.join(dir, 'smart-id'));
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signingCertificate = makeCertificate({
      subject: { C: 'EE', CN: 'TESTNUMBER,OK,PNOEE-30303039914', SN: 'TESTNUMBER', GN: 'OK', serialNumber: 'PNOEE-30303039914' },
      publicKey,
      extensions: [keyUsage(0x40), certificatePolicies('1.3.6.1.4.1.10015.17.2', '0.4.0.194112.1.2')],
    });
    writeFileSync(path.join(dir, 'smart-id', '30303039914.pem'), signingCertificate.toString());
    writeFileSync(path.join(dir, 'smart-id', '30303039914.key'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const handle = createEidSandbox({ identitiesDir: dir });
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const client = new SmartIdV3Client({
        baseUrl: `${base}/smart-id`, relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus', trustedCertificates: [sandboxCertificateAuthority()],
      });
      const session = await client.startDeviceLinkAuthentication('Log in', Date.now);
      const scanned = await fetch(`${base}/smart-id-app/scan`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ link: client.deviceLink(session, 'QR', 'est', Date.now()), personalCode: '30303039914' }),
      });
      expect(scanned.status).toBe(200);
      expect(await client.poll(session, 1000)).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'notQualifiedSmartId' });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Smart-ID v3 client against a service with SK\'s demo scheme name (smart-id-demo)', () => {
  it('logs in only when configured with that scheme: the app refuses the authCode of another, and the signature covers it', async () => {
    const handle = createEidSandbox({ smartIdDeviceLinkBase: 'https://sandbox.invalid/device-link', smartIdDeviceLinkScheme: 'smart-id-demo' });
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const clientWith = (deviceLinkScheme?: string) => new SmartIdV3Client({
      baseUrl: `${base}/smart-id`, relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus', trustedCertificates: [sandboxCertificateAuthority()],
      ...(deviceLinkScheme ? { deviceLinkScheme } : {}),
    });
    const scan = async (client: SmartIdV3Client, session: Awaited<ReturnType<SmartIdV3Client['startDeviceLinkAuthentication']>>) => fetch(`${base}/smart-id-app/scan`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ link: client.deviceLink(session, 'QR', 'est', Date.now()), personalCode: '30303039914' }),
    });
    try {
      const production = clientWith();
      const refused = await production.startDeviceLinkAuthentication('Log in', Date.now);
      expect(await (await scan(production, refused)).json()).toEqual({ error: 'authCodeInvalid' });

      const demo = clientWith('smart-id-demo');
      const session = await demo.startDeviceLinkAuthentication('Log in', Date.now);
      expect((await scan(demo, session)).status).toBe(200);
      expect(await production.poll(session, 1000)).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'badSignature' });
      expect(await demo.poll(session, 1000)).toMatchObject({ state: 'COMPLETE', endResult: 'OK', identity: { personalCode: '30303039914' } });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
