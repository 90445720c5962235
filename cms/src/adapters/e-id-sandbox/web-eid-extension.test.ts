import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { createWebEidSandbox } from './web-eid-sandbox';
import { createChallengeNonce, validateWebEidToken } from '../e-id/web-eid-validator';
import { sandboxCertificateAuthority } from './sandbox-identities';

/** The sandbox extension answers the page's message in web-eid.js's protocol (action names, error shapes). */
describe('the sandbox Web eID extension', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const handle = createWebEidSandbox();
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const origin = 'https://kindlustus.ee';
  const ask = async (message: unknown, failWith?: string, personalCode = '30303039914') =>
    ((await (await fetch(`${base}/web-eid/extension`, { method: 'POST', body: JSON.stringify({ personalCode, origin, message, ...(failWith ? { failWith } : {}) }) })).json()) as { reply: Record<string, unknown> | null }).reply;
  const request = (challengeNonce: string) => ({ action: 'web-eid:authenticate', libraryVersion: '2.1.0', challengeNonce, options: { userInteractionTimeout: 120_000, lang: 'et' } });

  it('answers web-eid.js\'s request with a token the server accepts', async () => {
    const nonce = createChallengeNonce();
    const reply = await ask(request(nonce));
    expect(reply).toMatchObject({ action: 'web-eid:authenticate-success', algorithm: 'ES256', format: 'web-eid:1.0' });
    const { action: _, ...token } = reply!;
    expect(await validateWebEidToken(token, { expectedNonce: nonce, origin, trustedCertificates: [sandboxCertificateAuthority()] })).toMatchObject({ ok: true, identity: { personalCode: '30303039914' } });
  });

  it('answers a failure as the extension serializes web-eid.js\'s errors', async () => {
    expect(await ask(request(createChallengeNonce()), 'ERR_WEBEID_USER_CANCELLED')).toEqual({
      action: 'web-eid:authenticate-failure',
      error: { name: 'UserCancelledError', message: 'request was cancelled by the user', code: 'ERR_WEBEID_USER_CANCELLED', stack: '' },
    });
    expect(await ask(request('short'))).toMatchObject({ action: 'web-eid:authenticate-failure', error: { code: 'ERR_WEBEID_NATIVE_INVALID_ARGUMENT' } });
    expect(await ask(request(createChallengeNonce()), undefined, '39912319997')).toMatchObject({ error: { code: 'ERR_WEBEID_NATIVE_FATAL' } });
  });

  it('answers nothing to the old message (no libraryVersion, lang outside options) nor to another action, as the extension fails before answering', async () => {
    expect(await ask({ action: 'web-eid:authenticate', challengeNonce: createChallengeNonce(), lang: 'et', options: { userInteractionTimeout: 120_000 } })).toBeNull();
    expect(await ask({ ...request(createChallengeNonce()), action: 'web-eid:status' })).toBeNull();
  });
});
