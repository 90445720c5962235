import { X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import { MobileIdClient } from '../../adapters/e-id/mobile-id-client';
import { HttpOcspChecker } from '../../adapters/e-id/ocsp-client';
import { SmartIdClient } from '../../adapters/e-id/smart-id-client';
import { SmartIdV3Client } from '../../adapters/e-id/smart-id-v3-client';
import { sandboxCertificateAuthority } from '../../adapters/e-id-sandbox/sandbox-identities';
import { createOutsideFetch } from '../../adapters/outside-http';
import { sandboxRelyingParty } from '../../settings/e-id-settings';
import type { EIdChoice, IdCardChoice, MobileIdChoice, SmartIdChoice } from '../../settings/outside-choice';

/** Each e-ID method's client; absent for a method that is off (the login service refuses it). */
export interface EIdClients {
  smartId?: SmartIdClient;
  smartIdDeviceLink?: SmartIdV3Client;
  mobileId?: MobileIdClient;
  webEid?: { origin: string; trustedCertificates: X509Certificate[]; ocsp: HttpOcspChecker };
}

const trustedFrom = (files: string) => files.split(',').filter(Boolean).map((file) => new X509Certificate(readFileSync(file.trim())));
/** A service's own HTTP client when it has pinned keys; the shared one otherwise. */
const pinned = (pinnedKeys: string[], pinsSetting: string) => (pinnedKeys.length ? { fetch: createOutsideFetch({ pinnedKeys, pinsSetting }) } : {});
const sandboxParty = () => ({ ...sandboxRelyingParty, trustedCertificates: [sandboxCertificateAuthority()] });

function smartIdClients(choice: SmartIdChoice, sandboxUrl: string): Pick<EIdClients, 'smartId' | 'smartIdDeviceLink'> {
  if (choice.mode === 'off') return {};
  if (choice.mode === 'sandbox') {
    // The sandbox CA's one responder answers for its Smart-ID and ID-card certificates alike.
    const ocsp = new HttpOcspChecker({ url: `${sandboxUrl}/sandbox/id-card/ocsp` });
    const sandbox = { baseUrl: `${sandboxUrl}/sandbox/e-id/smart-id`, ...sandboxParty(), ocsp };
    return { smartId: new SmartIdClient(sandbox), smartIdDeviceLink: new SmartIdV3Client({ ...sandbox, deviceLinkScheme: choice.deviceLinkScheme }) };
  }
  // Smart-ID certificates name their responder (AIA).
  const party = {
    relyingPartyUUID: choice.relyingPartyUUID, relyingPartyName: choice.relyingPartyName, trustedCertificates: trustedFrom(choice.trustedCaFiles),
    ocsp: new HttpOcspChecker(), ...pinned(choice.pinnedKeys, 'SMART_ID_PINNED_KEYS'),
  };
  return { smartId: new SmartIdClient({ baseUrl: choice.url, ...party }), smartIdDeviceLink: new SmartIdV3Client({ baseUrl: choice.v3Url, ...party, deviceLinkScheme: choice.deviceLinkScheme }) };
}

function mobileIdClient(choice: MobileIdChoice, sandboxUrl: string): MobileIdClient | undefined {
  if (choice.mode === 'off') return undefined;
  if (choice.mode === 'sandbox') return new MobileIdClient({ baseUrl: `${sandboxUrl}/sandbox/e-id/mobile-id`, ...sandboxParty() });
  return new MobileIdClient({
    baseUrl: choice.url, relyingPartyUUID: choice.relyingPartyUUID, relyingPartyName: choice.relyingPartyName,
    trustedCertificates: trustedFrom(choice.trustedCaFiles), ...pinned(choice.pinnedKeys, 'MOBILE_ID_PINNED_KEYS'),
  });
}

function webEid(choice: IdCardChoice, sandboxUrl: string, origin: string): EIdClients['webEid'] {
  if (choice.mode === 'off') return undefined;
  if (choice.mode === 'sandbox') return { origin, trustedCertificates: [sandboxCertificateAuthority()], ocsp: new HttpOcspChecker({ url: `${sandboxUrl}/sandbox/id-card/ocsp` }) };
  const ocsp = new HttpOcspChecker({
    ...(choice.ocspUrl ? { url: choice.ocspUrl } : {}),
    ...(choice.ocspCertFile ? { responderCertificate: new X509Certificate(readFileSync(choice.ocspCertFile)) } : {}),
    ...pinned(choice.ocspPinnedKeys, 'ID_CARD_OCSP_PINNED_KEYS'),
  });
  return { origin, trustedCertificates: trustedFrom(choice.trustedCaFiles), ocsp };
}

/** The sandbox's clients, or the live ones with their relying party and pins, per method (settings/e-id-choice.ts). */
export function configureEId(choice: EIdChoice, sandboxUrl: string, siteOrigin: string): EIdClients {
  const mobileId = mobileIdClient(choice.mobileId, sandboxUrl);
  const idCard = webEid(choice.idCard, sandboxUrl, siteOrigin);
  return { ...smartIdClients(choice.smartId, sandboxUrl), ...(mobileId ? { mobileId } : {}), ...(idCard ? { webEid: idCard } : {}) };
}
