import type { Environment } from './environment';

/*
 * How the e-ID settings are read: one switch per method (SMART_ID, MOBILE_ID, ID_CARD), each defaulting to
 * E_ID, so a broker with only a Smart-ID contract runs Smart-ID live and switches the others off; and each
 * service's relying party, device-link scheme and pinned keys. outside-choice.ts and live-findings.ts both read here.
 */

export type EIdMethodVariable = 'SMART_ID' | 'MOBILE_ID' | 'ID_CARD';
export type EIdMode = 'sandbox' | 'live' | 'off';

/** The switch's value as given (the settings schema refuses a value that is not a mode). */
export const eIdMode = (env: Environment, variable: EIdMethodVariable): string => env[variable] || env.E_ID || 'sandbox';

/** SK's public demo relying party (its demo services accept only this): never a live site's. */
export const skDemoRelyingParty = { uuid: '00000000-0000-0000-0000-000000000000', name: 'DEMO' };
/** What the local sandboxes are sent; they check nothing. */
export const sandboxRelyingParty = { relyingPartyUUID: '00000000-0000-4000-8000-000000000000', relyingPartyName: 'Tarkus Kindlustusmaakler' };
/** SK's demo hosts: right for a test site, wrong for the live one. */
export const skDemoHosts = { smartId: 'sid.demo.sk.ee', mobileId: 'tsp.demo.sk.ee' };

/**
 * A live service's relying party: its own setting, else the shared E_ID_RELYING_PARTY_* of earlier
 * releases; never a default (live-findings.ts names what is missing).
 */
export function relyingPartyOf(env: Environment, service: 'SMART_ID' | 'MOBILE_ID') {
  const uuidVariable = `${service}_RP_UUID`;
  const nameVariable = `${service}_RP_NAME`;
  return {
    uuidVariable,
    nameVariable,
    uuid: (env[uuidVariable] || env.E_ID_RELYING_PARTY_UUID || '').trim(),
    name: (env[nameVariable] || env.E_ID_RELYING_PARTY_NAME || '').trim(),
  };
}

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).hostname.toLowerCase() : '';
  } catch {
    return '';
  }
};

/** Whether a live Smart-ID setting points at SK's demo service (its app opens `smart-id-demo` links). */
export const smartIdIsDemo = (env: Environment) => [env.SMART_ID_V3_URL, env.SMART_ID_URL].some((url) => hostOf(url) === skDemoHosts.smartId);
export const mobileIdIsDemo = (env: Environment) => hostOf(env.MOBILE_ID_URL) === skDemoHosts.mobileId;
export { hostOf };

/** The scheme of Smart-ID device links (QR code, Web2App): the setting, else SK's demo app's or the live app's. */
export const deviceLinkSchemeOf = (env: Environment): string =>
  env.SMART_ID_DEVICE_LINK_SCHEME?.trim() || (smartIdIsDemo(env) ? 'smart-id-demo' : 'smart-id');

export const pinnedKeyVariables = { SMART_ID: 'SMART_ID_PINNED_KEYS', MOBILE_ID: 'MOBILE_ID_PINNED_KEYS', ID_CARD: 'ID_CARD_OCSP_PINNED_KEYS' } as const;

/**
 * Pinned keys as given: comma-separated base64 SHA-256 hashes of a SubjectPublicKeyInfo, each optionally
 * written as curl's `sha256//…`. `wrong` lists the entries that are not such a hash.
 */
export function pinnedKeysOf(value: string | undefined): { keys: string[]; wrong: string[] } {
  const entries = (value ?? '').split(',').map((entry) => entry.trim().replace(/^sha256\/\//, '')).filter(Boolean);
  const isHash = (entry: string) => /^[A-Za-z0-9+/]{43}=$/.test(entry) && Buffer.from(entry, 'base64').length === 32;
  return { keys: entries.filter(isHash), wrong: entries.filter((entry) => !isHash(entry)) };
}
