import { readFileSync } from 'fs';
import path from 'path';
import { webEidMessageKeys } from './login-messages';
import { authenticateWithIdCard, type WebEidErrorCode } from './web-eid';

/**
 * The extension's side as web-eid-webextension behaves (facts from its source, not its code):
 * src/content/content.ts acknowledges `web-eid:authenticate` with `web-eid:authenticate-ack` and posts the
 * background's answer; src/background/background.ts reads `libraryVersion`, `options.userInteractionTimeout` and
 * `options.lang`; src/shared/actionErrorHandler.ts answers `{ action: 'web-eid:authenticate-failure', error }`
 * with the serialized error (web-eid.js src/utils/errorSerializer.ts: own properties name, message, stack, code),
 * and its version check (checkCompatibility, parseSemver) throws on a missing libraryVersion, so then nothing is answered.
 */
type Reply = Record<string, unknown>;
const semver = /^\d+\.\d+\.\d+/;

function browserWith(answer: (request: Record<string, unknown>) => Reply | null) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const requests: Array<Record<string, unknown>> = [];
  // Delivered later, as postMessage does (a promise job: the fake timers leave those alone).
  const deliver = (data: unknown) => void Promise.resolve().then(() => [...listeners].forEach((listener) => listener({ data } as MessageEvent)));
  const target = {
    isSecureContext: true,
    location: { origin: 'https://kindlustus.ee' },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    postMessage: (data: Record<string, unknown>) => {
      deliver(data);
      if (data.action !== 'web-eid:authenticate') return;
      requests.push(data);
      deliver({ action: 'web-eid:authenticate-ack' });
      const options = data.options as { userInteractionTimeout?: number; lang?: string } | undefined;
      if (typeof data.libraryVersion !== 'string' || !semver.test(data.libraryVersion)) return; // the extension's version check throws
      if (typeof options?.lang !== 'string') return;
      const reply = answer(data);
      if (reply) deliver(reply);
    },
  };
  return { target: target as unknown as Window, requests };
}

/** web-eid.js's error classes as serialized by the extension (name, message and code from src/errors/*.ts). */
const serialized = (name: string, message: string, code: WebEidErrorCode, extra: Reply = {}) => ({
  action: 'web-eid:authenticate-failure',
  error: { stack: `${name}: ${message}\n    at authenticate (background.js:1:1)`, message, name, code, ...extra },
});

describe('the Web eID extension message', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is the request web-eid.js sends: libraryVersion, and lang among the options', async () => {
    const browser = browserWith(() => ({ action: 'web-eid:authenticate-success', unverifiedCertificate: 'MII=', algorithm: 'ES384', signature: 'c2ln', format: 'web-eid:1.0', appVersion: 'https://web-eid.eu/web-eid-app/releases/2.5.0+0' }));
    const result = await authenticateWithIdCard('n'.repeat(44), 'ru', browser.target);
    expect(browser.requests).toEqual([
      { action: 'web-eid:authenticate', libraryVersion: expect.stringMatching(/^2\.\d+\.\d+$/), challengeNonce: 'n'.repeat(44), options: { userInteractionTimeout: 120_000, lang: 'ru' } },
    ]);
    expect(result).toEqual({ ok: true, token: { unverifiedCertificate: 'MII=', algorithm: 'ES384', signature: 'c2ln', format: 'web-eid:1.0', appVersion: 'https://web-eid.eu/web-eid-app/releases/2.5.0+0' } });
  });

  it.each([
    [serialized('UserCancelledError', 'request was cancelled by the user', 'ERR_WEBEID_USER_CANCELLED'), 'ERR_WEBEID_USER_CANCELLED', 'login:refused'],
    [serialized('UserTimeoutError', 'user failed to respond in time', 'ERR_WEBEID_USER_TIMEOUT'), 'ERR_WEBEID_USER_TIMEOUT', 'login:idCardTimeout'],
    [serialized('NativeUnavailableError', 'Web-eID native application is not available', 'ERR_WEBEID_NATIVE_UNAVAILABLE'), 'ERR_WEBEID_NATIVE_UNAVAILABLE', 'login:idCardNoApp'],
    [
      serialized('VersionMismatchError', 'Update required for Web-eID native app', 'ERR_WEBEID_VERSION_MISMATCH', {
        requiresUpdate: { extension: false, nativeApp: true }, library: '2.1.0', extension: '2.6.0', nativeApp: '1.0.0',
      }),
      'ERR_WEBEID_VERSION_MISMATCH',
      'login:idCardUpdate',
    ],
    [{ action: 'web-eid:authenticate-failure', error: { message: 'unexpected response from native application', name: 'UnknownError', code: 'ERR_WEBEID_SOMETHING_NEW' } }, 'ERR_WEBEID_UNKNOWN_ERROR', 'login:genericError'],
  ] as const)('shows the reason the extension gives at once (%#)', async (reply, code, key) => {
    const started = Date.now();
    const result = await authenticateWithIdCard('n'.repeat(44), 'et', browserWith(() => reply).target);
    expect(result).toEqual({ ok: false, code });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(webEidMessageKeys[code]).toBe(key);
  });

  it('says the extension is missing when nothing acknowledges within a second, and gives up after 2 minutes and 6 seconds', async () => {
    const silent = browserWith(() => null);
    silent.target.postMessage = () => undefined;
    const missing = authenticateWithIdCard('n'.repeat(44), 'en', silent.target);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(missing).resolves.toEqual({ ok: false, code: 'ERR_WEBEID_EXTENSION_UNAVAILABLE' });

    const acknowledgedOnly = authenticateWithIdCard('n'.repeat(44), 'en', browserWith(() => null).target);
    let settled = false;
    void acknowledgedOnly.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(125_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(acknowledgedOnly).resolves.toEqual({ ok: false, code: 'ERR_WEBEID_ACTION_TIMEOUT' });
  });
});

describe('the ID card messages', () => {
  const loginTexts = (language: string): Record<string, string> =>
    JSON.parse(readFileSync(path.join(__dirname, '../../../../cms/src/seed/content', `${language}.json`), 'utf8')).global.uiTexts.login;

  it('exist in Estonian, Russian and English for every error code of the extension', () => {
    for (const language of ['et', 'ru', 'en']) {
      const texts = loginTexts(language);
      for (const key of Object.values(webEidMessageKeys)) expect([language, key, texts[key.split(':')[1]!]]).toEqual([language, key, expect.stringMatching(/\S/)]);
    }
    expect(loginTexts('et').idCardNoApp).not.toBe(loginTexts('en').idCardNoApp);
  });
});
