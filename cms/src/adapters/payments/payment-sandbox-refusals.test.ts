import { signHs256Jwt } from './hs256-jwt';
import { MontonioClient } from './montonio-client';
import { getPage, merchant, nowSeconds, returnUrl, useSandboxFixture, visibleText } from './payments.test.helpers';

describe('Montonio client and payment sandbox', () => {
  const fixture = useSandboxFixture();
  const { order } = fixture;
  let base: string;
  let client: MontonioClient;
  let receiverBase: string;
  beforeAll(() => ({ base, client, receiverBase } = fixture.started()));

  describe('reading order tokens', () => {
    const tokenClaims = (overrides: Record<string, unknown> = {}) => ({
      uuid: '7f1c6a8e-8f0b-4d59-9a4e-2b0c3f5d6e7a',
      accessKey: merchant.accessKey,
      merchantReference: 'POLIIS-2025-0042',
      merchantReferenceDisplay: 'POLIIS-2025-0042',
      paymentStatus: 'PENDING',
      paymentMethod: 'paymentInitiation',
      grandTotal: 19.99,
      currency: 'EUR',
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
      ...overrides,
    });

    it('accepts a token signed with our secret', () => {
      const claims = tokenClaims();
      expect(client.readOrderToken(signHs256Jwt(claims, merchant.secretKey))).toEqual({
        ok: true,
        notice: {
          providerUuid: '7f1c6a8e-8f0b-4d59-9a4e-2b0c3f5d6e7a', merchantReference: 'POLIIS-2025-0042', status: 'PENDING', amount: 1999, currency: 'EUR',
          reportedAt: new Date(claims.iat * 1000),
        },
      });
    });

    it('refuses a token whose payload was changed after signing', () => {
      const [header, , signature] = signHs256Jwt(tokenClaims(), merchant.secretKey).split('.');
      const forged = Buffer.from(JSON.stringify(tokenClaims({ paymentStatus: 'PAID' }))).toString('base64url');
      expect(client.readOrderToken(`${header}.${forged}.${signature}`)).toEqual({ ok: false, problem: 'badSignature' });
    });

    it('refuses a token signed with another secret', () => {
      expect(client.readOrderToken(signHs256Jwt(tokenClaims({ paymentStatus: 'PAID' }), 'another-secret'))).toEqual({ ok: false, problem: 'badSignature' });
    });

    it('refuses an unsigned token (alg none)', () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(tokenClaims({ paymentStatus: 'PAID' }))}.`;
      expect(client.readOrderToken(unsigned)).toEqual({ ok: false, problem: 'unsupportedAlgorithm' });
    });

    it('refuses an expired token', () => {
      expect(client.readOrderToken(signHs256Jwt(tokenClaims({ exp: nowSeconds() - 60 }), merchant.secretKey))).toEqual({ ok: false, problem: 'expired' });
    });

    it('refuses a token of another merchant', () => {
      expect(client.readOrderToken(signHs256Jwt(tokenClaims({ accessKey: 'someone-else' }), merchant.secretKey))).toEqual({ ok: false, problem: 'wrongMerchant' });
    });

    it('refuses a token without a status it knows, an amount or an expiry, and one that is not a token', () => {
      for (const claims of [tokenClaims({ paymentStatus: 'DONE' }), tokenClaims({ grandTotal: '19.99' }), tokenClaims({ exp: undefined }), tokenClaims({ uuid: undefined })]) {
        expect(client.readOrderToken(signHs256Jwt(claims, merchant.secretKey))).toEqual({ ok: false, problem: 'missingFields' });
      }
      expect(client.readOrderToken('not-a-token')).toEqual({ ok: false, problem: 'malformed' });
    });
  });

  describe('orders the sandbox refuses', () => {
    const orderClaims = (overrides: Record<string, unknown> = {}) => ({
      accessKey: merchant.accessKey,
      merchantReference: 'POLIIS-2025-0043',
      returnUrl,
      notificationUrl: `${receiverBase}/notify/refused`,
      currency: 'EUR',
      grandTotal: 30,
      locale: 'et',
      lineItems: [{ name: 'Liikluskindlustus', quantity: 2, finalPrice: 12.5 }, { name: 'Teenustasu', quantity: 1, finalPrice: 5 }],
      payment: { method: 'paymentInitiation', amount: 30, currency: 'EUR', methodOptions: { preferredCountry: 'EE', preferredLocale: 'et' } },
      exp: nowSeconds() + 300,
      ...overrides,
    });
    async function postOrder(claims: object, secret = merchant.secretKey) {
      const response = await fetch(`${base}/sandbox/payments/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: signHs256Jwt(claims, secret) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    it('accepts the order these refusals start from', async () => {
      const { status, body } = await postOrder(orderClaims());
      expect(status).toBe(201);
      expect(body.paymentUrl).toBe(`${base}/sandbox/payments/pay/${String(body.uuid)}`);
    });

    it.each([
      ['a grand total above the line items', { grandTotal: 30.01, payment: { method: 'paymentInitiation', amount: 30.01, currency: 'EUR' } }],
      ['a payment amount other than the grand total', { payment: { method: 'paymentInitiation', amount: 29.99, currency: 'EUR' } }],
    ])('refuses %s with 400', async (_, overrides) => {
      expect(await postOrder(orderClaims(overrides))).toEqual({ status: 400, body: { code: 'TOTALS_DO_NOT_ADD_UP', message: expect.any(String) } });
    });

    it('refuses an order without a return URL and one valid for over 10 minutes', async () => {
      expect(await postOrder(orderClaims({ returnUrl: 'javascript:alert(1)' }))).toMatchObject({ status: 400, body: { code: 'INVALID_FIELD', message: 'returnUrl must be an http(s) URL' } });
      expect(await postOrder(orderClaims({ exp: nowSeconds() + 3600 }))).toMatchObject({ status: 400, body: { code: 'TOKEN_LIFETIME_TOO_LONG' } });
    });

    it('refuses an unknown merchant, a wrong signature and an expired order with 401', async () => {
      expect(await postOrder(orderClaims({ accessKey: 'unknown' }))).toMatchObject({ status: 401, body: { code: 'UNKNOWN_MERCHANT' } });
      expect(await postOrder(orderClaims(), 'wrong-secret')).toMatchObject({ status: 401, body: { code: 'BAD_SIGNATURE' } });
      expect(await postOrder(orderClaims({ exp: nowSeconds() - 120 }))).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
    });

    it('makes the client fail with the HTTP status, never the secret, for an unknown merchant', async () => {
      const secretKey = 'a-secret-that-must-not-leak';
      const stranger = new MontonioClient({ baseUrl: `${base}/sandbox/payments`, accessKey: 'stranger', secretKey });
      const failure = await stranger.createPayment(order()).then(() => null, (error: Error) => error);
      expect(failure?.message).toMatch(/HTTP 401/);
      expect(failure?.message).not.toContain(secretKey);
    });

    it('has the client refuse, before sending, lines that do not add up or do not split into units', async () => {
      const fetchSpy = jest.fn(fetch);
      const checking = new MontonioClient({ baseUrl: `${base}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey, fetch: fetchSpy });
      await expect(checking.createPayment(order({ amount: 2000 }))).rejects.toThrow('the lines add up to 1999 cents, not 2000');
      await expect(checking.createPayment(order({ amount: 1000, lineItems: [{ name: 'Teenustasu', quantity: 3, amount: 1000 }] }))).rejects.toThrow(/do not split evenly/);
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  });

  describe('other requests', () => {
    it('answers an unknown payment with a 404 page in the browser language', async () => {
      const page = await getPage(`${base}/sandbox/payments/pay/00000000-0000-4000-8000-000000000000`, { 'accept-language': 'en-GB,en;q=0.8' });
      expect(page.status).toBe(404);
      expect(page.html).toMatch(/<html lang="en">/);
      expect(visibleText(page.html)).toContain('Payment not found');
    });

    it('answers an unknown path with 404 JSON', async () => {
      const response = await fetch(`${base}/sandbox/payments/api/no-such-endpoint`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    });

    it('refuses a body over 64 kB with 413', async () => {
      const response = await fetch(`${base}/sandbox/payments/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: 'x'.repeat(70 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });
  });
});
