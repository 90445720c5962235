import { signHs256Jwt } from './hs256-jwt';
import type { MontonioClient } from './montonio-client';
import { merchant, nowSeconds, submit, useSandboxFixture, waitFor } from './payments.test.helpers';

/** The sandbox bank's refunds (POST /refunds, then a `refundToken` notification) and order API (GET /orders/:uuid), read by the client. */
describe('payment sandbox refunds and order API', () => {
  const fixture = useSandboxFixture();
  const { receiver, order, pathOf } = fixture;
  let base: string;
  let client: MontonioClient;
  beforeAll(() => ({ base, client } = fixture.started()));

  const refund = (claims: Record<string, unknown>, secret = merchant.secretKey) =>
    fetch(`${base}/sandbox/payments/api/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: signHs256Jwt({ accessKey: merchant.accessKey, iat: nowSeconds(), exp: nowSeconds() + 600, ...claims }, secret) }),
    });

  async function paidOrder() {
    const payment = order();
    const created = await client.createPayment(payment);
    await submit(created.paymentUrl, { bank: 'LHVBEE22', action: 'pay' });
    return { created, path: pathOf(payment.notificationUrl) };
  }

  it('refunds part of a paid order, notifies the merchant with a refund token and shows the refund in the order', async () => {
    const { created, path } = await paidOrder();
    const answer = await refund({ orderUuid: created.providerUuid, amount: 12.5, idempotencyKey: 'refund-1' });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { uuid: string };
    expect(body).toMatchObject({ amount: 12.5, status: 'SUCCESSFUL', currency: 'EUR', type: 'PARTIAL_REFUND' });

    await waitFor(() => receiver.to(path).some((delivery) => delivery.refundToken));
    const token = receiver.to(path).find((delivery) => delivery.refundToken)!.refundToken!;
    expect(client.readRefundToken(token)).toEqual({
      ok: true,
      refund: { providerUuid: created.providerUuid, merchantReference: 'POLIIS-2025-0042', refundUuid: body.uuid, status: 'SUCCESSFUL', amount: 1250 },
    });

    const again = await refund({ orderUuid: created.providerUuid, amount: 12.5, idempotencyKey: 'refund-1' });
    expect(((await again.json()) as { uuid: string }).uuid).toBe(body.uuid);
    const current = await client.getOrder(created.providerUuid);
    expect(current).toMatchObject({ status: 'PARTIALLY_REFUNDED', amount: 1999, merchantReference: 'POLIIS-2025-0042' });
    expect(current.refunds).toEqual([expect.objectContaining({ refundUuid: body.uuid, amount: 1250, status: 'SUCCESSFUL' })]);

    const rest = await refund({ orderUuid: created.providerUuid, amount: 7.49, idempotencyKey: 'refund-2' });
    expect(rest.status).toBe(201);
    expect((await client.getOrder(created.providerUuid)).status).toBe('REFUNDED');
  });

  it('refuses a refund over what is left, of an unpaid order, or signed with another key', async () => {
    const { created } = await paidOrder();
    const tooMuch = await refund({ orderUuid: created.providerUuid, amount: 20, idempotencyKey: 'too-much' });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { code: string }).code).toBe('INVALID_REFUND_AMOUNT');
    const unpaid = await client.createPayment(order());
    const early = await refund({ orderUuid: unpaid.providerUuid, amount: 1, idempotencyKey: 'early' });
    expect(early.status).toBe(409);
    const forged = await refund({ orderUuid: created.providerUuid, amount: 1, idempotencyKey: 'forged' }, 'not-the-secret');
    expect(forged.status).toBe(401);
    expect((await client.getOrder(created.providerUuid)).refunds).toEqual([]);
  });

  it('answers the order API only to a request signed by the order\'s merchant', async () => {
    const { created } = await paidOrder();
    expect((await client.getOrder(created.providerUuid)).status).toBe('PAID');
    const unsigned = await fetch(`${base}/sandbox/payments/api/orders/${created.providerUuid}`);
    expect(unsigned.status).toBe(401);
    const forged = signHs256Jwt({ accessKey: merchant.accessKey, iat: nowSeconds(), exp: nowSeconds() + 60 }, 'not-the-secret');
    expect((await fetch(`${base}/sandbox/payments/api/orders/${created.providerUuid}`, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
    await expect(client.getOrder('no-such-order')).rejects.toThrow(/HTTP 404/);
  });
});
