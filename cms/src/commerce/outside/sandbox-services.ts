import type { IncomingMessage, ServerResponse } from 'http';
import { createBusinessRegisterSandbox } from '../../adapters/business-register/business-register-sandbox';
import { createEidSandbox } from '../../adapters/e-id-sandbox/sandbox-service';
import { createWebEidSandbox } from '../../adapters/e-id-sandbox/web-eid-sandbox';
import { createPaymentSandbox } from '../../adapters/payments/payment-sandbox';
import type { SandboxServiceSettings } from '../../settings/sandbox-settings';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A local stand-in for an outside service, served under its path prefix. */
export interface SandboxEntry {
  prefix: string;
  /** The prefix is cut from the request's URL before the handler sees it. */
  strip: boolean;
  handle: Handler;
}

/**
 * The e-ID, ID card, payment and business register sandboxes the settings ask for (E_ID=sandbox, PAYMENTS=sandbox,
 * BUSINESS_REGISTER=sandbox), answering
 * as if reached at `sandboxUrl` (the bank's payment page and the device links name it).
 */
export function createSandboxes(sandboxUrl: string, settings: SandboxServiceSettings): { sandboxes: SandboxEntry[]; close(): void } {
  const sandboxes: SandboxEntry[] = [];
  const closers: Array<() => void> = [];
  const extraIdentities = settings.extraIdentitiesDir ? { extraIdentitiesDir: settings.extraIdentitiesDir } : {};
  if (settings.eId) {
    sandboxes.push({
      prefix: '/sandbox/e-id',
      strip: true,
      handle: createEidSandbox({
        completeAfterMs: settings.eIdCompleteAfterMs,
        smartIdDeviceLinkBase: `${sandboxUrl}/sandbox/e-id/smart-id/device-link`,
        ...extraIdentities,
      }),
    });
  }
  if (settings.idCard) {
    sandboxes.push({ prefix: '/sandbox/id-card', strip: true, handle: createWebEidSandbox(extraIdentities) });
  }
  if (settings.payments) {
    const sandbox = createPaymentSandbox({
      basePath: '/sandbox/payments',
      publicBaseUrl: sandboxUrl,
      merchants: [settings.merchant],
      notificationRetryDelaysMs: settings.notificationRetryDelaysMs,
      abandonAfterMs: settings.abandonAfterMs,
      lateConfirmationMs: settings.lateConfirmationMs,
    });
    sandboxes.push({ prefix: '/sandbox/payments', strip: false, handle: sandbox.handle });
    closers.push(() => sandbox.close());
  }
  if (settings.businessRegister) {
    sandboxes.push({ prefix: '/sandbox/business-register', strip: true, handle: createBusinessRegisterSandbox(settings.businessRegister) });
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
