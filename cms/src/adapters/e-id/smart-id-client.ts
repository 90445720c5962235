import type { X509Certificate } from 'crypto';
import { revocationProblem } from './certificate-revocation';
import { newAuthenticationHash } from './challenge';
import { verifyIdentity, type AuthenticatedIdentity } from './identity-certificate';
import { smartIdAuthenticationCertificateProblem } from './smart-id-certificate-purpose';
import type { OcspChecker } from './ocsp-client';
import { smartIdVerificationCode } from './verification-codes';
import { outsideFetch, type HttpFetch } from '../outside-http';

/** Smart-ID relying-party REST API v2, authentication by personal code (ETSI semantics identifier). */
export interface SmartIdConfig {
  baseUrl: string;
  relyingPartyUUID: string;
  relyingPartyName: string;
  trustedCertificates: X509Certificate[];
  /** The certificate's revocation check, as in v3; without it the status is not asked. */
  ocsp?: OcspChecker;
  fetch?: HttpFetch;
  now?: () => Date;
}

export interface StartedAuthentication {
  sessionID: string;
  /** The hash the device signs; kept by the server until the session completes. */
  hash: Buffer;
  /** Shown to the user at once, to compare with the code on the phone. */
  verificationCode: string;
}

export type SmartIdEndResult = 'OK' | 'USER_REFUSED' | 'TIMEOUT' | 'DOCUMENT_UNUSABLE' | 'WRONG_VC' | 'REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP' | string;

export type SmartIdPoll =
  | { state: 'RUNNING' }
  | { state: 'COMPLETE'; endResult: 'OK'; identity: AuthenticatedIdentity }
  | { state: 'COMPLETE'; endResult: Exclude<SmartIdEndResult, 'OK'> }
  /** problem: which check the answer failed, for the log. */
  | { state: 'COMPLETE'; endResult: 'CERTIFICATE_INVALID'; problem: string };

export class SmartIdClient {
  private readonly fetch: HttpFetch;

  constructor(private readonly config: SmartIdConfig) {
    this.fetch = config.fetch ?? outsideFetch;
  }

  async startAuthentication(personalCode: string, country = 'EE', displayText = 'Log in'): Promise<StartedAuthentication> {
    const hash = newAuthenticationHash();
    const response = await this.fetch(`${this.config.baseUrl}/authentication/etsi/PNO${country}-${personalCode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        relyingPartyUUID: this.config.relyingPartyUUID,
        relyingPartyName: this.config.relyingPartyName,
        certificateLevel: 'QUALIFIED',
        hash: hash.toString('base64'),
        hashType: 'SHA512',
        allowedInteractionsOrder: [{ type: 'displayTextAndPIN', displayText60: displayText.slice(0, 60) }],
      }),
    });
    if (!response.ok) throw new Error(`Smart-ID refused the start: HTTP ${response.status}`);
    const { sessionID } = (await response.json()) as { sessionID: string };
    return { sessionID, hash, verificationCode: smartIdVerificationCode(hash) };
  }

  /** One long poll; the service answers RUNNING until the user acts or the session ends. */
  async poll(sessionID: string, hash: Buffer, timeoutMs = 5000): Promise<SmartIdPoll> {
    const response = await this.fetch(`${this.config.baseUrl}/session/${encodeURIComponent(sessionID)}?timeoutMs=${timeoutMs}`);
    if (!response.ok) throw new Error(`Smart-ID session lookup failed: HTTP ${response.status}`);
    const session = (await response.json()) as {
      state: string;
      result?: { endResult: string };
      signature?: { value: string; algorithm: string };
      cert?: { value: string; certificateLevel: string };
    };
    if (session.state !== 'COMPLETE') return { state: 'RUNNING' };
    const endResult = session.result?.endResult ?? 'UNKNOWN';
    if (endResult !== 'OK') return { state: 'COMPLETE', endResult };
    if (!session.cert || !session.signature) return { state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'incompleteAnswer' };
    if (session.cert.certificateLevel !== 'QUALIFIED') return { state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: 'notQualifiedSmartId' };
    // Smart-ID keys are RSA; the certificate must be the person's Smart-ID authentication one, as in v3.
    const checked = verifyIdentity(session.cert.value, session.signature, hash, this.config.trustedCertificates, {
      keyTypes: ['rsa'],
      purposeProblem: smartIdAuthenticationCertificateProblem,
      ...(this.config.now ? { now: this.config.now() } : {}),
    });
    if (!checked.ok) return { state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: checked.problem };
    const revoked = await revocationProblem(this.config.ocsp, checked.certificate, checked.issuer);
    return revoked ? { state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem: revoked } : { state: 'COMPLETE', endResult: 'OK', identity: checked.identity };
  }
}
