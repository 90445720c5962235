import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { generateKeyPairSync, X509Certificate } from 'crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { createEidSandbox } from '../e-id-sandbox/sandbox-service';
import { sandboxCertificateAuthority, sandboxIdentityDir } from '../e-id-sandbox/sandbox-identities';
import { MobileIdClient } from './mobile-id-client';
import { SmartIdClient } from './smart-id-client';
import { makeCertificate, smartIdAuthenticationProfile } from './test-certificates.test.helpers';
import { mobileIdVerificationCode, smartIdVerificationCode } from './verification-codes';

describe('verification codes', () => {
  it('follow the Smart-ID rule (vectors computed independently)', () => {
    expect(smartIdVerificationCode(Buffer.alloc(64))).toBe('4331');
    expect(smartIdVerificationCode(Buffer.from(Array.from({ length: 64 }, (_, index) => index)))).toBe('4360');
  });

  it('follow the Mobile-ID rule: first 6 bits and last 7 bits', () => {
    expect(mobileIdVerificationCode(Buffer.from(Array.from({ length: 64 }, (_, index) => index)))).toBe('0063');
    expect(mobileIdVerificationCode(Buffer.alloc(64, 0xff))).toBe('8191');
    expect(mobileIdVerificationCode(Buffer.alloc(64, 0))).toBe('0000');
  });
});

describe('Smart-ID and Mobile-ID clients against the sandbox', () => {
  let server: Server;
  let base: string;
  const trusted = [sandboxCertificateAuthority()];
  const rp = { relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus' };
  const smartId = (trustedCertificates: X509Certificate[] = trusted) => new SmartIdClient({ baseUrl: `${base}/smart-id`, ...rp, trustedCertificates });
  const mobileId = () => new MobileIdClient({ baseUrl: `${base}/mobile-id`, ...rp, trustedCertificates: trusted });

  beforeAll(async () => {
    const handle = createEidSandbox({ completeAfterMs: 60, timeoutAfterMs: 200 });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function untilComplete<T extends { state: string }>(poll: () => Promise<T>): Promise<T> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const result = await poll();
      if (result.state === 'COMPLETE') return result;
    }
    throw new Error('never completed');
  }

  it('logs a demo identity in with Smart-ID, after showing a verification code', async () => {
    const client = smartId();
    const started = await client.startAuthentication('30303039914');
    expect(started.verificationCode).toMatch(/^\d{4}$/);
    expect(started.verificationCode).toBe(smartIdVerificationCode(started.hash));
    const result = await untilComplete(() => client.poll(started.sessionID, started.hash, 10));
    expect(result).toEqual({
      state: 'COMPLETE', endResult: 'OK', identity: { semanticsIdentifier: 'PNOEE-30303039914', personalCode: '30303039914', country: 'EE', givenName: 'OK', surname: 'TESTNUMBER' },
    });
  });

  it.each([
    ['30403039917', 'USER_REFUSED'],
    ['30403039972', 'WRONG_VC'],
    ['30403039983', 'TIMEOUT'],
  ])('gives %s the outcome %s', async (code, endResult) => {
    const client = smartId();
    const started = await client.startAuthentication(code);
    expect(await untilComplete(() => client.poll(started.sessionID, started.hash, 50))).toEqual({ state: 'COMPLETE', endResult });
  });

  it('answers RUNNING while the user has not acted', async () => {
    const handle = createEidSandbox({ completeAfterMs: 10_000 });
    const slow = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowClient = new SmartIdClient({ baseUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/smart-id`, ...rp, trustedCertificates: trusted });
    const started = await slowClient.startAuthentication('30303039914');
    expect(await slowClient.poll(started.sessionID, started.hash, 1000)).toEqual({ state: 'RUNNING' });
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });

  it('refuses a certificate that does not chain to a trusted CA', async () => {
    const stranger = new X509Certificate(readFileSync(path.join(sandboxIdentityDir, '40504040001.pem')));
    const client = smartId([stranger]);
    const started = await client.startAuthentication('30303039914');
    expect(await untilComplete(() => client.poll(started.sessionID, started.hash, 10))).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'untrustedCertificate' });
  });

  it('refuses a signature that is not over the hash we issued', async () => {
    const client = smartId();
    const started = await client.startAuthentication('40504040001');
    const otherHash = Buffer.alloc(64, 7);
    expect(await untilComplete(() => client.poll(started.sessionID, otherHash, 10))).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'badSignature' });
  });

  it('gives the same session for the same request within 15 seconds, and 404 for an unknown account', async () => {
    const body = JSON.stringify({ ...rp, certificateLevel: 'QUALIFIED', hash: Buffer.alloc(64, 1).toString('base64'), hashType: 'SHA512' });
    const post = () => fetch(`${base}/smart-id/authentication/etsi/PNOEE-30303039914`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.json() as Promise<{ sessionID: string }>);
    expect((await post()).sessionID).toBe((await post()).sessionID);
    await expect(smartId().startAuthentication('39912319997')).rejects.toThrow(/HTTP 404/);
  });

  /** One Smart-ID login of `personalCode` against a sandbox whose extra accounts are in `extrasDir`. */
  async function smartIdLoginWithExtras(extrasDir: string, personalCode: string) {
    const handle = createEidSandbox({ completeAfterMs: 10, extraIdentitiesDir: extrasDir });
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new SmartIdClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/smart-id`, ...rp, trustedCertificates: trusted });
      const started = await client.startAuthentication(personalCode);
      return await untilComplete(() => client.poll(started.sessionID, started.hash, 10));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('logs in the extra identities of a bench folder with Smart-ID (RSA keys and SK\'s authentication profile, as Smart-ID\'s are), which otherwise have no account', async () => {
    // 38001085718 has a certificate but no Smart-ID account in the sandbox's own list.
    await expect(smartId().startAuthentication('38001085718')).rejects.toThrow(/HTTP 404/);
    const person = { C: 'EE', CN: 'TESTNUMBER,BENCH,PNOEE-38001085718', SN: 'TESTNUMBER', GN: 'BENCH', serialNumber: 'PNOEE-38001085718' };
    /** A bench folder with one account: 38001085718's certificate and private key. */
    const accountFolder = (certificate: X509Certificate, key: string | Buffer) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-identities-'));
      writeFileSync(path.join(dir, '38001085718.pem'), certificate.toString());
      writeFileSync(path.join(dir, '38001085718.key'), key);
      return dir;
    };
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' });
    const extras = accountFolder(makeCertificate({ subject: person, publicKey: rsa.publicKey, extensions: smartIdAuthenticationProfile() }), key);
    // The same RSA key in a certificate without the profile (as a signing one): not a Smart-ID login.
    const unprofiled = accountFolder(makeCertificate({ subject: person, publicKey: rsa.publicKey }), key);
    // The ID card's EC certificate of the same person, in the profile, is not a Smart-ID key: its signature is refused.
    const ecPublicKey = new X509Certificate(readFileSync(path.join(sandboxIdentityDir, '38001085718.pem'))).publicKey;
    const ecExtras = accountFolder(
      makeCertificate({ subject: person, publicKey: ecPublicKey, extensions: smartIdAuthenticationProfile() }),
      readFileSync(path.join(sandboxIdentityDir, '38001085718.key')),
    );
    try {
      expect(await smartIdLoginWithExtras(unprofiled, '38001085718')).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'notQualifiedSmartId' });
      expect(await smartIdLoginWithExtras(ecExtras, '38001085718')).toEqual({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'unsupportedSignatureAlgorithm' });
      expect(await smartIdLoginWithExtras(extras, '38001085718')).toMatchObject({ state: 'COMPLETE', endResult: 'OK', identity: { personalCode: '38001085718' } });
    } finally {
      rmSync(unprofiled, { recursive: true, force: true });
      rmSync(ecExtras, { recursive: true, force: true });
      rmSync(extras, { recursive: true, force: true });
    }
  });

  it('logs the Mobile-ID demo user in and answers the other outcomes', async () => {
    const client = mobileId();
    const started = await client.startAuthentication('+37200000766', '60001019906', 'ENG');
    expect(started.verificationCode).toBe(mobileIdVerificationCode(started.hash));
    expect(await untilComplete(() => client.poll(started.sessionID, started.hash, 10))).toEqual({
      state: 'COMPLETE', result: 'OK', identity: { semanticsIdentifier: 'PNOEE-60001019906', personalCode: '60001019906', country: 'EE', givenName: 'MARY', surname: 'ÄNN' },
    });
    for (const [phone, code, result] of [
      ['+37200000266', '60001019906', 'USER_CANCELLED'],
      ['+37200000666', '60001019906', 'TIMEOUT'],
      ['+37255555555', '60001019906', 'NOT_MID_CLIENT'],
      ['+37200000766', '30303039914', 'NOT_MID_CLIENT'],
    ] as const) {
      const other = await client.startAuthentication(phone, code);
      expect(await untilComplete(() => client.poll(other.sessionID, other.hash, 50))).toEqual({ state: 'COMPLETE', result });
    }
  });
});
