/**
 * The browser side of Web eID authentication: the extension's message protocol (web-eid.js 2.x), spoken over
 * window.postMessage. The official library is not in the registry here; this is the part of it a login needs.
 * Errors keep the library's codes (ERR_WEBEID_*).
 */
export type WebEidErrorCode =
  | 'ERR_WEBEID_EXTENSION_UNAVAILABLE'
  | 'ERR_WEBEID_NATIVE_UNAVAILABLE'
  | 'ERR_WEBEID_USER_TIMEOUT'
  | 'ERR_WEBEID_USER_CANCELLED'
  | 'ERR_WEBEID_VERSION_MISMATCH'
  | 'ERR_WEBEID_VERSION_INVALID'
  | 'ERR_WEBEID_CONTEXT_INSECURE'
  | 'ERR_WEBEID_NATIVE_FATAL'
  | 'ERR_WEBEID_NATIVE_INVALID_ARGUMENT'
  | 'ERR_WEBEID_ACTION_PENDING'
  | 'ERR_WEBEID_ACTION_TIMEOUT'
  | 'ERR_WEBEID_MISSING_PARAMETER'
  | 'ERR_WEBEID_UNKNOWN_ERROR';

export interface WebEidAuthToken {
  unverifiedCertificate: string;
  algorithm: string;
  signature: string;
  format: string;
  appVersion: string;
}

export type WebEidResult = { ok: true; token: WebEidAuthToken } | { ok: false; code: WebEidErrorCode };

const knownCodes = new Set<string>([
  'ERR_WEBEID_EXTENSION_UNAVAILABLE', 'ERR_WEBEID_NATIVE_UNAVAILABLE', 'ERR_WEBEID_USER_TIMEOUT', 'ERR_WEBEID_USER_CANCELLED',
  'ERR_WEBEID_VERSION_MISMATCH', 'ERR_WEBEID_VERSION_INVALID', 'ERR_WEBEID_CONTEXT_INSECURE', 'ERR_WEBEID_NATIVE_FATAL',
  'ERR_WEBEID_NATIVE_INVALID_ARGUMENT', 'ERR_WEBEID_ACTION_PENDING', 'ERR_WEBEID_ACTION_TIMEOUT', 'ERR_WEBEID_MISSING_PARAMETER',
]);

/**
 * The library version we speak (web-eid.js src/config.ts VERSION). The extension compares its major version with
 * its own and the native app's; a message without one makes the extension fail before it can answer at all.
 */
export const webEidLibraryVersion = '2.1.0';

/** web-eid.js's timeouts: the extension acknowledges at once (1 s), the native app starts (5 s), the person has 2 minutes. */
export const webEidTimeouts = { extensionAckMs: 1000, nativeAppMs: 5000, userInteractionMs: 120_000 } as const;

/** The `web-eid:authenticate` request as web-eid.js sends it (src/models/message/ExtensionRequest.ts). */
export interface WebEidAuthenticateRequest {
  action: 'web-eid:authenticate';
  libraryVersion: string;
  challengeNonce: string;
  options: { userInteractionTimeout: number; lang: string };
}

export function authenticateRequest(challengeNonce: string, lang: string): WebEidAuthenticateRequest {
  return {
    action: 'web-eid:authenticate',
    libraryVersion: webEidLibraryVersion,
    challengeNonce,
    options: { userInteractionTimeout: webEidTimeouts.userInteractionMs, lang },
  };
}

/** The code of a `-failure` message: the extension sends its serialized error ({ name, message, code, … }). */
export function failureCode(data: unknown): WebEidErrorCode {
  const code = (data as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' && knownCodes.has(code) ? (code as WebEidErrorCode) : 'ERR_WEBEID_UNKNOWN_ERROR';
}

let pending = false;

/** Asks the extension to authenticate with the ID card over the server's challenge nonce. */
export function authenticateWithIdCard(challengeNonce: string, lang: string, target: Window = window): Promise<WebEidResult> {
  if (pending) return Promise.resolve({ ok: false, code: 'ERR_WEBEID_ACTION_PENDING' });
  if (!target.isSecureContext) return Promise.resolve({ ok: false, code: 'ERR_WEBEID_CONTEXT_INSECURE' });
  pending = true;
  return new Promise<WebEidResult>((resolve) => {
    const finish = (result: WebEidResult) => {
      pending = false;
      target.removeEventListener('message', onMessage);
      target.clearTimeout(ackTimer);
      target.clearTimeout(actionTimer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const action: unknown = event.data?.action;
      if (typeof action !== 'string') return;
      if (action === 'web-eid:authenticate-ack') target.clearTimeout(ackTimer);
      else if (action === 'web-eid:authenticate-success') {
        const { unverifiedCertificate, algorithm, signature, format, appVersion } = event.data as WebEidAuthToken;
        finish({ ok: true, token: { unverifiedCertificate, algorithm, signature, format, appVersion } });
      } else if (action === 'web-eid:authenticate-failure') finish({ ok: false, code: failureCode(event.data) });
    };
    target.addEventListener('message', onMessage);
    const ackTimer = target.setTimeout(() => finish({ ok: false, code: 'ERR_WEBEID_EXTENSION_UNAVAILABLE' }), webEidTimeouts.extensionAckMs);
    const { extensionAckMs, nativeAppMs, userInteractionMs } = webEidTimeouts;
    const actionTimer = target.setTimeout(() => finish({ ok: false, code: 'ERR_WEBEID_ACTION_TIMEOUT' }), extensionAckMs + nativeAppMs + userInteractionMs);
    target.postMessage(authenticateRequest(challengeNonce, lang), target.location.origin);
  });
}
