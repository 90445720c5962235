import type { IncomingMessage, ServerResponse } from 'http';
import { createBusinessRegisterSandbox } from '../../adapters/business-register/business-register-sandbox';
import { createEidSandbox } from '../../adapters/e-id-sandbox/sandbox-service';
import { createWebEidSandbox } from '../../adapters/e-id-sandbox/web-eid-sandbox';
import { createPaymentSandbox } from '../../adapters/payments/payment-sandbox';
import { businessRegisterSandboxUser, sandboxSecret } from '../../settings/commerce-settings';
import { environment, envNumber, type Environment } from '../../settings/environment';
import { businessRegisterIsSandbox, idCardIsSandbox, mobileIdIsSandbox, paymentsAreSandbox, smartIdIsSandbox } from '../../settings/outside-choice';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A local stand-in for an outside service, served under its path prefix. */
export interface SandboxEntry {
  prefix: string;
  /** The prefix is cut from the request's URL before the handler sees it. */
  strip: boolean;
  handle: Handler;
}

/** The one merchant the sandbox bank knows: the CMS's client and the sandbox derive it from the same APP_KEYS. */
export const sandboxMerchant = (env: Environment) => ({
  accessKey: sandboxSecret('payment-sandbox-access', env),
  secretKey: sandboxSecret('payment-sandbox-secret', env),
  name: env.E_ID_RELYING_PARTY_NAME || 'Tarkus Kindlustusmaakler',
});

/** PAYMENT_SANDBOX_RETRY_MS: the sandbox bank's notification schedule; `none` when the caller notifies itself (the load bench). */
const notificationDelays = (value: string | undefined): number[] | undefined => {
  if (!value) return undefined;
  return value.trim() === 'none' ? [] : value.split(',').map(Number);
};

/**
 * The e-ID, ID card, payment and business register sandboxes the settings ask for (E_ID=sandbox, PAYMENTS=sandbox,
 * BUSINESS_REGISTER=sandbox), answering
 * as if reached at `sandboxUrl` (the bank's payment page and the device links name it).
 */
export function createSandboxes(sandboxUrl: string, env: Environment = environment()): { sandboxes: SandboxEntry[]; close(): void } {
  const sandboxes: SandboxEntry[] = [];
  const closers: Array<() => void> = [];
  const extraIdentities = env.E_ID_SANDBOX_EXTRA_IDENTITIES ? { extraIdentitiesDir: env.E_ID_SANDBOX_EXTRA_IDENTITIES } : {};
  if (smartIdIsSandbox(env) || mobileIdIsSandbox(env)) {
    sandboxes.push({
      prefix: '/sandbox/e-id',
      strip: true,
      handle: createEidSandbox({
        completeAfterMs: envNumber(env.E_ID_SANDBOX_DELAY_MS, 1500),
        smartIdDeviceLinkBase: `${sandboxUrl}/sandbox/e-id/smart-id/device-link`,
        ...extraIdentities,
      }),
    });
  }
  if (idCardIsSandbox(env)) {
    sandboxes.push({ prefix: '/sandbox/id-card', strip: true, handle: createWebEidSandbox(extraIdentities) });
  }
  if (paymentsAreSandbox(env)) {
    const sandbox = createPaymentSandbox({
      basePath: '/sandbox/payments',
      publicBaseUrl: sandboxUrl,
      merchants: [sandboxMerchant(env)],
      notificationRetryDelaysMs: notificationDelays(env.PAYMENT_SANDBOX_RETRY_MS),
      abandonAfterMs: env.PAYMENT_SANDBOX_ABANDON_MS ? Number(env.PAYMENT_SANDBOX_ABANDON_MS) : undefined,
      lateConfirmationMs: env.PAYMENT_SANDBOX_CONFIRM_MS ? Number(env.PAYMENT_SANDBOX_CONFIRM_MS) : undefined,
    });
    sandboxes.push({ prefix: '/sandbox/payments', strip: false, handle: sandbox.handle });
    closers.push(() => sandbox.close());
  }
  if (businessRegisterIsSandbox(env)) {
    const codes = (setting: string | undefined) => new Set((setting ?? '').split(',').map((code) => code.trim()).filter(Boolean));
    sandboxes.push({
      prefix: '/sandbox/business-register',
      strip: true,
      handle: createBusinessRegisterSandbox({ ...businessRegisterSandboxUser(env), silentCodes: codes(env.SANDBOX_BUSINESS_REGISTER_SILENT), deletedCodes: codes(env.SANDBOX_BUSINESS_REGISTER_DELETED) }),
    });
  }
  return { sandboxes, close: () => closers.forEach((close) => close()) };
}

/** The sandbox serving `path`, if any. */
export const sandboxFor = (sandboxes: readonly SandboxEntry[], path: string) =>
  sandboxes.find((entry) => path === entry.prefix || path.startsWith(`${entry.prefix}/`));

/** Hands the request to `sandbox`, its URL without the prefix when the sandbox wants it so. */
export function serveSandbox(sandbox: SandboxEntry, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (sandbox.strip) req.url = (req.url ?? '/').slice(sandbox.prefix.length) || '/';
  return sandbox.handle(req, res);
}
