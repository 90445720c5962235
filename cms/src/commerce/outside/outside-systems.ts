import { X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import { MobileIdClient } from '../../adapters/e-id/mobile-id-client';
import { HttpOcspChecker } from '../../adapters/e-id/ocsp-client';
import { SmartIdClient } from '../../adapters/e-id/smart-id-client';
import { SmartIdV3Client } from '../../adapters/e-id/smart-id-v3-client';
import { sandboxCertificateAuthority } from '../../adapters/e-id-sandbox/sandbox-identities';
import { MontonioClient } from '../../adapters/payments/montonio-client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { eIdIsSandbox, paymentsAreSandbox } from '../../site-stage/gated-sandboxes';
import { createSandboxes, sandboxesInProcess, sandboxMerchant, type SandboxEntry } from './sandbox-services';

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

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when the real service is configured`);
  return value;
};
const trustedFrom = (files: string) => files.split(',').filter(Boolean).map((file) => new X509Certificate(readFileSync(file.trim())));

/**
 * The e-ID and payment services: the sandboxes by default (E_ID=sandbox, PAYMENTS=sandbox), so a fresh
 * machine works end to end; E_ID=live and PAYMENTS=montonio point the same clients at the real services.
 */
export function configureOutsideSystems(sandboxUrl: string, siteOrigin: string, env: NodeJS.ProcessEnv = process.env): OutsideSystems {
  if (!sandboxesInProcess(env) && !env.SANDBOX_URL) throw new Error('SANDBOX_URL must name the sandboxes\' own process when SANDBOXES_IN_PROCESS=false');
  const local = sandboxesInProcess(env) ? createSandboxes(sandboxUrl, env) : { sandboxes: [], close: () => {} };
  const relyingParty = {
    relyingPartyUUID: env.E_ID_RELYING_PARTY_UUID || '00000000-0000-4000-8000-000000000000',
    relyingPartyName: env.E_ID_RELYING_PARTY_NAME || 'Tarkus Kindlustusmaakler',
  };

  let eid: Pick<OutsideSystems, 'smartId' | 'smartIdDeviceLink' | 'mobileId' | 'webEid'>;
  if (eIdIsSandbox(env)) {
    const trustedCertificates = [sandboxCertificateAuthority()];
    eid = {
      smartId: new SmartIdClient({ baseUrl: `${sandboxUrl}/sandbox/e-id/smart-id`, ...relyingParty, trustedCertificates }),
      smartIdDeviceLink: new SmartIdV3Client({ baseUrl: `${sandboxUrl}/sandbox/e-id/smart-id`, ...relyingParty, trustedCertificates }),
      mobileId: new MobileIdClient({ baseUrl: `${sandboxUrl}/sandbox/e-id/mobile-id`, ...relyingParty, trustedCertificates }),
      webEid: { origin: siteOrigin, trustedCertificates, ocsp: new HttpOcspChecker({ url: `${sandboxUrl}/sandbox/id-card/ocsp` }) },
    };
  } else {
    const trustedCertificates = trustedFrom(required(env, 'E_ID_TRUSTED_CA_FILES'));
    eid = {
      smartId: new SmartIdClient({ baseUrl: required(env, 'SMART_ID_URL'), ...relyingParty, trustedCertificates }),
      smartIdDeviceLink: new SmartIdV3Client({ baseUrl: required(env, 'SMART_ID_V3_URL'), ...relyingParty, trustedCertificates }),
      mobileId: new MobileIdClient({ baseUrl: required(env, 'MOBILE_ID_URL'), ...relyingParty, trustedCertificates }),
      webEid: { origin: siteOrigin, trustedCertificates: trustedFrom(required(env, 'ID_CARD_TRUSTED_CA_FILES')), ocsp: new HttpOcspChecker({ url: env.ID_CARD_OCSP_URL }) },
    };
  }

  let payments: PaymentProvider;
  if (paymentsAreSandbox(env)) {
    const merchant = sandboxMerchant(env);
    payments = new MontonioClient({ baseUrl: `${sandboxUrl}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey });
  } else {
    payments = new MontonioClient({ baseUrl: required(env, 'MONTONIO_URL'), accessKey: required(env, 'MONTONIO_ACCESS_KEY'), secretKey: required(env, 'MONTONIO_SECRET_KEY') });
  }

  return { ...eid, payments, sandboxes: local.sandboxes, close: local.close };
}
