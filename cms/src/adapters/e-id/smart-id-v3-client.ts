import { randomBytes, type X509Certificate } from 'crypto';
import { acspV2Payload, acspV2SignatureAlgorithm, verifyAcspV2 } from './acsp-v2';
import { revocationProblem } from './certificate-revocation';
import { checkIdentityCertificate, type AuthenticatedIdentity } from './identity-certificate';
import type { OcspChecker } from './ocsp-client';
import { smartIdAuthenticationCertificateProblem } from './smart-id-certificate-purpose';
import type { SmartIdPoll } from './smart-id-client';
import {
  acspV2, defaultDeviceLinkScheme, deviceLink, displayTextInteractions, type AuthenticationSessionParams, type DeviceLinkLanguage, type DeviceLinkType,
} from './smart-id-device-link';
import { outsideFetch, type HttpFetch } from '../outside-http';

/**
 * Smart-ID relying-party REST API v3, device-link authentication (anonymous: the person is known from
 * the certificate only once they confirm in the app). The backend keeps the session secret and builds
 * each device link when it is shown; the browser only ever sees finished links.
 */
export interface SmartIdV3Config {
  /** Up to the version, e.g. https://sid.demo.sk.ee/smart-id-rp (the client adds /v3/...). */
  baseUrl: string;
  relyingPartyUUID: string;
  relyingPartyName: string;
  trustedCertificates: X509Certificate[];
  /** SK's scheme name, in authCode and ACSP_V2: `smart-id` (default) or `smart-id-demo` for SK's demo service. */
  deviceLinkScheme?: string;
  /** The certificate's revocation check (SK's response verification); without it the status is not asked. */
  ocsp?: OcspChecker;
  fetch?: HttpFetch;
  now?: () => Date;
}

/** What the backend keeps of a started session; `sessionSecret` must never leave it. */
export interface DeviceLinkSession {
  sessionID: string;
  sessionToken: string;
  sessionSecret: string;
  deviceLinkBase: string;
  rpChallenge: string;
  interactions: string;
  /** Same-device flows only: where the app sends the person back (with a value only this browser holds). */
  initialCallbackUrl?: string;
  /** When the start answer arrived (ms since epoch): QR links count their elapsed seconds from here. */
  receivedAt: number;
}

/** An OK answer also says how the person confirmed, for the callback check of same-device flows. */
export type SmartIdV3Poll =
  | Exclude<SmartIdPoll, { identity: unknown }>
  | { state: 'COMPLETE'; endResult: 'OK'; identity: AuthenticatedIdentity; flowType: string; userChallenge: string };

export class SmartIdV3Client {
  private readonly fetch: HttpFetch;
  private readonly scheme: string;

  constructor(private readonly config: SmartIdV3Config) {
    this.fetch = config.fetch ?? outsideFetch;
    this.scheme = config.deviceLinkScheme || defaultDeviceLinkScheme;
  }

  private params(session: Pick<DeviceLinkSession, 'rpChallenge' | 'interactions' | 'initialCallbackUrl'>): AuthenticationSessionParams {
    return {
      rpChallenge: session.rpChallenge,
      interactions: session.interactions,
      relyingPartyName: this.config.relyingPartyName,
      initialCallbackUrl: session.initialCallbackUrl ?? '',
    };
  }

  /** `initialCallbackUrl` only for a same-device (Web2App) session; a QR session has none. */
  async startDeviceLinkAuthentication(displayText: string, now: () => number = Date.now, initialCallbackUrl?: string): Promise<DeviceLinkSession> {
    const rpChallenge = randomBytes(64).toString('base64');
    const interactions = displayTextInteractions(displayText);
    const response = await this.fetch(`${this.config.baseUrl}/v3/authentication/device-link/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        relyingPartyUUID: this.config.relyingPartyUUID,
        relyingPartyName: this.config.relyingPartyName,
        certificateLevel: 'QUALIFIED',
        signatureProtocol: acspV2,
        signatureProtocolParameters: { rpChallenge, ...acspV2SignatureAlgorithm },
        interactions,
        ...(initialCallbackUrl ? { initialCallbackUrl } : {}),
      }),
    });
    if (!response.ok) throw new Error(`Smart-ID refused the start: HTTP ${response.status}`);
    const answer = (await response.json()) as Partial<DeviceLinkSession>;
    const { sessionID, sessionToken, sessionSecret, deviceLinkBase } = answer;
    if (!sessionID || !sessionToken || !sessionSecret || !deviceLinkBase || !/^[A-Za-z0-9]{24,}$/.test(sessionToken)) {
      throw new Error('Smart-ID answered the start without a device-link session');
    }
    return { sessionID, sessionToken, sessionSecret, deviceLinkBase, rpChallenge, interactions, ...(initialCallbackUrl ? { initialCallbackUrl } : {}), receivedAt: now() };
  }

  /** A device link as of `now`; call it for every QR frame (each second), never ahead of time. */
  deviceLink(session: DeviceLinkSession, type: DeviceLinkType, lang: DeviceLinkLanguage, now: number = Date.now()): string {
    const elapsedSeconds = Math.floor((now - session.receivedAt) / 1000);
    return deviceLink({ deviceLinkBase: session.deviceLinkBase, type, sessionToken: session.sessionToken, lang, elapsedSeconds }, this.params(session), session.sessionSecret, this.scheme);
  }

  /** One long poll; on OK checks the ACSP_V2 signature, the QUALIFIED certificate, who it names and (OCSP) that it is not revoked. */
  async poll(session: Pick<DeviceLinkSession, 'sessionID' | 'rpChallenge' | 'interactions' | 'initialCallbackUrl'>, timeoutMs = 5000): Promise<SmartIdV3Poll> {
    const response = await this.fetch(`${this.config.baseUrl}/v3/session/${encodeURIComponent(session.sessionID)}?timeoutMs=${timeoutMs}`);
    if (!response.ok) throw new Error(`Smart-ID session lookup failed: HTTP ${response.status}`);
    const answer = (await response.json()) as {
      state: string;
      result?: { endResult: string };
      signatureProtocol?: string;
      signature?: { value?: string; serverRandom?: string; userChallenge?: string; flowType?: string; signatureAlgorithm?: string };
      cert?: { value: string; certificateLevel: string };
      interactionTypeUsed?: string;
    };
    if (answer.state !== 'COMPLETE') return { state: 'RUNNING' };
    const endResult = answer.result?.endResult ?? 'UNKNOWN';
    if (endResult !== 'OK') return { state: 'COMPLETE', endResult };
    const invalid = (problem: string) => ({ state: 'COMPLETE', endResult: 'CERTIFICATE_INVALID', problem }) as const;
    const { signature, cert } = answer;
    if (answer.signatureProtocol !== acspV2) return invalid('unsupportedSignatureProtocol');
    if (!cert) return invalid('incompleteAnswer');
    if (cert.certificateLevel !== 'QUALIFIED') return invalid('notQualifiedSmartId');
    if (!signature?.value || !signature.serverRandom || !signature.userChallenge || !signature.flowType || !answer.interactionTypeUsed) return invalid('incompleteAnswer');
    if (signature.signatureAlgorithm !== acspV2SignatureAlgorithm.signatureAlgorithm) return invalid('unsupportedSignatureAlgorithm');
    const checked = checkIdentityCertificate(cert.value, this.config.trustedCertificates, this.config.now?.() ?? new Date(), smartIdAuthenticationCertificateProblem);
    if (!checked.ok) return invalid(checked.problem);
    const payload = acspV2Payload(this.params(session), {
      serverRandom: signature.serverRandom,
      userChallenge: signature.userChallenge,
      flowType: signature.flowType,
      interactionTypeUsed: answer.interactionTypeUsed,
    }, this.scheme);
    if (!verifyAcspV2(payload, signature.value, checked.certificate.publicKey)) return invalid('badSignature');
    const revoked = await revocationProblem(this.config.ocsp, checked.certificate, checked.issuer);
    if (revoked) return invalid(revoked);
    return { state: 'COMPLETE', endResult: 'OK', identity: checked.identity, flowType: signature.flowType, userChallenge: signature.userChallenge };
  }
}
