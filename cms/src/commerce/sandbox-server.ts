import { createServer } from 'http';
import type { AddressInfo } from 'net';
import { createSandboxes, sandboxFor, serveSandbox } from './sandbox-services';

/**
 * The e-ID, ID card and payment sandboxes on a port of their own, as outside services run apart from the CMS
 * in production (the load bench measures the CMS without them). The CMS then runs with
 * SANDBOXES_IN_PROCESS=false and SANDBOX_URL set to `url`; both need the same APP_KEYS (the bank's merchant).
 */
export async function startSandboxServer(options: { port: number; host?: string; publicUrl?: string; env?: NodeJS.ProcessEnv }) {
  const host = options.host ?? '127.0.0.1';
  const url = (options.publicUrl ?? `http://${host}:${options.port}`).replace(/\/$/, '');
  const { sandboxes, close } = createSandboxes(url, options.env ?? process.env);
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', url);
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
  return {
    url: options.publicUrl ? url : `http://${host}:${(server.address() as AddressInfo).port}`,
    close: async () => {
      close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
