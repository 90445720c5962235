import type { WebEidAuthToken } from '../e-id/web-eid-validator';

/**
 * The Web eID browser extension's side of its page protocol (web-eid.js 2.x, as web-eid-webextension answers):
 * the page posts { action: 'web-eid:authenticate', libraryVersion, challengeNonce, options: { lang, userInteractionTimeout } };
 * the extension answers { action: 'web-eid:authenticate-success', ...token } or { action: 'web-eid:authenticate-failure',
 * error: { name, message, code } }. A request without a SemVer libraryVersion gets no answer at all: the extension's
 * version check throws before it can answer, and the page waits until its own timeout.
 */
export type ExtensionReply = Record<string, unknown> | null;

const semver = /^\d+\.\d+\.\d+/;

/** Error names and messages as web-eid.js's error classes have them (src/errors/*.ts). */
const errors: Record<string, { name: string; message: string }> = {
  ERR_WEBEID_USER_CANCELLED: { name: 'UserCancelledError', message: 'request was cancelled by the user' },
  ERR_WEBEID_USER_TIMEOUT: { name: 'UserTimeoutError', message: 'user failed to respond in time' },
  ERR_WEBEID_NATIVE_UNAVAILABLE: { name: 'NativeUnavailableError', message: 'Web-eID native application is not available' },
  ERR_WEBEID_NATIVE_INVALID_ARGUMENT: { name: 'NativeInvalidArgumentError', message: 'native application received an invalid argument' },
  ERR_WEBEID_NATIVE_FATAL: { name: 'NativeFatalError', message: 'native application terminated with a fatal error' },
};

export function extensionFailure(code: string): Record<string, unknown> {
  const known = errors[code] ?? { name: 'UnknownError', message: `sandbox extension: ${code}` };
  return { action: 'web-eid:authenticate-failure', error: { ...known, code, stack: '' } };
}

/** The extension's answer to a page message; `sign` plays the ID card (null: no card of that person). */
export function extensionReply(message: unknown, sign: (challengeNonce: string) => WebEidAuthToken | null, failWith?: string): ExtensionReply {
  const request = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  if (request.action !== 'web-eid:authenticate') return null;
  if (typeof request.libraryVersion !== 'string' || !semver.test(request.libraryVersion)) return null;
  if (failWith) return extensionFailure(failWith);
  const { challengeNonce } = request;
  if (typeof challengeNonce !== 'string' || challengeNonce.length < 44) return extensionFailure('ERR_WEBEID_NATIVE_INVALID_ARGUMENT');
  const token = sign(challengeNonce);
  return token ? { action: 'web-eid:authenticate-success', ...token } : extensionFailure('ERR_WEBEID_NATIVE_FATAL');
}
