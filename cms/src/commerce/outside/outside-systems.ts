import { X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import { MobileIdClient } from '../../adapters/e-id/mobile-id-client';
import { HttpOcspChecker } from '../../adapters/e-id/ocsp-client';
import { SmartIdClient } from '../../adapters/e-id/smart-id-client';
import { SmartIdV3Client } from '../../adapters/e-id/smart-id-v3-client';
import { sandboxCertificateAuthority } from '../../adapters/e-id-sandbox/sandbox-identities';
import { MontonioClient } from '../../adapters/payments/montonio-client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { environment, type Environment } from '../../settings/environment';
import { createOutsideFetch } from '../../adapters/outside-http';
import { sandboxRelyingParty } from '../../settings/e-id-settings';
import { outsideChoice, type EIdChoice } from '../../settings/outside-choice';
import { createSandboxes, sandboxMerchant, type SandboxEntry } from './sandbox-services';

/** The e-ID clients of the methods that are not off (SMART_ID, MOBILE_ID, ID_CARD). */
export interface OutsideSystems {
  smartId?: SmartIdClient;
  smartIdDeviceLink?: SmartIdV3Client;
  mobileId?: MobileIdClient;
  webEid?: { origin: string; trustedCertificates: X509Certificate[]; ocsp: HttpOcspChecker };
  payments: PaymentProvider;
  /** Local stand-ins mounted under /sandbox/ on the CMS, by path prefix; empty when none runs here. */
  sandboxes: SandboxEntry[];
  close(): void;
}

const trustedFrom = (files: string) => files.split(',').filter(Boolean).map((file) => new X509Certificate(readFileSync(file.trim())));

/**
 * The e-ID and payment services settings/outside-choice.ts chose: the sandboxes by default (E_ID=sandbox,
 * PAYMENTS=sandbox), so a fresh machine works end to end; SMART_ID, MOBILE_ID and ID_CARD=live (or E_ID=live
 * for all three) and PAYMENTS=montonio point the same clients at the real services.
 */
export function configureOutsideSystems(sandboxUrl: string, siteOrigin: string, env: Environment = environment()): OutsideSystems {
  const choice = outsideChoice(env);
  const local = choice.sandboxes.inProcess ? createSandboxes(sandboxUrl, env) : { sandboxes: [], close: () => {} };
  const eid = configureEId(choice.eId, sandboxUrl, siteOrigin);

  let payments: PaymentProvider;
  if (choice.payments.mode === 'sandbox') {
    const merchant = sandboxMerchant(env);
    payments = new MontonioClient({ baseUrl: `${sandboxUrl}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey });
  } else {
    payments = new MontonioClient({ baseUrl: choice.payments.url, accessKey: choice.payments.accessKey, secretKey: choice.payments.secretKey });
  }

  return { ...eid, payments, sandboxes: local.sandboxes, close: local.close };
}

/** The sandbox's clients, or the live ones with their relying party and pins; a method that is off gets none. */
function configureEId(choice: EIdChoice, sandboxUrl: string, siteOrigin: string): Pick<OutsideSystems, 'smartId' | 'smartIdDeviceLink' | 'mobileId' | 'webEid'> {
  const sandboxCa = [sandboxCertificateAuthority()];
  const sandbox = { ...sandboxRelyingParty, trustedCertificates: sandboxCa };
  const pinned = (pinnedKeys: string[], pinsSetting: string) => (pinnedKeys.length ? { fetch: createOutsideFetch({ pinnedKeys, pinsSetting }) } : {});
  const { smartId: smart, mobileId: mobile, idCard } = choice;
  const smartLive = smart.mode === 'live'
    ? { relyingPartyUUID: smart.relyingPartyUUID, relyingPartyName: smart.relyingPartyName, trustedCertificates: trustedFrom(smart.trustedCaFiles), ...pinned(smart.pinnedKeys, 'SMART_ID_PINNED_KEYS') }
    : undefined;
  const mobileLive = mobile.mode === 'live'
    ? { baseUrl: mobile.url, relyingPartyUUID: mobile.relyingPartyUUID, relyingPartyName: mobile.relyingPartyName, trustedCertificates: trustedFrom(mobile.trustedCaFiles), ...pinned(mobile.pinnedKeys, 'MOBILE_ID_PINNED_KEYS') }
    : undefined;
  return {
    smartId: smart.mode === 'live' ? new SmartIdClient({ baseUrl: smart.url, ...smartLive! }) : smart.mode === 'sandbox' ? new SmartIdClient({ baseUrl: `${sandboxUrl}/sandbox/e-id/smart-id`, ...sandbox }) : undefined,
    smartIdDeviceLink:
      smart.mode === 'live' ? new SmartIdV3Client({ baseUrl: smart.v3Url, ...smartLive! }) : smart.mode === 'sandbox' ? new SmartIdV3Client({ baseUrl: `${sandboxUrl}/sandbox/e-id/smart-id`, ...sandbox }) : undefined,
    mobileId: mobileLive ? new MobileIdClient(mobileLive) : mobile.mode === 'sandbox' ? new MobileIdClient({ baseUrl: `${sandboxUrl}/sandbox/e-id/mobile-id`, ...sandbox }) : undefined,
    webEid:
      idCard.mode === 'live'
        ? {
            origin: siteOrigin,
            trustedCertificates: trustedFrom(idCard.trustedCaFiles),
            ocsp: new HttpOcspChecker({ ...(idCard.ocspUrl ? { url: idCard.ocspUrl } : {}), ...pinned(idCard.ocspPinnedKeys, 'ID_CARD_OCSP_PINNED_KEYS') }),
          }
        : idCard.mode === 'sandbox'
          ? { origin: siteOrigin, trustedCertificates: sandboxCa, ocsp: new HttpOcspChecker({ url: `${sandboxUrl}/sandbox/id-card/ocsp` }) }
          : undefined,
  };
}
