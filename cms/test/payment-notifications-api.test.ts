import { createHash, randomBytes, randomUUID } from 'crypto';
import { signHs256Jwt } from '../src/adapters/payments/hs256-jwt';
import { startSandboxServer } from '../src/commerce/outside/sandbox-server';
import { readSettings } from '../src/settings/settings';
import { sandboxServiceSettings } from '../src/settings/sandbox-settings';
import { useCommerceCms } from './commerce-cms';
import { commerceEnv, ORDER } from './commerce-operations';
import { adminToken, request } from './http';
import { sleep, until } from './waiting';

/**
 * The payment provider's notifications against a real CMS with its sandbox bank: 200 to every authentic one once
 * recorded (Montonio retries anything else for 48 hours), refunds recorded and shown, money for an order we do
 * not hold kept for staff to return, and a late notice whose token expired taken from the provider's order API.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

const REFUNDED_ORDER = `query($id: ID!) { paymentOrder(id: $id) { id status amount refundedAmount refundedAt policies { id } } }`;
const REFUNDS = `{ myPolicies { refunds { orderId amount currency full refundedAt } refundsDue { orderId } } }`;

describe.each(targets)('payment notifications on %s', (target) => {
  const appKeys = [randomBytes(16).toString('base64'), randomBytes(16).toString('base64')].join(',');
  // The sandbox bank's notification schedule, the suite's settings' (commerceEnv) after each test: a test switches
  // them off with the CMS running. The bank, with the other sandboxes, runs in this process (sandbox-server.ts).
  const settings = readSettings({ ...commerceEnv, APP_KEYS: appKeys });
  const suiteRetries = sandboxServiceSettings(settings).notificationRetryDelaysMs ?? [];
  const retries = [...suiteRetries];
  const switchRetries = (delaysMs: number[]) => retries.splice(0, retries.length, ...delaysMs);
  let sandboxes: Awaited<ReturnType<typeof startSandboxServer>> | undefined;
  beforeAll(async () => {
    sandboxes = await startSandboxServer({ port: 0, settings, notificationRetryDelaysMs: retries });
  });
  afterEach(() => switchRetries(suiteRetries));
  afterAll(async () => {
    await sandboxes?.close();
  });
  // A CMS of its own, not a shared one (commerce-cms.ts): its sandboxes are the suite's, which need its APP_KEYS.
  const { url, env, paidOrder, loggedInWithCart, notify } = useCommerceCms(target, {
    extraEnv: () => ({ APP_KEYS: appKeys, SANDBOXES_IN_PROCESS: 'false', SANDBOX_URL: sandboxes!.url }),
  });
  const derive = (purpose: string) => createHash('sha256').update(`${purpose}:${env().APP_KEYS}`).digest('base64url');
  // The sandbox bank's merchant keys, derived from APP_KEYS as the CMS derives them (sandboxMerchant).
  const secret = () => derive('payment-sandbox-secret');
  const accessKey = () => derive('payment-sandbox-access');
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, any>;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const post = (body: unknown) => fetch(`${url()}/api/payments/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answerOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as { code: string }) });
  const adminOrders = async (filter: string) => {
    const token = await adminToken(url(), env().ADMIN_EMAIL!, env().ADMIN_PASSWORD!);
    const listed = await request(url(), `/content-manager/collection-types/api::payment-order.payment-order?sort=id:desc&pageSize=10${filter}`, { token });
    expect(listed.status).toBe(200);
    return listed.body.results as Array<Record<string, any>>;
  };

  async function issuedOrder(code: string) {
    const paid = await paidOrder(code);
    await until('the policy', async () => {
      const current = (await paid.client.query(ORDER, { id: paid.order.id })).data.paymentOrder;
      return current.status === 'PAID' && current.policies.length ? current : null;
    });
    return paid;
  }

  it('answers 200 to every authentic notice once recorded, also when it changes nothing; 4xx only to an unauthentic one', async () => {
    const { client, order, token } = await issuedOrder('40504040001');
    const claims = claimsOf(token);
    const signed = (changes: Record<string, unknown>) => signHs256Jwt({ ...claims, ...changes }, secret());
    const authentic = {
      duplicate: await answerOf(await notify(token)),
      ignoredStatus: await answerOf(await notify(signed({ paymentStatus: 'PENDING' }))),
      abandonedAfterIssue: await answerOf(await notify(signed({ paymentStatus: 'ABANDONED' }))),
      fromTheQuery: await answerOf(await fetch(`${url()}/api/payments/notification?order-token=${token}`, { method: 'POST' })),
      wrongAmount: await answerOf(await notify(signed({ grandTotal: claims.grandTotal - 1 }))),
    };
    for (const answer of Object.values(authentic)) expect(answer.status).toBe(200);
    expect(authentic.wrongAmount.code).toBe('amountMismatch');
    expect((await client.query(ORDER, { id: order.id })).data.paymentOrder).toMatchObject({ status: 'PAID', policies: [expect.anything()] });
    expect((await adminOrders(`&filters[reference][$eq]=${order.id}`))[0]).toMatchObject({ flag: 'amountMismatch', amount: order.amount });

    const unauthentic = {
      badSignature: await answerOf(await notify(signHs256Jwt(claims, 'not-the-secret'))),
      otherAccessKey: await answerOf(await notify(signed({ accessKey: 'another-merchant' }))),
      missingField: await answerOf(await notify(signed({ uuid: '' }))),
      notAToken: await answerOf(await notify('not a token')),
    };
    for (const answer of Object.values(unauthentic)) expect(answer).toEqual({ status: 401, code: 'invalidToken' });
    expect(await answerOf(await post({}))).toEqual({ status: 400, code: 'missingToken' });
  });

  it('records the sandbox bank\'s refund notification: the order partly refunded, its amount and time, once however often it comes; shown to the customer and staff', async () => {
    const { client, order, token } = await issuedOrder('30303039914');
    const orderUuid = claimsOf(token).uuid as string;
    const part = Math.min(1250, order.amount - 5);
    const refundAt = (amount: number, idempotencyKey: string) => fetch(`${new URL(order.paymentUrl).origin}/sandbox/payments/api/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: signHs256Jwt({ accessKey: accessKey(), orderUuid, amount: amount / 100, idempotencyKey, iat: nowSeconds(), exp: nowSeconds() + 600 }, secret()) }),
    });
    const created = await refundAt(part, 'refund-part');
    expect(created.status).toBe(201);
    const refund = (await created.json()) as { uuid: string };

    const refunded = await until('the refund', async () => {
      const current = (await client.query(REFUNDED_ORDER, { id: order.id })).data.paymentOrder;
      return current.refundedAmount ? current : null;
    });
    expect(refunded).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: part, refundedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await client.query(REFUNDS)).data.myPolicies.refunds).toEqual([{ orderId: order.id, amount: part, currency: 'EUR', full: false, refundedAt: refunded.refundedAt }]);

    // Montonio delivers again until it gets a 200: the same refund, redelivered at once and later, counts once.
    const again = signHs256Jwt({ accessKey: accessKey(), orderUuid, merchantReference: order.id, refundUuid: refund.uuid, refundStatus: 'SUCCESSFUL', refundAmount: part / 100, iat: nowSeconds(), exp: nowSeconds() + 600 }, secret());
    const redelivered = await Promise.all(Array.from({ length: 5 }, async () => answerOf(await post({ refundToken: again }))));
    expect(redelivered).toEqual(Array.from({ length: 5 }, () => ({ status: 200, code: 'duplicate' })));
    expect((await client.query(REFUNDED_ORDER, { id: order.id })).data.paymentOrder.refundedAmount).toBe(part);
    expect(await answerOf(await post({ refundToken: signHs256Jwt(claimsOf(again), 'not-the-secret') }))).toEqual({ status: 401, code: 'invalidToken' });

    const [staffView] = await adminOrders(`&filters[reference][$eq]=${order.id}`);
    expect(staffView).toMatchObject({ amount: order.amount, refundedAmount: part, refundedAt: expect.any(String) });
    expect(staffView!.refunds).toEqual([{ uuid: refund.uuid, amount: part, status: 'SUCCESSFUL', at: expect.any(String) }]);

    expect((await refundAt(order.amount - part, 'refund-rest')).status).toBe(201);
    const full = await until('the full refund', async () => {
      const current = (await client.query(REFUNDED_ORDER, { id: order.id })).data.paymentOrder;
      return current.status === 'REFUNDED' ? current : null;
    });
    expect(full.refundedAmount).toBe(order.amount);
    expect((await client.query(REFUNDS)).data.myPolicies.refunds).toEqual([expect.objectContaining({ orderId: order.id, amount: order.amount, full: true })]);
  });

  it('keeps money paid for an order we do not hold as a refund due for staff, once, and answers 200', async () => {
    const providerUuid = randomUUID();
    const reference = `ERASED-${providerUuid.slice(0, 8)}`;
    const paid = signHs256Jwt({
      uuid: providerUuid, accessKey: accessKey(), merchantReference: reference, paymentStatus: 'PAID', paymentMethod: 'paymentInitiation',
      grandTotal: 42.5, currency: 'EUR', paymentProviderName: 'LHV', iat: nowSeconds(), exp: nowSeconds() + 600,
    }, secret());
    const answers = await Promise.all(Array.from({ length: 4 }, async () => answerOf(await notify(paid))));
    // The first to arrive records it; one coming after finds the stray order by the provider's uuid, unchanged.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.code)).toContain('orderUnknown');
    for (const { code } of answers) expect(['orderUnknown', 'unchanged']).toContain(code);
    // Delivered again later: the stray order is found by the provider's uuid, and stays as recorded.
    expect(await answerOf(await notify(paid))).toEqual({ status: 200, code: 'unchanged' });

    const recorded = await adminOrders(`&filters[providerUuid][$eq]=${providerUuid}`);
    expect(recorded).toHaveLength(1);
    // The admin's list shows Strapi's own publication state as "status": the order's status is checked below through its refund.
    expect(recorded[0]).toMatchObject({ reference, amount: 4250, refundAmount: 4250, refundReason: 'orderUnknown', flag: 'orderUnknown', bank: 'LHV' });

    // Staff return it in the provider's dashboard: its refund notification closes the stray payment too.
    const refunded = signHs256Jwt({ accessKey: accessKey(), orderUuid: providerUuid, refundUuid: randomUUID(), refundStatus: 'SUCCESSFUL', refundAmount: 42.5, iat: nowSeconds(), exp: nowSeconds() + 600 }, secret());
    expect(await answerOf(await post({ refundToken: refunded }))).toEqual({ status: 200, code: 'ok' });
    expect((await adminOrders(`&filters[providerUuid][$eq]=${providerUuid}`))[0]).toMatchObject({ refundedAmount: 4250, refunds: [expect.objectContaining({ amount: 4250, status: 'SUCCESSFUL' })] });

    // Nothing taken, nothing to return: an abandoned payment of an unknown order is answered and left.
    const abandoned = signHs256Jwt({ ...claimsOf(paid), uuid: randomUUID(), paymentStatus: 'ABANDONED' }, secret());
    expect(await answerOf(await notify(abandoned))).toEqual({ status: 200, code: 'orderUnknown' });
  });

  it('takes a late notice whose token has expired from the provider\'s order API, never from the token', async () => {
    // The sandbox bank sends no notifications in this test, as if every one of them was lost.
    switchRetries([]);
    const { client, order, token } = await paidOrder('40504040001');
    await sleep(500);
    expect((await client.query(ORDER, { id: order.id })).data.paymentOrder.status).toBe('PENDING');
    const claims = claimsOf(token);
    const expired = (changes: Record<string, unknown>, key = secret()) => signHs256Jwt({ ...claims, iat: claims.iat - 7200, exp: claims.iat - 3600, ...changes }, key);

    expect(await answerOf(await notify(expired({}, 'not-the-secret')))).toEqual({ status: 401, code: 'invalidToken' });
    expect(await answerOf(await notify(expired({})))).toEqual({ status: 200, code: 'ok' });
    const paid = await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.status === 'PAID' && current.policies.length ? current : null;
    });
    expect(paid.policies).toHaveLength(1);

    // An expired token saying PAID for an order the provider still has pending changes nothing.
    const { client: other } = await loggedInWithCart('30303039914', 'traffic');
    const pending = (await other.query(`mutation { startPayment(idempotencyKey: "late-${randomUUID()}", language: "en", bank: "LHV", email: "ostja@example.ee", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id amount paymentUrl } } }`)).data.startPayment.order;
    const pendingUuid = new URL(pending.paymentUrl).pathname.split('/').pop();
    const claimsPaid = expired({ uuid: pendingUuid, merchantReference: pending.id, grandTotal: pending.amount / 100, paymentStatus: 'PAID' });
    expect(await answerOf(await notify(claimsPaid))).toEqual({ status: 200, code: 'unchanged' });
    expect((await other.query(ORDER, { id: pending.id })).data.paymentOrder).toMatchObject({ status: 'PENDING', policies: [] });
  });
});
