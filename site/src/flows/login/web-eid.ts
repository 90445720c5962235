/**
 * The browser side of Web eID authentication: the extension's documented message protocol
 * (web-eid.js API v2), spoken over window.postMessage. The official library is not in the registry
 * here; this is the part of it a login needs. Errors keep the library's codes (ERR_WEBEID_*).
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

/** The library's timeouts: the extension answers the request at once (1 s); the person has 2 minutes. */
export const webEidTimeouts = { extensionAckMs: 1000, userInteractionMs: 120_000 } as const;

let pending = false;

/** Asks the extension to authenticate with the ID card over the server's challenge nonce. */
export function authenticateWithIdCard(challengeNonce: string, lang: string, target: Window = window): Promise<WebEidResult> {
  if (pending) return Promise.resolve({ ok: false, code: 'ERR_WEBEID_ACTION_PENDING' });
  if (!target.isSecureContext) return Promise.resolve({ ok: false, code: 'ERR_WEBEID_CONTEXT_INSECURE' });
  pending = true;
  return new Promise<WebEidResult>((resolve) => {
    let acknowledged = false;
    const finish = (result: WebEidResult) => {
      pending = false;
      target.removeEventListener('message', onMessage);
      target.clearTimeout(ackTimer);
      target.clearTimeout(actionTimer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target || typeof event.data?.action !== 'string') return;
      const { action } = event.data as { action: string };
      if (action === 'web-eid:authenticate-ack') acknowledged = true;
      else if (action === 'web-eid:authenticate-success') {
        const { unverifiedCertificate, algorithm, signature, format, appVersion } = event.data as WebEidAuthToken;
        finish({ ok: true, token: { unverifiedCertificate, algorithm, signature, format, appVersion } });
      } else if (action === 'web-eid:authenticate-failure') {
        const code = String((event.data as { error?: { code?: unknown } }).error?.code ?? '');
        finish({ ok: false, code: knownCodes.has(code) ? (code as WebEidErrorCode) : 'ERR_WEBEID_UNKNOWN_ERROR' });
      }
    };
    target.addEventListener('message', onMessage);
    const ackTimer = target.setTimeout(() => {
      if (!acknowledged) finish({ ok: false, code: 'ERR_WEBEID_EXTENSION_UNAVAILABLE' });
    }, webEidTimeouts.extensionAckMs);
    const actionTimer = target.setTimeout(() => finish({ ok: false, code: 'ERR_WEBEID_ACTION_TIMEOUT' }), webEidTimeouts.userInteractionMs + 5000);
    target.postMessage(
      { action: 'web-eid:authenticate', challengeNonce, lang, options: { userInteractionTimeout: webEidTimeouts.userInteractionMs } },
      target.location.origin,
    );
  });
}
