import { constants, createHash, sign, verify, type KeyObject } from 'crypto';
import { acspV2, base64OfText, defaultDeviceLinkScheme, type AuthenticationSessionParams } from './smart-id-device-link';

/**
 * ACSP_V2, Smart-ID's authentication signature protocol: the app signs a payload made of the relying
 * party's challenge, the service's random, the user challenge and what the session showed, so that a
 * signature cannot be replayed into another session or flow. RSASSA-PSS with SHA-512 and a 64-byte salt.
 */
export interface AcspV2Answer {
  serverRandom: string;
  userChallenge: string;
  flowType: string;
  interactionTypeUsed: string;
}

export const acspV2SignatureAlgorithm = {
  signatureAlgorithm: 'rsassa-pss',
  signatureAlgorithmParameters: { hashAlgorithm: 'SHA-512' },
} as const;

const pss = { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 };

/** SK (callback URLs, ACSP_V2): the callback URL is signed only in same-device flows; QR and notification flows sign it empty. */
const flowsWithCallback = ['Web2App', 'App2App'];

export function acspV2Payload(session: AuthenticationSessionParams, answer: AcspV2Answer, schemeName = defaultDeviceLinkScheme): string {
  return [
    schemeName,
    acspV2,
    answer.serverRandom,
    session.rpChallenge,
    answer.userChallenge,
    base64OfText(session.relyingPartyName),
    base64OfText(session.brokeredRpName ?? ''),
    createHash('sha256').update(session.interactions, 'utf8').digest('base64'),
    answer.interactionTypeUsed,
    flowsWithCallback.includes(answer.flowType) ? (session.initialCallbackUrl ?? '') : '',
    answer.flowType,
  ].join('|');
}

export function signAcspV2(payload: string, key: KeyObject): string {
  return sign('sha512', Buffer.from(payload, 'utf8'), { key, ...pss }).toString('base64');
}

export function verifyAcspV2(payload: string, signatureBase64: string, key: KeyObject): boolean {
  try {
    return verify('sha512', Buffer.from(payload, 'utf8'), { key, ...pss }, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false;
  }
}
