import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { MontonioClient } from './montonio-client';
import { createPaymentSandbox, type PaymentSandbox, type PaymentSandboxOptions } from './payment-sandbox';
import type { PaymentOrder } from './payment-provider';

/** What the payment tests share: the merchant, small HTTP helpers, reading the pages, and a running sandbox. */

export const merchant = { accessKey: 'kindlustus-sandbox', secretKey: 'sandbox-secret-not-for-production', name: 'Kindlustusmaakler OÜ' };
export const returnUrl = 'https://kindlustus.example/makse/tagasi';
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function listen(handler: Handler): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
export const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The merchant's webhook endpoint: records every delivery, can be told to fail. */
export function createReceiver() {
  const deliveries: Array<{ path: string; orderToken: string; refundToken?: string; answeredWith: number }> = [];
  const failuresLeft = new Map<string, number>();
  let paths = 0;
  const handler: Handler = (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const left = failuresLeft.get(path) ?? 0;
      failuresLeft.set(path, left - 1);
      const answeredWith = left > 0 ? 500 : 200;
      const sent = JSON.parse(body) as { orderToken?: string; refundToken?: string };
      deliveries.push({ path, orderToken: sent.orderToken ?? '', ...(sent.refundToken ? { refundToken: sent.refundToken } : {}), answeredWith });
      res.writeHead(answeredWith).end();
    });
  };
  return {
    handler,
    newPath: (failures = 0) => {
      const path = `/notify/${(paths += 1)}`;
      failuresLeft.set(path, failures);
      return path;
    },
    to: (path: string) => deliveries.filter((delivery) => delivery.path === path),
  };
}

/** The text a reader sees: no tags, entities decoded, any run of white space (non-breaking too) as one space. */
export function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export function banksOnPage(html: string): Array<{ name: string; value: string; checked: boolean }> {
  return [...html.matchAll(/<input\b[^>]*type="radio"[^>]*>/g)].map(([input]) => {
    const id = /\bid="([^"]+)"/.exec(input)?.[1];
    return {
      name: new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1] ?? '(no label)',
      value: /\bvalue="([^"]+)"/.exec(input)?.[1] ?? '',
      checked: /\schecked\b/.test(input),
    };
  });
}

export async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

export async function submit(paymentUrl: string, fields: Record<string, string>) {
  const response = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export const orderTokenIn = (url: string) => new URL(url).searchParams.get('order-token') ?? '';

/**
 * Inside a describe: a merchant's webhook receiver and a payment sandbox with a Montonio client, started before
 * its tests and closed after them (with any further sandbox a test starts). `started()` answers them once running.
 */
export function useSandboxFixture() {
  const receiver = createReceiver();
  let receiverServer: Server;
  let receiverBase: string;
  const running: Array<{ server: Server; sandbox: PaymentSandbox }> = [];

  async function startSandbox(options: Partial<PaymentSandboxOptions> = {}) {
    let sandbox: PaymentSandbox | undefined;
    const { server, base } = await listen((req, res) => void sandbox!.handle(req, res));
    sandbox = createPaymentSandbox({ publicBaseUrl: base, merchants: [merchant], notificationRetryDelaysMs: [0, 20, 20], ...options });
    running.push({ server, sandbox });
    const client = new MontonioClient({ baseUrl: `${base}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey });
    return { sandbox, base, client };
  }

  let sandbox: PaymentSandbox;
  let base: string;
  let client: MontonioClient;

  beforeAll(async () => {
    ({ server: receiverServer, base: receiverBase } = await listen(receiver.handler));
    ({ sandbox, base, client } = await startSandbox());
  });
  afterAll(async () => {
    for (const { server, sandbox: each } of running) {
      each.close();
      await stop(server);
    }
    await stop(receiverServer);
  });

  const order = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
    merchantReference: 'POLIIS-2025-0042',
    amount: 1999,
    currency: 'EUR',
    locale: 'et',
    lineItems: [{ name: 'Liikluskindlustus, 12 kuud', quantity: 1, amount: 1999 }],
    returnUrl,
    notificationUrl: `${receiverBase}${receiver.newPath()}`,
    ...overrides,
  });
  const pathOf = (url: string) => new URL(url).pathname;

  return { receiver, startSandbox, order, pathOf, started: () => ({ sandbox, base, client, receiverBase }) };
}
