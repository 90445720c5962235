import type { SmartIdCallback } from './use-login';

/** The Smart-ID app's additions to the login page's address when it sends the person back; null when absent. */
export function smartIdCallbackOf(search: string): SmartIdCallback | null {
  const params = new URLSearchParams(search);
  const value = params.get('smartIdCallback');
  const sessionSecretDigest = params.get('sessionSecretDigest');
  const userChallengeVerifier = params.get('userChallengeVerifier');
  return value && sessionSecretDigest && userChallengeVerifier ? { value, sessionSecretDigest, userChallengeVerifier } : null;
}
