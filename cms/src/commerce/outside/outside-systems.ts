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
import { outsideChoice } from '../../settings/outside-choice';
import { createSandboxes, sandboxMerchant, type SandboxEntry } from './sandbox-services';

export interface OutsideSystems {
  smartId: SmartIdClient;
  smartIdDeviceLink: SmartIdV3Client;
  mobileId: MobileIdClient;
  webEid: { origin: string; trustedCertificates: X509Certificate[]; ocsp: HttpOcspChecker };
  payments: PaymentProvider;
  /** Local stand-ins mounted under /sandbox/ on the CMS, by path prefix; empty when none runs here. */
  sandboxes: SandboxEntry[];
  close(): void;
}

const trustedFrom = (files: string) => files.split(',').filter(Boolean).map((file) => new X509Certificate(readFileSync(file.trim())));

/** The ID card's OCSP: the AIA responder (or ID_CARD_OCSP_URL's), or a designated responder with its certificate file. */
const idCardOcsp = (url: string | undefined, certificateFile: string | undefined) =>
  new HttpOcspChecker({ url, ...(certificateFile ? { responderCertificate: new X509Certificate(readFileSync(certificateFile.trim())) } : {}) });

/**
 * The e-ID and payment services settings/outside-choice.ts chose: the sandboxes by default (E_ID=sandbox,
 * PAYMENTS=sandbox), so a fresh machine works end to end; E_ID=live and PAYMENTS=montonio point the same
 * clients at the real services.
 */
export function configureOutsideSystems(sandboxUrl: string, siteOrigin: string, env: Environment = environment()): OutsideSystems {
  const choice = outsideChoice(env);
  const local = choice.sandboxes.inProcess ? createSandboxes(sandboxUrl, env) : { sandboxes: [], close: () => {} };
  const relyingParty = {
    relyingPartyUUID: env.E_ID_RELYING_PARTY_UUID || '00000000-0000-4000-8000-000000000000',
    relyingPartyName: env.E_ID_RELYING_PARTY_NAME || 'Tarkus Kindlustusmaakler',
  };

  let eid: Pick<OutsideSystems, 'smartId' | 'smartIdDeviceLink' | 'mobileId' | 'webEid'>;
  if (choice.eId.mode === 'sandbox') {
    const trustedCertificates = [sandboxCertificateAuthority()];
    // The sandbox CA's one responder answers for its Smart-ID and ID-card certificates alike.
    const ocsp = new HttpOcspChecker({ url: `${sandboxUrl}/sandbox/id-card/ocsp` });
    eid = {
      smartId: new SmartIdClient({ baseUrl: `${sandboxUrl}/sandbox/e-id/smart-id`, ...relyingParty, trustedCertificates, ocsp }),
      smartIdDeviceLink: new SmartIdV3Client({ baseUrl: `${sandboxUrl}/sandbox/e-id/smart-id`, ...relyingParty, trustedCertificates, ocsp }),
      mobileId: new MobileIdClient({ baseUrl: `${sandboxUrl}/sandbox/e-id/mobile-id`, ...relyingParty, trustedCertificates }),
      webEid: { origin: siteOrigin, trustedCertificates, ocsp },
    };
  } else {
    const live = choice.eId;
    const trustedCertificates = trustedFrom(live.trustedCaFiles);
    // Smart-ID certificates name their responder (AIA); the demo service's scheme is set by SMART_ID_DEVICE_LINK_SCHEME.
    const smartIdOcsp = new HttpOcspChecker();
    const { deviceLinkScheme } = live as { deviceLinkScheme?: string };
    eid = {
      smartId: new SmartIdClient({ baseUrl: live.smartIdUrl, ...relyingParty, trustedCertificates, ocsp: smartIdOcsp }),
      smartIdDeviceLink: new SmartIdV3Client({
        baseUrl: live.smartIdV3Url, ...relyingParty, trustedCertificates, ocsp: smartIdOcsp, ...(deviceLinkScheme ? { deviceLinkScheme } : {}),
      }),
      mobileId: new MobileIdClient({ baseUrl: live.mobileIdUrl, ...relyingParty, trustedCertificates }),
      webEid: { origin: siteOrigin, trustedCertificates: trustedFrom(live.idCardTrustedCaFiles), ocsp: idCardOcsp(live.idCardOcspUrl, live.idCardOcspCertFile) },
    };
  }

  let payments: PaymentProvider;
  if (choice.payments.mode === 'sandbox') {
    const merchant = sandboxMerchant(env);
    payments = new MontonioClient({ baseUrl: `${sandboxUrl}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey });
  } else {
    payments = new MontonioClient({ baseUrl: choice.payments.url, accessKey: choice.payments.accessKey, secretKey: choice.payments.secretKey });
  }

  return { ...eid, payments, sandboxes: local.sandboxes, close: local.close };
}
