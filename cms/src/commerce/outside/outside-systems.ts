import { AriregClient } from '../../adapters/business-register/arireg-client';
import { NoBusinessRegister, type BusinessRegister } from '../../adapters/business-register/business-register';
import { MontonioClient } from '../../adapters/payments/montonio-client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { businessRegisterSandboxUser } from '../../settings/commerce-settings';
import { outsideChoice, type BusinessRegisterChoice } from '../../settings/outside-choice';
import { sandboxMerchant, sandboxServiceSettings } from '../../settings/sandbox-settings';
import type { Settings } from '../../settings/settings-schema';
import { configureEId, type EIdClients } from './e-id-clients';
import { createSandboxes, type SandboxEntry } from './sandbox-services';

/** The e-ID clients of the methods that are not off (SMART_ID, MOBILE_ID, ID_CARD), and payments. */
export interface OutsideSystems extends EIdClients {
  payments: PaymentProvider;
  /** The e-Business Register (BUSINESS_REGISTER): RIK's XML services, its sandbox, or none. */
  businessRegister: BusinessRegister;
  /** Local stand-ins mounted under /sandbox/ on the CMS, by path prefix; empty when none runs here. */
  sandboxes: SandboxEntry[];
  close(): void;
}

/**
 * The e-ID and payment services settings/outside-choice.ts chose: the sandboxes by default (E_ID=sandbox,
 * PAYMENTS=sandbox), so a fresh machine works end to end; SMART_ID, MOBILE_ID and ID_CARD=live (or E_ID=live
 * for all three) and PAYMENTS=montonio point the same clients at the real services.
 */
export function configureOutsideSystems(sandboxUrl: string, siteOrigin: string, settings: Settings): OutsideSystems {
  const choice = outsideChoice(settings);
  const local = choice.sandboxes.inProcess ? createSandboxes(sandboxUrl, sandboxServiceSettings(settings)) : { sandboxes: [], close: () => {} };
  const eid = configureEId(choice.eId, sandboxUrl, siteOrigin);

  let payments: PaymentProvider;
  if (choice.payments.mode === 'sandbox') {
    const merchant = sandboxMerchant(settings);
    payments = new MontonioClient({ baseUrl: `${sandboxUrl}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey });
  } else {
    payments = new MontonioClient({ baseUrl: choice.payments.url, accessKey: choice.payments.accessKey, secretKey: choice.payments.secretKey });
  }

  return { ...eid, payments, businessRegister: businessRegisterOf(choice.businessRegister, sandboxUrl, settings), sandboxes: local.sandboxes, close: local.close };
}

function businessRegisterOf(choice: BusinessRegisterChoice, sandboxUrl: string, settings: Settings): BusinessRegister {
  if (choice.mode === 'off') return new NoBusinessRegister();
  if (choice.mode === 'live') return new AriregClient({ url: choice.url, username: choice.username, password: choice.password });
  return new AriregClient({ url: `${sandboxUrl}/sandbox/business-register`, ...businessRegisterSandboxUser(settings) });
}

