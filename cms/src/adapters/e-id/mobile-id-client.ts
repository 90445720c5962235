import type { X509Certificate } from 'crypto';
import { authenticationCertificateProblem } from './authentication-certificate-purpose';
import { newAuthenticationHash } from './challenge';
import { verifyIdentity, type AuthenticatedIdentity } from './identity-certificate';
import { mobileIdDisplayText } from './mobile-id-display-text';
import { mobileIdVerificationCode } from './verification-codes';
import { outsideFetch, type HttpFetch } from '../outside-http';

/** Mobile-ID REST API, authentication by phone number and personal code. */
export interface MobileIdConfig {
  baseUrl: string;
  relyingPartyUUID: string;
  relyingPartyName: string;
  trustedCertificates: X509Certificate[];
  fetch?: HttpFetch;
}

export type MobileIdLanguage = 'EST' | 'ENG' | 'RUS' | 'LIT';

export type MobileIdPoll =
  | { state: 'RUNNING' }
  | { state: 'COMPLETE'; result: 'OK'; identity: AuthenticatedIdentity }
  /** problem, with CERTIFICATE_INVALID: which check the answer failed, for the log. */
  | { state: 'COMPLETE'; result: string; problem?: string };

export class MobileIdClient {
  private readonly fetch: HttpFetch;

  constructor(private readonly config: MobileIdConfig) {
    this.fetch = config.fetch ?? outsideFetch;
  }

  async startAuthentication(phoneNumber: string, personalCode: string, language: MobileIdLanguage = 'EST', displayText = 'Log in') {
    const hash = newAuthenticationHash();
    const response = await this.fetch(`${this.config.baseUrl}/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        relyingPartyUUID: this.config.relyingPartyUUID,
        relyingPartyName: this.config.relyingPartyName,
        phoneNumber,
        nationalIdentityNumber: personalCode,
        hash: hash.toString('base64'),
        hashType: 'SHA512',
        language,
        // Without the format the service takes GSM-7 and shows Cyrillic as blanks.
        ...mobileIdDisplayText(displayText),
      }),
    });
    if (!response.ok) throw new Error(`Mobile-ID refused the start: HTTP ${response.status}`);
    const { sessionID } = (await response.json()) as { sessionID: string };
    return { sessionID, hash, verificationCode: mobileIdVerificationCode(hash) };
  }

  async poll(sessionID: string, hash: Buffer, timeoutMs = 5000): Promise<MobileIdPoll> {
    const response = await this.fetch(`${this.config.baseUrl}/authentication/session/${encodeURIComponent(sessionID)}?timeoutMs=${timeoutMs}`);
    if (!response.ok) throw new Error(`Mobile-ID session lookup failed: HTTP ${response.status}`);
    const session = (await response.json()) as { state: string; result?: string; signature?: { value: string; algorithm: string }; cert?: string };
    if (session.state !== 'COMPLETE') return { state: 'RUNNING' };
    const result = session.result ?? 'UNKNOWN';
    if (result !== 'OK') return { state: 'COMPLETE', result };
    if (!session.cert || !session.signature) return { state: 'COMPLETE', result: 'CERTIFICATE_INVALID', problem: 'incompleteAnswer' };
    // The person's authentication certificate, not their signing one.
    const checked = verifyIdentity(session.cert, session.signature, hash, this.config.trustedCertificates, { purposeProblem: authenticationCertificateProblem });
    return checked.ok ? { state: 'COMPLETE', result: 'OK', identity: checked.identity } : { state: 'COMPLETE', result: 'CERTIFICATE_INVALID', problem: checked.problem };
  }
}
