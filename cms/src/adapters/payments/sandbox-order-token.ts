import { signHs256Jwt } from './hs256-jwt';
import type { StoredOrder } from './sandbox-stored-order';

/** The signed tokens of the payment sandbox: the merchant's order token in, the provider's order token out. */

const orderTokenLifetimeSeconds = 600;

/** Only to learn which merchant's key to verify with; nothing else is trusted before verification. */
export function unverifiedAccessKey(token: string): string | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const accessKey = (claims as { accessKey?: unknown } | null)?.accessKey;
    return typeof accessKey === 'string' ? accessKey : undefined;
  } catch {
    return undefined;
  }
}

/** The answer to a merchant's order token that failed verification, by the verifier's problem. */
export const tokenProblems = {
  malformed: { status: 400, code: 'MALFORMED_TOKEN', message: 'The order token could not be read' },
  badSignature: { status: 401, code: 'BAD_SIGNATURE', message: 'The order token is not signed with the secret key of this access key' },
  expired: { status: 401, code: 'TOKEN_EXPIRED', message: 'The order token has expired' },
  unsupportedAlgorithm: { status: 401, code: 'UNSUPPORTED_ALGORITHM', message: 'The order token must be signed with HS256' },
} as const;

/** The provider's token of the order as it stands, signed with the merchant's secret key, issued at `nowMs`. */
export function signOrderToken(order: StoredOrder, nowMs: number): string {
  const issuedAt = Math.floor(nowMs / 1000);
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

/** The merchant's return URL with the order token in its query (before any #fragment). */
export function withOrderToken(returnUrl: string, token: string): string {
  const hashAt = returnUrl.indexOf('#');
  const url = hashAt < 0 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : returnUrl.slice(hashAt);
  const separator = !url.includes('?') ? '?' : url.endsWith('?') || url.endsWith('&') ? '' : '&';
  return `${url}${separator}order-token=${token}${hash}`;
}

/** The provider's refund notification token (Montonio's `refundToken`) for one refund of the order. */
export function signRefundToken(order: StoredOrder, refundUuid: string, nowMs: number): string {
  const refund = order.refunds.find((each) => each.uuid === refundUuid);
  if (!refund) throw new Error(`No refund ${refundUuid} on order ${order.uuid}`);
  const issuedAt = Math.floor(nowMs / 1000);
  return signHs256Jwt(
    {
      accessKey: order.merchant.accessKey,
      orderUuid: order.uuid,
      merchantReference: order.merchantReference,
      refundUuid: refund.uuid,
      refundStatus: refund.status,
      refundAmount: refund.amount / 100,
      refundType: refund.type,
      currency: order.currency,
      iat: issuedAt,
      exp: issuedAt + orderTokenLifetimeSeconds,
    },
    order.merchant.secretKey,
  );
}
