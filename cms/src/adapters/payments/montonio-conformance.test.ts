import { signHs256Jwt, verifyHs256Jwt } from './hs256-jwt';
import { MontonioClient } from './montonio-client';

/**
 * Montonio's documented examples, read by our client. Every expected value below is copied from the example
 * itself, never from running our code. Montonio publishes no example token together with its secret key, so each
 * example payload is signed here with a made-up secret: what is checked is how we read Montonio's claims.
 */
const secretKey = 'conformance-test-secret';
const client = (nowSeconds: number, fetch?: typeof globalThis.fetch) =>
  new MontonioClient({ baseUrl: 'https://stargate.example/', accessKey: 'MY_ACCESS_KEY', secretKey, now: () => new Date(nowSeconds * 1000), ...(fetch ? { fetch } : {}) });

/**
 * The decoded order token of docs.montonio.com/api/stargate/guides/orders ("Validating the payment"), as copied
 * into veltix/montonio tests/Fixtures/Payments/webhook-payload.json ("docs fixture"). Its exp equals its iat
 * (1632967333): the example was taken at that second, so the clock is fixed there; an hour later it has expired.
 */
const documentedOrderToken = {
  uuid: 'the-montonio-order-uuid',
  accessKey: 'MY_ACCESS_KEY',
  merchantReference: 'MY-ORDER-ID-123',
  merchantReferenceDisplay: 'MY-ORDER-ID-123',
  paymentStatus: 'PAID',
  paymentMethod: 'paymentInitiation',
  grandTotal: 99.99,
  currency: 'EUR',
  senderIban: 'EE471000001020145685',
  senderName: 'John Doe',
  paymentProviderName: 'New Wave Bank Group',
  iat: 1632967333,
  exp: 1632967333,
};

/**
 * GET /orders/:orderUuid of docs.montonio.com/api/stargate/guides/refunds ("Get the Order to check its
 * availableForRefund"), the example order with two partial refunds as copied into veltix/montonio
 * tests/Fixtures/Payments/order-with-refunds.json (shortened to the fields read here).
 */
const documentedOrderWithRefunds = {
  uuid: '0ac2124d-9f8e-4a29-816d-7eef5b9bb0fd',
  paymentStatus: 'PARTIALLY_REFUNDED',
  locale: 'et',
  merchantReference: 'MY-ORDER-ID-123',
  merchantReferenceDisplay: 'MY-ORDER-ID-123',
  grandTotal: '100.00',
  currency: 'EUR',
  paymentMethodType: 'cardPayments',
  refunds: [
    { uuid: '92b11684-319a-4cce-92f5-56d348aa986a', amount: '25', status: 'SUCCESSFUL', currency: 'EUR', createdAt: '2023-05-23T08:37:55.534Z', type: 'PARTIAL_REFUND' },
    { uuid: '8453465a-a9d8-469e-a838-5b2b5b20f429', amount: '25', status: 'SUCCESSFUL', currency: 'EUR', createdAt: '2023-05-23T11:03:04.954Z', type: 'PARTIAL_REFUND' },
  ],
  availableForRefund: 50,
};

describe('Montonio conformance: documented examples', () => {
  it('reads the documented order token of a paid order (guides/orders, "Validating the payment")', () => {
    const token = signHs256Jwt(documentedOrderToken, secretKey);
    expect(client(1632967333).readOrderToken(token)).toEqual({
      ok: true,
      notice: {
        providerUuid: 'the-montonio-order-uuid', merchantReference: 'MY-ORDER-ID-123', status: 'PAID', amount: 9999, currency: 'EUR', bankName: 'New Wave Bank Group',
        // The example's iat (1632967333), the moment Montonio wrote it.
        reportedAt: new Date('2021-09-30T02:02:13Z'),
      },
    });
  });

  it('refuses the documented token an hour after its exp, and reads it as expired when asked to (a late redelivery)', () => {
    const token = signHs256Jwt(documentedOrderToken, secretKey);
    const later = client(1632967333 + 3600);
    expect(later.readOrderToken(token)).toEqual({ ok: false, problem: 'expired' });
    expect(later.readOrderToken(token, { acceptExpired: true })).toMatchObject({ ok: true, expired: true, notice: { providerUuid: 'the-montonio-order-uuid', status: 'PAID' } });
    // Expired or not, the signature still decides.
    expect(later.readOrderToken(signHs256Jwt(documentedOrderToken, 'another-secret'), { acceptExpired: true })).toEqual({ ok: false, problem: 'badSignature' });
  });

  it('refuses the documented token under another store\'s access key', () => {
    const token = signHs256Jwt({ ...documentedOrderToken, accessKey: 'ANOTHER_ACCESS_KEY' }, secretKey);
    expect(client(1632967333).readOrderToken(token)).toEqual({ ok: false, problem: 'wrongMerchant' });
  });

  // The paymentStatus values of docs.montonio.com/api/stargate/guides/orders, in the order veltix/montonio
  // src/Payments/Enum/PaymentStatus.php lists them.
  it('reads every documented payment status of the order token', () => {
    for (const status of ['PENDING', 'PAID', 'VOIDED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'ABANDONED', 'AUTHORIZED']) {
      const reading = client(1632967333).readOrderToken(signHs256Jwt({ ...documentedOrderToken, paymentStatus: status }, secretKey));
      expect(reading).toMatchObject({ ok: true, notice: { status } });
    }
  });

  it('reads the documented order with two partial refunds from GET /orders/:orderUuid, asked with a Bearer token of our keys', async () => {
    const asked: Array<{ url: string; authorization: string }> = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      asked.push({ url, authorization: String((init?.headers as Record<string, string>).authorization) });
      return new Response(JSON.stringify(documentedOrderWithRefunds), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const order = await client(1684831075, fakeFetch).getOrder('0ac2124d-9f8e-4a29-816d-7eef5b9bb0fd');
    expect(asked[0]!.url).toBe('https://stargate.example/api/orders/0ac2124d-9f8e-4a29-816d-7eef5b9bb0fd');
    const bearer = verifyHs256Jwt(asked[0]!.authorization.replace(/^Bearer /, ''), secretKey, new Date(1684831075 * 1000));
    expect(bearer.ok && bearer.payload.accessKey).toBe('MY_ACCESS_KEY');
    expect(order).toMatchObject({ providerUuid: '0ac2124d-9f8e-4a29-816d-7eef5b9bb0fd', merchantReference: 'MY-ORDER-ID-123', status: 'PARTIALLY_REFUNDED', amount: 10000, currency: 'EUR' });
    expect(order.refunds.map(({ refundUuid, amount, status }) => ({ refundUuid, amount, status }))).toEqual([
      { refundUuid: '92b11684-319a-4cce-92f5-56d348aa986a', amount: 2500, status: 'SUCCESSFUL' },
      { refundUuid: '8453465a-a9d8-469e-a838-5b2b5b20f429', amount: 2500, status: 'SUCCESSFUL' },
    ]);
  });

  /**
   * The refund notification's token (`refundToken`, guides/webhooks): Montonio's own WooCommerce plugin reads
   * orderUuid, refundUuid, refundStatus and refundAmount from it (WordPressBugBounty/plugins-montonio-for-woocommerce,
   * includes/payment/class-wc-montonio-callbacks.php, process_refund_webhook); the values are the documented
   * order's first refund above. No full example token is published, hence no exp/iat from the docs: a lifetime
   * like the order token's is assumed.
   */
  it('reads a refund token with the documented refund fields', () => {
    const token = signHs256Jwt({
      accessKey: 'MY_ACCESS_KEY', orderUuid: '0ac2124d-9f8e-4a29-816d-7eef5b9bb0fd', merchantReference: 'MY-ORDER-ID-123',
      refundUuid: '92b11684-319a-4cce-92f5-56d348aa986a', refundStatus: 'SUCCESSFUL', refundAmount: 25, iat: 1684831075, exp: 1684831675,
    }, secretKey);
    expect(client(1684831075).readRefundToken(token)).toEqual({
      ok: true,
      refund: { providerUuid: '0ac2124d-9f8e-4a29-816d-7eef5b9bb0fd', merchantReference: 'MY-ORDER-ID-123', refundUuid: '92b11684-319a-4cce-92f5-56d348aa986a', status: 'SUCCESSFUL', amount: 2500 },
    });
    expect(client(1684831075).readRefundToken(signHs256Jwt({ refundUuid: 'x', refundStatus: 'SUCCESSFUL', refundAmount: 25, exp: 1684831675 }, secretKey))).toEqual({ ok: false, problem: 'missingFields' });
  });
});
