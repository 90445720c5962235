import type { IncomingMessage, ServerResponse } from 'http';
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
 * The e-ID, ID card and payment sandboxes the settings ask for (E_ID=sandbox, PAYMENTS=sandbox), answering
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
