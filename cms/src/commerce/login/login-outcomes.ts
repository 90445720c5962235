/** What an e-ID service answered, as one machine-readable code the site translates. */
const codes: Record<string, string> = {
  OK: 'ok',
  USER_REFUSED: 'userRefused',
  USER_CANCELLED: 'userRefused',
  TIMEOUT: 'timeout',
  EXPIRED_TRANSACTION: 'timeout',
  WRONG_VC: 'wrongVerificationCode',
  DOCUMENT_UNUSABLE: 'documentUnusable',
  REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP: 'interactionNotSupported',
  CERTIFICATE_INVALID: 'certificateInvalid',
  NOT_MID_CLIENT: 'notMobileIdClient',
  PHONE_ABSENT: 'phoneAbsent',
  DELIVERY_ERROR: 'deliveryError',
  SIM_ERROR: 'simError',
  SIGNATURE_HASH_MISMATCH: 'signatureHashMismatch',
};

export function loginOutcomeCode(providerResult: string): string {
  if (providerResult.startsWith('USER_REFUSED')) return 'userRefused';
  return codes[providerResult] ?? 'loginFailed';
}
