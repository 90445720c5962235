import type { Environment } from './environment';
import { deviceLinkSchemeOf, eIdMode, pinnedKeysOf, relyingPartyOf, type EIdMethodVariable } from './e-id-settings';

export type SmartIdChoice =
  | { mode: 'off' }
  | { mode: 'sandbox'; deviceLinkScheme: string }
  | {
      mode: 'live'; url: string; v3Url: string; relyingPartyUUID: string; relyingPartyName: string;
      /** The scheme of device links (QR code, Web2App): `smart-id`, or `smart-id-demo` for SK's demo service. */
      deviceLinkScheme: string; trustedCaFiles: string; pinnedKeys: string[];
    };
export type MobileIdChoice =
  | { mode: 'off' }
  | { mode: 'sandbox' }
  | { mode: 'live'; url: string; relyingPartyUUID: string; relyingPartyName: string; trustedCaFiles: string; pinnedKeys: string[] };
export type IdCardChoice =
  | { mode: 'off' }
  | { mode: 'sandbox' }
  /**
   * ocspUrl: else the certificate's own OCSP address. ocspCertFile: a designated responder's certificate (Web eID's
   * designated OCSP service), trusted as is and then the only signer accepted.
   */
  | { mode: 'live'; trustedCaFiles: string; ocspUrl?: string; ocspCertFile?: string; ocspPinnedKeys: string[] };
/** Each e-ID method on its own switch: a method `off` is not offered on the login page nor started by the API. */
export interface EIdChoice {
  smartId: SmartIdChoice;
  mobileId: MobileIdChoice;
  idCard: IdCardChoice;
}

/** Checked by live-findings.ts before any choice is made; read again here so that the types say so. */
const given = (env: Environment, name: string, value = env[name]): string => {
  if (!value) throw new Error(`${name} must be set when the real service is configured`);
  return value;
};

const mode = (env: Environment, variable: EIdMethodVariable) => eIdMode(env, variable) as 'sandbox' | 'live' | 'off';

function smartIdChoice(env: Environment): SmartIdChoice {
  const chosen = mode(env, 'SMART_ID');
  if (chosen === 'off') return { mode: 'off' };
  if (chosen === 'sandbox') return { mode: 'sandbox', deviceLinkScheme: env.SMART_ID_DEVICE_LINK_SCHEME?.trim() || 'smart-id' };
  const party = relyingPartyOf(env, 'SMART_ID');
  return {
    mode: 'live',
    url: given(env, 'SMART_ID_URL'),
    v3Url: given(env, 'SMART_ID_V3_URL'),
    relyingPartyUUID: given(env, party.uuidVariable, party.uuid),
    relyingPartyName: given(env, party.nameVariable, party.name),
    deviceLinkScheme: deviceLinkSchemeOf(env),
    trustedCaFiles: given(env, 'E_ID_TRUSTED_CA_FILES'),
    pinnedKeys: pinnedKeysOf(env.SMART_ID_PINNED_KEYS).keys,
  };
}

function mobileIdChoice(env: Environment): MobileIdChoice {
  const chosen = mode(env, 'MOBILE_ID');
  if (chosen !== 'live') return { mode: chosen };
  const party = relyingPartyOf(env, 'MOBILE_ID');
  return {
    mode: 'live',
    url: given(env, 'MOBILE_ID_URL'),
    relyingPartyUUID: given(env, party.uuidVariable, party.uuid),
    relyingPartyName: given(env, party.nameVariable, party.name),
    trustedCaFiles: given(env, 'E_ID_TRUSTED_CA_FILES'),
    pinnedKeys: pinnedKeysOf(env.MOBILE_ID_PINNED_KEYS).keys,
  };
}

function idCardChoice(env: Environment): IdCardChoice {
  const chosen = mode(env, 'ID_CARD');
  if (chosen !== 'live') return { mode: chosen };
  return {
    mode: 'live',
    trustedCaFiles: given(env, 'ID_CARD_TRUSTED_CA_FILES'),
    ...(env.ID_CARD_OCSP_URL ? { ocspUrl: env.ID_CARD_OCSP_URL } : {}),
    ...(env.ID_CARD_OCSP_CERT_FILE?.trim() ? { ocspCertFile: env.ID_CARD_OCSP_CERT_FILE.trim() } : {}),
    ocspPinnedKeys: pinnedKeysOf(env.ID_CARD_OCSP_PINNED_KEYS).keys,
  };
}

export const eIdChoice = (env: Environment): EIdChoice => ({ smartId: smartIdChoice(env), mobileId: mobileIdChoice(env), idCard: idCardChoice(env) });

/** The login methods the site offers: those not switched off, in the login page's order (the site reads them from /api/site-stage). */
export const offeredLoginMethods = (choice: EIdChoice): ('smartId' | 'mobileId' | 'idCard')[] =>
  (['smartId', 'mobileId', 'idCard'] as const).filter((method) => choice[method].mode !== 'off');
