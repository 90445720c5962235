import { envNumber } from './environment';
import { businessRegisterSandboxUser, sandboxSecret } from './commerce-settings';
import { businessRegisterIsSandbox, idCardIsSandbox, mobileIdIsSandbox, paymentsAreSandbox, smartIdIsSandbox } from './outside-choice';
import type { Settings } from './settings-schema';

/** The one merchant the sandbox bank knows: the CMS's client and the sandbox derive it from the same APP_KEYS. */
export const sandboxMerchant = (settings: Settings) => ({
  accessKey: sandboxSecret('payment-sandbox-access', settings),
  secretKey: sandboxSecret('payment-sandbox-secret', settings),
  name: settings.E_ID_RELYING_PARTY_NAME || 'Tarkus Kindlustusmaakler',
});

/** PAYMENT_SANDBOX_RETRY_MS: the sandbox bank's notification schedule; `none` when the caller notifies itself (the load bench). */
const notificationDelays = (value: string | undefined): number[] | undefined => {
  if (!value) return undefined;
  return value.trim() === 'none' ? [] : value.split(',').map(Number);
};

const codes = (setting: string | undefined) => new Set((setting ?? '').split(',').map((code) => code.trim()).filter(Boolean));

const optionalNumber = (value: string | undefined) => (value ? Number(value) : undefined);

/** Which of the e-ID, ID card, payment and business register sandboxes run, and how they behave (sandbox-services.ts). */
export function sandboxServiceSettings(settings: Settings) {
  return {
    eId: smartIdIsSandbox(settings) || mobileIdIsSandbox(settings),
    idCard: idCardIsSandbox(settings),
    payments: paymentsAreSandbox(settings),
    /** E_ID_SANDBOX_EXTRA_IDENTITIES: a folder of identities the e-ID sandboxes know besides the demo ones. */
    extraIdentitiesDir: settings.E_ID_SANDBOX_EXTRA_IDENTITIES || undefined,
    eIdCompleteAfterMs: envNumber(settings.E_ID_SANDBOX_DELAY_MS, 1500),
    merchant: sandboxMerchant(settings),
    notificationRetryDelaysMs: notificationDelays(settings.PAYMENT_SANDBOX_RETRY_MS),
    abandonAfterMs: optionalNumber(settings.PAYMENT_SANDBOX_ABANDON_MS),
    lateConfirmationMs: optionalNumber(settings.PAYMENT_SANDBOX_CONFIRM_MS),
    /** The business register's sandbox: its one user, and the codes it is silent about or says are deleted (tests). */
    businessRegister: businessRegisterIsSandbox(settings)
      ? { ...businessRegisterSandboxUser(settings), silentCodes: codes(settings.SANDBOX_BUSINESS_REGISTER_SILENT), deletedCodes: codes(settings.SANDBOX_BUSINESS_REGISTER_DELETED) }
      : null,
  };
}
export type SandboxServiceSettings = ReturnType<typeof sandboxServiceSettings>;
