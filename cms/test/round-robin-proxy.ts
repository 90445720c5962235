import { createServer, request, type Server } from 'http';
import type { AddressInfo } from 'net';

export interface RoundRobinProxy {
  readonly url: string;
  /** How many requests each upstream got, in the order given. */
  readonly counts: number[];
  close(): Promise<void>;
}

/**
 * A load balancer for the tests: each request goes to the next upstream in turn, except `/sandbox/`,
 * which always goes to the first (the one replica that serves the sandboxes, as SANDBOX_URL says).
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const counts = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = req.url?.startsWith('/sandbox/') ? 0 : next++ % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
