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

/** Refusals of a completed answer the person is told apart (as for the ID card): the rest read as certificateInvalid. */
const ownProblems = ['revokedCertificate', 'ocspUnavailable'];

/** `problem`: which check of ours refused the service's OK answer (the client's CERTIFICATE_INVALID). */
export function loginOutcomeCode(providerResult: string, problem?: string): string {
  if (problem && ownProblems.includes(problem)) return problem;
  if (providerResult.startsWith('USER_REFUSED')) return 'userRefused';
  return codes[providerResult] ?? 'loginFailed';
}
