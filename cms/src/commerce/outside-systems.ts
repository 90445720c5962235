import { X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import { MobileIdClient } from '../adapters/e-id/mobile-id-client';
import { HttpOcspChecker } from '../adapters/e-id/ocsp-client';
import { SmartIdClient } from '../adapters/e-id/smart-id-client';
import { SmartIdV3Client } from '../adapters/e-id/smart-id-v3-client';
import { createEidSandbox } from '../adapters/e-id-sandbox/sandbox-service';
import { sandboxCertificateAuthority } from '../adapters/e-id-sandbox/sandbox-identities';
import { createWebEidSandbox } from '../adapters/e-id-sandbox/web-eid-sandbox';
import { MontonioClient } from '../adapters/payments/montonio-client';
import { createPaymentSandbox } from '../adapters/payments/payment-sandbox';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { eIdIsSandbox, paymentsAreSandbox } from '../site-stage/gated-sandboxes';
import { envNumber, sandboxSecret } from './adapters-config';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface OutsideSystems {
  smartId: SmartIdClient;
  smartIdDeviceLink: SmartIdV3Client;
  mobileId: MobileIdClient;
  webEid: { origin: string; trustedCertificates: X509Certificate[]; ocsp: HttpOcspChecker };
  payments: PaymentProvider;
  /** Local stand-ins mounted under /sandbox/ on the CMS, by path prefix; empty when none runs. */
  sandboxes: Array<{ prefix: string; strip: boolean; handle: Handler }>;
  close(): void;
}

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when the real service is configured`);
  return value;
};
const trustedFrom = (files: string) => files.split(',').filter(Boolean).map((file) => new X509Certificate(readFileSync(file.trim())));

/** PAYMENT_SANDBOX_RETRY_MS: the sandbox bank's notification schedule; `none` when the caller notifies itself (the load bench). */
const notificationDelays = (value: string | undefined): number[] | undefined => {
  if (!value) return undefined;
  return value.trim() === 'none' ? [] : value.split(',').map(Number);
};

/**
 * The e-ID and payment services: the sandboxes by default (E_ID=sandbox, PAYMENTS=sandbox), so a fresh
 * machine works end to end; E_ID=live and PAYMENTS=montonio point the same clients at the real services.
 */
export function configureOutsideSystems(sandboxUrl: string, siteOrigin: string, env: NodeJS.ProcessEnv = process.env): OutsideSystems {
  const sandboxes: OutsideSystems['sandboxes'] = [];
  const closers: Array<() => void> = [];
  const relyingParty = {
    relyingPartyUUID: env.E_ID_RELYING_PARTY_UUID || '00000000-0000-4000-8000-000000000000',
    relyingPartyName: env.E_ID_RELYING_PARTY_NAME || 'Tarkus Kindlustusmaakler',
  };

  let eid: Pick<OutsideSystems, 'smartId' | 'smartIdDeviceLink' | 'mobileId' | 'webEid'>;
  if (eIdIsSandbox(env)) {
    const trustedCertificates = [sandboxCertificateAuthority()];
    sandboxes.push({
      prefix: '/sandbox/e-id',
      strip: true,
      handle: createEidSandbox({
        completeAfterMs: envNumber(env.E_ID_SANDBOX_DELAY_MS, 1500),
        smartIdDeviceLinkBase: `${sandboxUrl}/sandbox/e-id/smart-id/device-link`,
        ...(env.E_ID_SANDBOX_EXTRA_IDENTITIES ? { extraIdentitiesDir: env.E_ID_SANDBOX_EXTRA_IDENTITIES } : {}),
      }),
    });
    sandboxes.push({
      prefix: '/sandbox/id-card',
      strip: true,
      handle: createWebEidSandbox(env.E_ID_SANDBOX_EXTRA_IDENTITIES ? { extraIdentitiesDir: env.E_ID_SANDBOX_EXTRA_IDENTITIES } : {}),
    });
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
    const merchant = { accessKey: sandboxSecret('payment-sandbox-access', env), secretKey: sandboxSecret('payment-sandbox-secret', env), name: relyingParty.relyingPartyName };
    const sandbox = createPaymentSandbox({
      basePath: '/sandbox/payments',
      publicBaseUrl: sandboxUrl,
      merchants: [merchant],
      notificationRetryDelaysMs: notificationDelays(env.PAYMENT_SANDBOX_RETRY_MS),
      abandonAfterMs: env.PAYMENT_SANDBOX_ABANDON_MS ? Number(env.PAYMENT_SANDBOX_ABANDON_MS) : undefined,
      lateConfirmationMs: env.PAYMENT_SANDBOX_CONFIRM_MS ? Number(env.PAYMENT_SANDBOX_CONFIRM_MS) : undefined,
    });
    sandboxes.push({ prefix: '/sandbox/payments', strip: false, handle: sandbox.handle });
    closers.push(() => sandbox.close());
    payments = new MontonioClient({ baseUrl: `${sandboxUrl}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey });
  } else {
    payments = new MontonioClient({ baseUrl: required(env, 'MONTONIO_URL'), accessKey: required(env, 'MONTONIO_ACCESS_KEY'), secretKey: required(env, 'MONTONIO_SECRET_KEY') });
  }

  return { ...eid, payments, sandboxes, close: () => closers.forEach((close) => close()) };
}
