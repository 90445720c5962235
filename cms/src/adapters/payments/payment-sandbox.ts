import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { verifyHs256Jwt } from './hs256-jwt';
import type { PaymentStatus } from './payment-provider';
import { answerHtml, preferredLocale } from './sandbox-html-answer';
import { checkOrderClaims } from './sandbox-order-check';
import { signOrderToken, signRefundToken, tokenProblems, unverifiedAccessKey, withOrderToken } from './sandbox-order-token';
import { createNotifier, defaultNotificationRetryDelaysMs } from './sandbox-notifier';
import { closedPaymentPage, findSandboxBank, sandboxBanks, notFoundPage, paymentPage, unknownBankPage, type SandboxBank } from './sandbox-payment-page';
import { orderSnapshot, pageOrder, type SandboxMerchant, type SandboxOrderSnapshot, type StoredOrder } from './sandbox-stored-order';
import { createSandboxRefunds } from './sandbox-refunds';
import { createSandboxTimers } from './sandbox-timers';
import { answerJson, BodyTooLarge, readSandboxBody } from '../sandbox-http';

/**
 * A local stand-in for a Montonio-style payment provider (Stargate protocol): takes signed orders,
 * shows a bank-choice page, sends the customer back with a signed order token and notifies the
 * merchant's webhook, retrying like the provider; refunds and answers the order API (sandbox-refunds.ts).
 * Orders live in memory.
 */
export interface PaymentSandboxOptions {
  basePath?: string;
  /** Where browsers reach this handler, e.g. http://localhost:1337; the payment URLs start with it. */
  publicBaseUrl: string;
  merchants: SandboxMerchant[];
  /** The notifications' schedule (sandbox-notifier.ts), read at each attempt; the provider's own without it. */
  notificationRetryDelaysMs?: number[];
  /** A pending order the customer never finished becomes ABANDONED after this long. */
  abandonAfterMs?: number;
  /** "Pay, the bank confirms later": the customer returns while the order is PENDING; PAID comes after this long. */
  lateConfirmationMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface PaymentSandbox {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Cancels every pending timer (abandoning, webhook retries) and aborts deliveries under way. */
  close(): void;
  orders(uuid: string): SandboxOrderSnapshot | undefined;
}

const maxBodyBytes = 64 * 1024;

const readBody = async (req: IncomingMessage) => (await readSandboxBody(req, maxBodyBytes)).toString('utf8');

export function createPaymentSandbox(options: PaymentSandboxOptions): PaymentSandbox {
  const basePath = `/${(options.basePath ?? '/sandbox/payments').replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  const abandonAfterMs = options.abandonAfterMs ?? 30 * 60_000;
  const now = options.now ?? Date.now;
  const timers = createSandboxTimers();
  const notifier = createNotifier({
    delaysMs: options.notificationRetryDelaysMs ?? defaultNotificationRetryDelaysMs(),
    timers,
    fetch: options.fetch ?? fetch,
  });
  const orders = new Map<string, StoredOrder>();

  const orderToken = (order: StoredOrder) => signOrderToken(order, now());

  function settle(order: StoredOrder, status: PaymentStatus, bank?: SandboxBank): void {
    order.status = status;
    if (bank) order.bank = bank;
    timers.cancel(order.abandonTimer);
    order.abandonTimer = undefined;
    // A fresh token for every attempt: retries go on for hours, far beyond one token's lifetime.
    notifier.notify(order.notificationUrl, () => JSON.stringify({ orderToken: orderToken(order) }), (delivered) => {
      order.notificationAttempts += 1;
      if (delivered) order.notificationDelivered = true;
    });
  }

  const refunds = createSandboxRefunds({
    merchants: options.merchants,
    orders,
    now,
    notifyRefund(order, refundUuid) {
      notifier.notify(order.notificationUrl, () => JSON.stringify({ refundToken: signRefundToken(order, refundUuid, now()) }), () => undefined);
    },
  });

  function abandonIfStale(order: StoredOrder): void {
    if (order.status === 'PENDING' && !order.confirming && now() - order.createdAt >= abandonAfterMs) settle(order, 'ABANDONED');
  }

  /** Timers may fire a millisecond before the clock says the time has come: then wait the rest. */
  function abandonWhenDue(order: StoredOrder): void {
    if (order.status !== 'PENDING' || order.confirming) return;
    const remaining = abandonAfterMs - (now() - order.createdAt);
    if (remaining > 0) order.abandonTimer = timers.later(remaining, () => abandonWhenDue(order));
    else settle(order, 'ABANDONED');
  }

  /** Montonio's payment methods: bank links of Estonia, for a request signed by a known merchant. */
  function listBanks(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET') return answerJson(res, 405, { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' }, { allow: 'GET' });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const merchant = options.merchants.find((candidate) => candidate.accessKey === unverifiedAccessKey(token));
    if (!merchant || !verifyHs256Jwt(token, merchant.secretKey, new Date(now())).ok) return answerJson(res, 401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    const paymentMethods = sandboxBanks.map((bank) => ({ code: bank.code, name: bank.name }));
    answerJson(res, 200, { paymentMethods: { paymentInitiation: { setup: { EE: { supportedCurrencies: ['EUR'], paymentMethods } } } } });
  }

  /** The request's JSON body, or undefined once a 400 has answered a body that is not JSON. */
  async function jsonBody(req: IncomingMessage, res: ServerResponse): Promise<{ body: unknown } | undefined> {
    try {
      return { body: JSON.parse(await readBody(req)) };
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      answerJson(res, 400, { message: 'The body must be JSON', code: 'INVALID_JSON' });
      return undefined;
    }
  }

  async function createOrder(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = await jsonBody(req, res);
    if (!parsed) return;
    const { body } = parsed;
    const token = (body as { data?: unknown } | null)?.data;
    if (typeof token !== 'string') return answerJson(res, 400, { message: 'data must be the signed order token', code: 'MISSING_DATA' });
    const accessKey = unverifiedAccessKey(token);
    const merchant = options.merchants.find((candidate) => candidate.accessKey === accessKey);
    if (!merchant) return answerJson(res, 401, { message: 'Unknown access key', code: 'UNKNOWN_MERCHANT' });
    const verified = verifyHs256Jwt(token, merchant.secretKey, new Date(now()));
    if (!verified.ok) {
      const { status, code, message } = tokenProblems[verified.problem];
      return answerJson(res, status, { message, code });
    }
    const checked = checkOrderClaims(verified.payload, now() / 1000);
    if (!checked.ok) return answerJson(res, 400, { message: checked.message, code: checked.code });

    const order: StoredOrder = { ...checked.order, uuid: randomUUID(), merchant, status: 'PENDING', createdAt: now(), notificationAttempts: 0, notificationDelivered: false, refunds: [] };
    orders.set(order.uuid, order);
    order.abandonTimer = timers.later(abandonAfterMs, () => abandonWhenDue(order));
    answerJson(res, 201, { uuid: order.uuid, paymentUrl: `${publicBaseUrl}${basePath}/pay/${order.uuid}` });
  }

  function showPayment(order: StoredOrder, res: ServerResponse): void {
    if (order.status === 'PENDING') return answerHtml(res, 200, paymentPage(pageOrder(order)));
    answerHtml(res, 200, closedPaymentPage(pageOrder(order), withOrderToken(order.returnUrl, orderToken(order))));
  }

  async function decide(order: StoredOrder, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const action = form.get('action');
    if (action !== 'pay' && action !== 'payLater' && action !== 'cancel') return answerJson(res, 400, { message: 'action must be pay, payLater or cancel', code: 'UNKNOWN_ACTION' });
    if (order.status === 'PENDING' && !order.confirming) {
      if (action === 'cancel') {
        settle(order, 'ABANDONED');
      } else {
        const bank = findSandboxBank(form.get('bank') ?? undefined);
        if (!bank) return answerHtml(res, 400, unknownBankPage(order.locale, `${basePath}/pay/${order.uuid}`));
        if (action === 'pay') settle(order, 'PAID', bank);
        else {
          // As a bank awaiting the customer's Smart-ID confirmation: back at the shop while still PENDING.
          order.confirming = true;
          order.bank = bank;
          timers.later(options.lateConfirmationMs ?? 4000, () => settle(order, 'PAID', bank));
        }
      }
    }
    const location = withOrderToken(order.returnUrl, orderToken(order));
    res.writeHead(303, { location, 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' });
    res.end(`See ${location}\n`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const order of orders.values()) abandonIfStale(order);
    const path = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname;
    const route = path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : undefined;
    try {
      if (route === '/api/orders') {
        if (req.method !== 'POST') return answerJson(res, 405, { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' }, { allow: 'POST' });
        return await createOrder(req, res);
      }
      if (route === '/api/stores/payment-methods') return listBanks(req, res);
      if (route === '/api/refunds') {
        if (req.method !== 'POST') return answerJson(res, 405, { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' }, { allow: 'POST' });
        const parsed = await jsonBody(req, res);
        return parsed && refunds.createRefund(res, parsed.body);
      }
      const detailsOf = route && /^\/api\/orders\/([^/]+)$/.exec(route)?.[1];
      if (detailsOf) return refunds.getOrder(req, res, decodeURIComponent(detailsOf));
      const uuid = route && /^\/pay\/([^/]+)$/.exec(route)?.[1];
      if (uuid) {
        if (req.method !== 'GET' && req.method !== 'POST') return answerJson(res, 405, { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' }, { allow: 'GET, POST' });
        const order = orders.get(uuid);
        if (!order) return answerHtml(res, 404, notFoundPage(preferredLocale(req)));
        return req.method === 'GET' ? showPayment(order, res) : await decide(order, req, res);
      }
      return answerJson(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
    } catch (error) {
      if (res.headersSent) return void res.end();
      // Closing the connection stops the rest of an oversized upload.
      if (error instanceof BodyTooLarge) return answerJson(res, 413, { message: 'The body is larger than 64 kB', code: 'PAYLOAD_TOO_LARGE' }, { connection: 'close' });
      return answerJson(res, 400, { message: 'Bad request', code: 'BAD_REQUEST' });
    }
  }

  return {
    handle,
    close() {
      timers.close();
      notifier.close();
    },
    orders(uuid) {
      const order = orders.get(uuid);
      return order && orderSnapshot(order);
    },
  };
}
