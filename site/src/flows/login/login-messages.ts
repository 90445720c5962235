import type { WebEidErrorCode } from './web-eid';

type Key = `${string}:${string}`;

/** The message of each way a login can end without a session (the API's outcomes and rejection codes). */
export const outcomeMessageKeys: Record<string, Key> = {
  userRefused: 'login:refused',
  timeout: 'login:timeout',
  wrongVerificationCode: 'login:wrongVc',
  underAge: 'login:under18',
  documentUnusable: 'login:documentUnusable',
  interactionNotSupported: 'login:interactionNotSupported',
  notSmartIdUser: 'login:notSmartIdClient',
  notMobileIdClient: 'login:notMidClient',
  phoneAbsent: 'login:phoneAbsent',
  deliveryError: 'login:deliveryError',
  simError: 'login:simError',
  certificateInvalid: 'login:certificateInvalid',
  foreignIdentity: 'login:foreignIdentity',
  expiredCertificate: 'login:certificateExpired',
  untrustedCertificate: 'login:certificateInvalid',
  notAuthenticationCertificate: 'login:certificateInvalid',
  noPersonalCode: 'login:certificateInvalid',
  revokedCertificate: 'login:certificateRevoked',
  ocspUnavailable: 'login:eIdUnavailable',
  eIdUnavailable: 'login:eIdUnavailable',
  loginMethodOff: 'login:methodOff',
  qrExpired: 'login:qrExpired',
  callbackInvalid: 'login:callbackFailed',
  callbackUsed: 'login:callbackFailed',
  loginEnded: 'login:loginEnded',
  invalidPersonalCode: 'forms:invalidPersonalCode',
  invalidPhone: 'forms:invalidPhone',
  tooManyRequests: 'forms:tooManyRequests',
  tooManyLoginsForCodeFromNetwork: 'login:tooManyForCodeFromNetwork',
  tooManyLoginsForCodeToday: 'login:tooManyForCodeToday',
  networkError: 'forms:networkError',
};

/** The message for an outcome; one the site does not know (a new provider code) reads as a general failure. */
export const outcomeMessageKey = (outcome: string): Key => outcomeMessageKeys[outcome] ?? 'login:genericError';

/** What a refusal's message needs filled in (the minutes or hours until a login limit lets the person try again). */
export const messageParamsOf = (rejection: { errors: ReadonlyArray<{ code: string; params?: Record<string, unknown> }>; code: string }): Record<string, unknown> =>
  rejection.errors.find((error) => error.code === rejection.code)?.params ?? {};

/** Web eID's errors, each with what the person can do about it (cancelling is their wish: said plainly). */
export const webEidMessageKeys: Record<WebEidErrorCode, Key> = {
  ERR_WEBEID_EXTENSION_UNAVAILABLE: 'login:idCardNoExtension',
  ERR_WEBEID_NATIVE_UNAVAILABLE: 'login:idCardNoApp',
  ERR_WEBEID_USER_TIMEOUT: 'login:idCardTimeout',
  ERR_WEBEID_USER_CANCELLED: 'login:refused',
  ERR_WEBEID_VERSION_MISMATCH: 'login:idCardUpdate',
  ERR_WEBEID_VERSION_INVALID: 'login:genericError',
  ERR_WEBEID_CONTEXT_INSECURE: 'login:idCardInsecure',
  ERR_WEBEID_NATIVE_FATAL: 'login:idCardReader',
  ERR_WEBEID_NATIVE_INVALID_ARGUMENT: 'login:genericError',
  ERR_WEBEID_ACTION_PENDING: 'login:idCardPending',
  ERR_WEBEID_ACTION_TIMEOUT: 'login:idCardTimeout',
  ERR_WEBEID_MISSING_PARAMETER: 'login:genericError',
  ERR_WEBEID_UNKNOWN_ERROR: 'login:genericError',
};
