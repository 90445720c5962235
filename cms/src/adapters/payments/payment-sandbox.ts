import { isLocale, type Locale } from '@kindlustus/routes';
import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { signHs256Jwt, verifyHs256Jwt } from './hs256-jwt';
import type { PaymentStatus } from './payment-provider';
import { checkOrderClaims, type CheckedOrder } from './sandbox-order-check';
import { createNotifier, defaultNotificationRetryDelaysMs } from './sandbox-notifier';
import { closedPaymentPage, findSandboxBank, sandboxBanks, notFoundPage, paymentPage, unknownBankPage, type PageLineItem, type PageOrder, type SandboxBank } from './sandbox-payment-page';
import { createSandboxTimers } from './sandbox-timers';
import { answerJson, BodyTooLarge, readSandboxBody } from '../sandbox-http';

/**
 * A local stand-in for a Montonio-style payment provider (Stargate protocol): takes signed orders,
 * shows a bank-choice page, sends the customer back with a signed order token and notifies the
 * merchant's webhook, retrying like the provider. Orders live in memory.
 */
export interface SandboxMerchant {
  accessKey: string;
  secretKey: string;
  name: string;
}

export interface PaymentSandboxOptions {
  basePath?: string;
  /** Where browsers reach this handler, e.g. http://localhost:1337; the payment URLs start with it. */
  publicBaseUrl: string;
  merchants: SandboxMerchant[];
  notificationRetryDelaysMs?: number[];
  /** A pending order the customer never finished becomes ABANDONED after this long. */
  abandonAfterMs?: number;
  /** "Pay, the bank confirms later": the customer returns while the order is PENDING; PAID comes after this long. */
  lateConfirmationMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface SandboxOrderSnapshot {
  uuid: string;
  merchantName: string;
  merchantReference: string;
  status: PaymentStatus;
  /** Euros, as on the wire. */
  grandTotal: number;
  currency: string;
  locale: Locale;
  lineItems: PageLineItem[];
  returnUrl: string;
  notificationUrl: string;
  bankName?: string;
  createdAt: number;
  notificationAttempts: number;
  notificationDelivered: boolean;
}

export interface PaymentSandbox {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Cancels every pending timer (abandoning, webhook retries) and aborts deliveries under way. */
  close(): void;
  orders(uuid: string): SandboxOrderSnapshot | undefined;
}

interface StoredOrder extends CheckedOrder {
  uuid: string;
  merchant: SandboxMerchant;
  status: PaymentStatus;
  bank?: SandboxBank;
  /** The customer paid and the bank has not confirmed yet ("pay, the bank confirms later"). */
  confirming?: boolean;
  createdAt: number;
  abandonTimer?: NodeJS.Timeout;
  notificationAttempts: number;
  notificationDelivered: boolean;
}

const maxBodyBytes = 64 * 1024;
const orderTokenLifetimeSeconds = 600;

const readBody = async (req: IncomingMessage) => (await readSandboxBody(req, maxBodyBytes)).toString('utf8');

/** Only to learn which merchant's key to verify with; nothing else is trusted before verification. */
function unverifiedAccessKey(token: string): string | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const accessKey = (claims as { accessKey?: unknown } | null)?.accessKey;
    return typeof accessKey === 'string' ? accessKey : undefined;
  } catch {
    return undefined;
  }
}

function answerHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // No form-action: browsers apply it to the redirect after the post, which leaves for the merchant.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  });
  res.end(html);
}

function withOrderToken(returnUrl: string, token: string): string {
  const hashAt = returnUrl.indexOf('#');
  const url = hashAt < 0 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : returnUrl.slice(hashAt);
  const separator = !url.includes('?') ? '?' : url.endsWith('?') || url.endsWith('&') ? '' : '&';
  return `${url}${separator}order-token=${token}${hash}`;
}

function preferredLocale(req: IncomingMessage): Locale {
  const languages = String(req.headers['accept-language'] ?? '').toLowerCase().split(',').map((part) => part.trim().slice(0, 2));
  return languages.find(isLocale) ?? 'et';
}

const tokenProblems = {
  malformed: { status: 400, code: 'MALFORMED_TOKEN', message: 'The order token could not be read' },
  badSignature: { status: 401, code: 'BAD_SIGNATURE', message: 'The order token is not signed with the secret key of this access key' },
  expired: { status: 401, code: 'TOKEN_EXPIRED', message: 'The order token has expired' },
  unsupportedAlgorithm: { status: 401, code: 'UNSUPPORTED_ALGORITHM', message: 'The order token must be signed with HS256' },
} as const;

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

  function orderToken(order: StoredOrder): string {
    const issuedAt = Math.floor(now() / 1000);
    return signHs256Jwt(
      {
        uuid: order.uuid,
        accessKey: order.merchant.accessKey,
        merchantReference: order.merchantReference,
        merchantReferenceDisplay: order.merchantReference,
        paymentStatus: order.status,
        paymentMethod: 'paymentInitiation',
        grandTotal: order.grandTotal,
        currency: order.currency,
        ...(order.bank ? { paymentProviderName: order.bank.name } : {}),
        iat: issuedAt,
        exp: issuedAt + orderTokenLifetimeSeconds,
      },
      order.merchant.secretKey,
    );
  }

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

  async function createOrder(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      return answerJson(res, 400, { message: 'The body must be JSON', code: 'INVALID_JSON' });
    }
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

    const order: StoredOrder = { ...checked.order, uuid: randomUUID(), merchant, status: 'PENDING', createdAt: now(), notificationAttempts: 0, notificationDelivered: false };
    orders.set(order.uuid, order);
    order.abandonTimer = timers.later(abandonAfterMs, () => abandonWhenDue(order));
    answerJson(res, 201, { uuid: order.uuid, paymentUrl: `${publicBaseUrl}${basePath}/pay/${order.uuid}` });
  }

  function pageOrder(order: StoredOrder): PageOrder {
    const { merchantReference, locale, grandTotal, lineItems, status, preferredProvider } = order;
    return { merchantName: order.merchant.name, merchantReference, locale, grandTotal, lineItems, status, preferredProvider };
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
      if (!order) return undefined;
      const snapshot: SandboxOrderSnapshot = {
        uuid: order.uuid,
        merchantName: order.merchant.name,
        merchantReference: order.merchantReference,
        status: order.status,
        grandTotal: order.grandTotal,
        currency: order.currency,
        locale: order.locale,
        lineItems: order.lineItems.map((line) => ({ ...line })),
        returnUrl: order.returnUrl,
        notificationUrl: order.notificationUrl,
        createdAt: order.createdAt,
        notificationAttempts: order.notificationAttempts,
        notificationDelivered: order.notificationDelivered,
      };
      if (order.bank) snapshot.bankName = order.bank.name;
      return snapshot;
    },
  };
}
