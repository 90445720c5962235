import { spawn, type ChildProcess } from 'child_process';
import http from 'http';
import net from 'net';
import path from 'path';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

/**
 * One request on `agent` (keep-alive, one socket: what a pooled proxy does). An oversized body may be
 * refused before it is all sent: the answer still counts, a write error after it does not.
 */
export function send(agent: http.Agent, url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {}): Promise<Reply> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // Node sends a DELETE's body without a length unless told: the server would read it as the next request.
    const length = options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) };
    const request = http.request(url, { agent, method: options.method ?? 'GET', headers: { ...options.headers, ...length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
      response.on('error', reject);
    });
    request.setTimeout(options.timeoutMs ?? 15_000, () => request.destroy(new Error(`no answer in ${options.timeoutMs ?? 15_000} ms`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A raw connection that sends `head` and then nothing: what it receives and when it closed. */
export function sendAndStall(url: string, head: string, giveUpMs = 15_000): Promise<{ received: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - started }));
    socket.write(head);
    // The test gives up long after any timeout it expects.
    setTimeout(() => socket.destroy(), giveUpMs).unref();
  });
}

/** The site's local web server (packages/tooling/lib/site-server.mjs) in its own process, proxying /api to `cmsUrl`. */
export async function startSiteServer(cmsUrl: string, publicDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const serverModule = path.resolve(__dirname, '../../packages/tooling/lib/site-server.mjs');
  const script = `import(${JSON.stringify(serverModule)}).then(({ createSiteServer }) => {
    const server = createSiteServer({ publicDir: ${JSON.stringify(publicDir)}, cmsUrl: ${JSON.stringify(cmsUrl)} });
    server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));
  });`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site server did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the site server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
