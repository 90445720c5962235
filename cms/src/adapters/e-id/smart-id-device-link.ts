import { createHash, createHmac, timingSafeEqual } from 'crypto';

/**
 * Smart-ID RP API v3 device links (QR, Web2App, App2App): the link is assembled by the relying party's
 * backend each time it is shown, and protected by `authCode`, an HMAC-SHA256 keyed with the session
 * secret over the session's parameters and the link itself. The secret never leaves the backend.
 */
export type DeviceLinkType = 'QR' | 'Web2App' | 'App2App';
export type DeviceLinkLanguage = 'est' | 'rus' | 'eng';

export const deviceLinkTypes: readonly DeviceLinkType[] = ['QR', 'Web2App', 'App2App'];
export const acspV2 = 'ACSP_V2';
/** SK's scheme name: `smart-id` in production, `smart-id-demo` in SK's demo environment; it enters authCode and ACSP_V2. */
export const defaultDeviceLinkScheme = 'smart-id';

export const base64url = (bytes: Buffer): string => bytes.toString('base64url');
export const base64OfText = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The `interactions` parameter: Base64 of the JSON list, made once per session and reused as is. */
export function displayTextInteractions(displayText60: string): string {
  return base64OfText(JSON.stringify([{ type: 'displayTextAndPIN', displayText60: displayText60.slice(0, 60) }]));
}

export interface DeviceLinkParts {
  deviceLinkBase: string;
  type: DeviceLinkType;
  sessionToken: string;
  lang: DeviceLinkLanguage;
  /** QR only: whole seconds since the session answer arrived; same-device links carry none. */
  elapsedSeconds?: number;
}

/** The link without `authCode`, parameters in SK's order. */
export function unprotectedDeviceLink(parts: DeviceLinkParts): string {
  const elapsed = parts.type === 'QR' ? `&elapsedSeconds=${Math.max(0, Math.floor(parts.elapsedSeconds ?? 0))}` : '';
  return `${parts.deviceLinkBase}?deviceLinkType=${parts.type}${elapsed}&sessionToken=${parts.sessionToken}&sessionType=auth&version=1.0&lang=${parts.lang}`;
}

/** What the session was started with; all of it enters the authCode (and later the signature). */
export interface AuthenticationSessionParams {
  rpChallenge: string;
  relyingPartyName: string;
  brokeredRpName?: string;
  interactions: string;
  /** Same-device flows only; a QR link and a QR completion (ACSP_V2) always use an empty one. */
  initialCallbackUrl?: string;
}

export function authCodePayload(session: AuthenticationSessionParams, type: DeviceLinkType, unprotectedLink: string, schemeName = defaultDeviceLinkScheme): string {
  return [
    schemeName,
    acspV2,
    session.rpChallenge,
    base64OfText(session.relyingPartyName),
    base64OfText(session.brokeredRpName ?? ''),
    session.interactions,
    type === 'QR' ? '' : (session.initialCallbackUrl ?? ''),
    unprotectedLink,
  ].join('|');
}

export function authCode(sessionSecretBase64: string, payload: string): string {
  return base64url(createHmac('sha256', Buffer.from(sessionSecretBase64, 'base64')).update(payload, 'utf8').digest());
}

/** The link to show (QR) or open (Web2App), with its authCode. */
export function deviceLink(parts: DeviceLinkParts, session: AuthenticationSessionParams, sessionSecretBase64: string, schemeName = defaultDeviceLinkScheme): string {
  const unprotected = unprotectedDeviceLink(parts);
  return `${unprotected}&authCode=${authCode(sessionSecretBase64, authCodePayload(session, parts.type, unprotected, schemeName))}`;
}

export interface ReadDeviceLink {
  unprotected: string;
  authCode: string;
  type: DeviceLinkType;
  sessionToken: string;
  elapsedSeconds: number | null;
  lang: string;
}

/** Reads a device link as the app does; null when it is not one (wrong base, order, or a missing part). */
export function readDeviceLink(link: string, deviceLinkBase: string): ReadDeviceLink | null {
  const marker = link.lastIndexOf('&authCode=');
  if (marker < 0 || !link.startsWith(`${deviceLinkBase}?`)) return null;
  const unprotected = link.slice(0, marker);
  const code = link.slice(marker + '&authCode='.length);
  const match = /^\?deviceLinkType=(QR|Web2App|App2App)(?:&elapsedSeconds=(\d{1,6}))?&sessionToken=([A-Za-z0-9]{24,})&sessionType=auth&version=1\.0&lang=([a-z]{3})$/.exec(
    unprotected.slice(deviceLinkBase.length),
  );
  if (!match || !/^[A-Za-z0-9_-]{43}$/.test(code)) return null;
  const type = match[1] as DeviceLinkType;
  const elapsedSeconds = match[2] === undefined ? null : Number(match[2]);
  if ((type === 'QR') !== (elapsedSeconds !== null)) return null;
  return { unprotected, authCode: code, type, sessionToken: match[3]!, elapsedSeconds, lang: match[4]! };
}

/** Constant-time comparison of an authCode received with the one computed. */
export function sameAuthCode(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Same-device flows: what the app adds to the callback URL, checked by the relying party on return. */
export const sessionSecretDigest = (sessionSecretBase64: string): string => base64url(createHash('sha256').update(Buffer.from(sessionSecretBase64, 'base64')).digest());
export const userChallengeOf = (userChallengeVerifier: string): string => base64url(createHash('sha256').update(userChallengeVerifier, 'utf8').digest());
