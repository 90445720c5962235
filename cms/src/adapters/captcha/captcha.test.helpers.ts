import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { createCaptchaSandbox, type CaptchaSandboxOptions } from './captcha-sandbox';
import { RecaptchaClient } from './recaptcha-client';

/** What the captcha tests share: the keys, a local server, and a running sandbox with its client. */

export const secretKey = 'sandbox-secret-not-for-production';
export const siteKey = 'sandbox-site-key';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function listen(handler: Handler): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
export const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The sandbox's clock unless a test moves it. */
export const startOfTest = Date.parse('2025-03-14T09:00:00Z');

/**
 * Inside a describe: a captcha sandbox on the clock `now` and a reCAPTCHA client of it, started before its tests
 * and closed after them (with every server a test adds to `running`); `started()` answers them once running.
 */
export function useCaptchaSandbox(now: () => number = () => startOfTest) {
  const running: Server[] = [];
  let base: string;
  let client: RecaptchaClient;

  async function startSandbox(options: Partial<CaptchaSandboxOptions> = {}, prefix = '') {
    const handle = createCaptchaSandbox({ secretKey, siteKey, now, ...options });
    const { server, base: origin } = await listen((req, res) => {
      // Mounted like the CMS does: the prefix stripped, nothing served without it.
      if (prefix && !req.url?.startsWith(`${prefix}/`)) return void res.writeHead(404).end();
      if (prefix) req.url = req.url!.slice(prefix.length);
      void handle(req, res);
    });
    running.push(server);
    return `${origin}${prefix}`;
  }

  beforeAll(async () => {
    base = await startSandbox();
    client = new RecaptchaClient({ baseUrl: base, secretKey });
  });
  afterAll(async () => {
    for (const server of running) await stop(server);
  });

  async function issue(body: Record<string, unknown> = { sitekey: siteKey }, headers: Record<string, string> = {}, at = base) {
    const response = await fetch(`${at}/recaptcha/api/token`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as { token?: string; error?: string } };
  }
  async function token(body: Record<string, unknown> = { sitekey: siteKey }, headers: Record<string, string> = {}): Promise<string> {
    const answer = await issue(body, headers);
    expect(answer.status).toBe(200);
    return answer.body.token!;
  }
  async function siteverify(fields: Record<string, string>, at = base) {
    const response = await fetch(`${at}/recaptcha/api/siteverify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
  }

  return { running, startSandbox, issue, token, siteverify, started: () => ({ base, client }) };
}
