import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { verifyHs256Jwt } from './hs256-jwt';
import { tokenProblems, unverifiedAccessKey } from './sandbox-order-token';
import type { SandboxMerchant, StoredOrder } from './sandbox-stored-order';
import { answerJson } from '../sandbox-http';

/**
 * The sandbox bank's refunds and order API, as Montonio's Stargate has them: POST /refunds with a signed
 * { orderUuid, amount, idempotencyKey } (the refund is SUCCESSFUL at once here, and the merchant is notified
 * with a `refundToken`), and GET /orders/:uuid with a Bearer token signed by the merchant.
 */
export interface SandboxRefundsDeps {
  merchants: SandboxMerchant[];
  orders: Map<string, StoredOrder>;
  now: () => number;
  /** Sends the merchant the refund notification of `refundUuid` (retried like the order's). */
  notifyRefund(order: StoredOrder, refundUuid: string): void;
}

const smallestRefundCents = 5;
const cents = (euros: number) => Math.round(euros * 100);
const euroText = (amountCents: number) => (amountCents / 100).toFixed(2);
const refundedCents = (order: StoredOrder) => order.refunds.filter((refund) => refund.status === 'SUCCESSFUL').reduce((sum, refund) => sum + refund.amount, 0);

/** The merchant a signed token names, verified with that merchant's secret key; else the error to answer. */
function signedBy(deps: SandboxRefundsDeps, token: string): { merchant: SandboxMerchant; claims: Record<string, unknown> } | { status: number; code: string; message: string } {
  const merchant = deps.merchants.find((candidate) => candidate.accessKey === unverifiedAccessKey(token));
  if (!merchant) return { status: 401, code: 'UNKNOWN_MERCHANT', message: 'Unknown access key' };
  const verified = verifyHs256Jwt(token, merchant.secretKey, new Date(deps.now()));
  if (!verified.ok) return tokenProblems[verified.problem];
  return { merchant, claims: verified.payload };
}

/** The order as Montonio's GET /orders/:uuid answers it (amounts as decimal strings, as there). */
export function orderDetails(order: StoredOrder) {
  const total = cents(order.grandTotal);
  return {
    uuid: order.uuid,
    paymentStatus: order.status,
    locale: order.locale,
    merchantReference: order.merchantReference,
    merchantReferenceDisplay: order.merchantReference,
    merchantReturnUrl: order.returnUrl,
    merchantNotificationUrl: order.notificationUrl,
    grandTotal: euroText(total),
    currency: order.currency,
    paymentMethodType: 'paymentInitiation',
    refunds: order.refunds.map((refund) => ({
      uuid: refund.uuid, amount: euroText(refund.amount), status: refund.status, currency: order.currency, createdAt: new Date(refund.createdAt).toISOString(), type: refund.type,
    })),
    availableForRefund: order.status === 'PAID' || order.status === 'PARTIALLY_REFUNDED' ? (total - refundedCents(order)) / 100 : 0,
    lineItems: order.lineItems,
    createdAt: new Date(order.createdAt).toISOString(),
  };
}

export function createSandboxRefunds(deps: SandboxRefundsDeps) {
  function getOrder(req: IncomingMessage, res: ServerResponse, uuid: string): void {
    if (req.method !== 'GET') return answerJson(res, 405, { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' }, { allow: 'GET' });
    const signed = signedBy(deps, /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!('merchant' in signed)) return answerJson(res, 401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    const order = deps.orders.get(uuid);
    // Another merchant's order is not found, as if it did not exist.
    if (!order || order.merchant.accessKey !== signed.merchant.accessKey) return answerJson(res, 404, { message: 'Order not found', code: 'NOT_FOUND' });
    answerJson(res, 200, orderDetails(order));
  }

  function createRefund(res: ServerResponse, body: unknown): void {
    const token = (body as { data?: unknown } | null)?.data;
    if (typeof token !== 'string') return answerJson(res, 400, { message: 'data must be the signed refund token', code: 'MISSING_DATA' });
    const signed = signedBy(deps, token);
    if (!('merchant' in signed)) return answerJson(res, signed.status, { message: signed.message, code: signed.code });
    const { orderUuid, amount, idempotencyKey } = signed.claims;
    if (typeof idempotencyKey !== 'string' || idempotencyKey === '') return answerJson(res, 400, { message: 'idempotencyKey must be a non-empty string', code: 'INVALID_FIELD' });
    const order = typeof orderUuid === 'string' ? deps.orders.get(orderUuid) : undefined;
    if (!order || order.merchant.accessKey !== signed.merchant.accessKey) return answerJson(res, 404, { message: 'Order not found', code: 'NOT_FOUND' });
    const again = order.refunds.find((refund) => refund.idempotencyKey === idempotencyKey);
    if (again) return answerJson(res, 201, refundAnswer(order, again));
    if (order.status !== 'PAID' && order.status !== 'PARTIALLY_REFUNDED') return answerJson(res, 409, { message: 'Only a paid order can be refunded', code: 'ORDER_NOT_REFUNDABLE' });
    const total = cents(order.grandTotal);
    const available = total - refundedCents(order);
    if (typeof amount !== 'number' || !Number.isFinite(amount) || cents(amount) < smallestRefundCents || cents(amount) > available) {
      return answerJson(res, 400, { message: `amount must be from 0.05 to ${euroText(available)} euros`, code: 'INVALID_REFUND_AMOUNT' });
    }
    const refund = { uuid: randomUUID(), idempotencyKey, amount: cents(amount), status: 'SUCCESSFUL' as const, createdAt: deps.now(), type: cents(amount) === total ? 'FULL_REFUND' : 'PARTIAL_REFUND' };
    order.refunds.push(refund);
    order.status = refundedCents(order) >= total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    deps.notifyRefund(order, refund.uuid);
    answerJson(res, 201, refundAnswer(order, refund));
  }

  return { getOrder, createRefund };
}

function refundAnswer(order: StoredOrder, refund: StoredOrder['refunds'][number]) {
  return { uuid: refund.uuid, amount: refund.amount / 100, status: refund.status, currency: order.currency, createdAt: new Date(refund.createdAt).toISOString(), type: refund.type };
}
