import { createServer } from 'http';
import type { AddressInfo } from 'net';
import { sandboxServiceSettings } from '../../settings/sandbox-settings';
import type { Settings } from '../../settings/settings-schema';
import { createSandboxes, sandboxFor, serveSandbox, type SandboxEntry } from './sandbox-services';

/**
 * The e-ID, ID card and payment sandboxes on a port of their own (0: any free one), as outside services run
 * apart from the CMS in production (the load bench measures the CMS without them). The CMS then runs with
 * SANDBOXES_IN_PROCESS=false and SANDBOX_URL set to `url`; both need the same APP_KEYS (the bank's merchant).
 * `notificationRetryDelaysMs`: the bank's notification schedule instead of PAYMENT_SANDBOX_RETRY_MS's; the bank reads
 * it at each attempt, so a caller holding it changes it while the server runs (an API test switching them off).
 */
export async function startSandboxServer(options: { port: number; host?: string; publicUrl?: string; settings: Settings; notificationRetryDelaysMs?: number[] }) {
  const host = options.host ?? '127.0.0.1';
  let sandboxes: SandboxEntry[] = [];
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://sandboxes');
    if (pathname === '/_health') {
      res.writeHead(204).end();
      return;
    }
    const sandbox = sandboxFor(sandboxes, pathname);
    if (!sandbox) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No sandbox here');
      return;
    }
    serveSandbox(sandbox, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, host, resolve));
  // The bank's payment page and the device links name the address they are reached at.
  const url = (options.publicUrl ?? `http://${host}:${(server.address() as AddressInfo).port}`).replace(/\/$/, '');
  const settings = sandboxServiceSettings(options.settings);
  const created = createSandboxes(url, { ...settings, notificationRetryDelaysMs: options.notificationRetryDelaysMs ?? settings.notificationRetryDelaysMs });
  sandboxes = created.sandboxes;
  return {
    url,
    close: async () => {
      created.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
