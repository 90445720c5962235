import { createHash, randomUUID } from 'crypto';
import { formatEuros, sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { signHs256Jwt } from '../src/adapters/payments/hs256-jwt';
import { sharedCommerceCms } from './commerce-cms';
import { runSql } from './databases';
import { graphqlClient } from './graphql';
import { readMails } from './mail-folder';
import type { SharedCms } from './shared-cms';
import { nextSuitePlate } from './suite-plates';
import { until } from './waiting';
import { ADD, CONFIRM, POLL, QUOTE } from './purchase-operations';

/**
 * One payment per offer (issue 27): a second tab continues the open payment or is told why not, and money the
 * provider reports for offers that already have their policy leaves the order "refund due", never PAID.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());
type Client = ReturnType<typeof graphqlClient>;

const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "en") { login { loginId } rejection { code } } }`;
const CART = `{ cart { lines { offer { id } } } }`;
const REMOVE = `mutation($id: ID!) { removeFromCart(offerId: $id) { rejection { code } } }`;
const ORDER_FIELDS = `id status amount paymentUrl refundAmount refundReason refusedOffers policies { id }`;
const PAY = `mutation($key: String!) { startPayment(idempotencyKey: $key, language: "en", bank: "LHV", email: "kaks@example.ee", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { ${ORDER_FIELDS} } openPayment { ${ORDER_FIELDS} } rejection { status code } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { ${ORDER_FIELDS} } }`;
const RETURN = `query($token: String!) { paymentReturn(orderToken: $token) { result { providerStatus owned order { ${ORDER_FIELDS} } } rejection { status code } } }`;
const ACCOUNT = `{ myPolicies { active { id } upcoming { id } refundsDue { orderId amount currency reason } } }`;

describe.each(targets)('one payment per offer on %s', (target) => {
  let cms: SharedCms;
  const url = () => cms.url;

  beforeAll(async () => {
    // The buying suites' shared CMS (commerce-cms.ts): its bank abandons a payment only after ten minutes. The
    // vehicles are the suite's own (suite-plates.ts); no other suite there leaves a demo person a refund due.
    cms = await sharedCommerceCms(target, 'purchases');
  });

  /** policyholderCode: the person who logs in (a login hands over only the quotes made for that person). */
  async function confirmedTrafficOffer(client: Client, policyholderCode?: string): Promise<string> {
    const quote = (await client.query(QUOTE, { form: 'traffic', input: { ...inputs.traffic, plate: nextSuitePlate(), ...(policyholderCode ? { policyholderCode } : {}) } })).data.requestQuote.quote;
    const offer = quote.offers.find((entry: { status: string }) => entry.status === 'offer');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    return offer.id;
  }

  /** A customer with one traffic offer in the cart (an earlier test's offers, merged at login, taken out). */
  async function loggedInWithOffer(code: string): Promise<{ client: Client; offerId: string }> {
    const client = graphqlClient(url());
    const offerId = await confirmedTrafficOffer(client, code);
    expect((await client.query(ADD, { id: offerId })).data.addToCart.rejection).toBeNull();
    const started = (await client.query(START_SMART_ID, { code })).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
    for (const line of (await client.query(CART)).data.cart.lines) if (line.offer.id !== offerId) await client.query(REMOVE, { id: line.offer.id });
    return { client, offerId };
  }

  async function atTheBank(paymentUrl: string, action: 'pay' | 'cancel'): Promise<string> {
    const answer = await fetch(paymentUrl, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action }).toString(),
    });
    return new URL(answer.headers.get('location')!).searchParams.get('order-token')!;
  }

  const ordersFor = (offerId: string) =>
    runSql(cms.env, 'SELECT reference, status FROM payment_orders WHERE CAST(lines AS TEXT) LIKE $1', [`%${offerId}%`]);
  const notify = (orderToken: string) =>
    fetch(`${url()}/api/payments/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken }) });

  it('two tabs starting payment for one cart at the same moment continue one order with one payment address', async () => {
    const { client, offerId } = await loggedInWithOffer('30303039914');
    const answers = await Promise.all([client.query(PAY, { key: `tab-one-${randomUUID()}` }), client.query(PAY, { key: `tab-two-${randomUUID()}` })]);
    const payloads = answers.map((answer) => answer.data.startPayment);
    const orders = payloads.filter((payload) => !payload.rejection).map((payload) => payload.order);
    for (const payload of payloads.filter((entry) => entry.rejection)) expect(payload.rejection).toEqual({ status: 409, code: 'paymentInProgress' });
    expect(orders.length).toBeGreaterThanOrEqual(1);
    for (const order of orders) expect(order).toMatchObject({ id: orders[0].id, paymentUrl: orders[0].paymentUrl, status: 'PENDING' });
    expect(orders[0].paymentUrl).toContain('/sandbox/payments/pay/');
    expect(await ordersFor(offerId)).toHaveLength(1);

    // A third tab, a minute later, is sent to the same payment too.
    const third = (await client.query(PAY, { key: `tab-three-${randomUUID()}` })).data.startPayment;
    expect(third).toMatchObject({ rejection: null, order: { id: orders[0].id, paymentUrl: orders[0].paymentUrl } });
  });

  it('refuses to start another payment for an offer whose open payment is for other offers, offers the open one, and lets a cancelled one go', async () => {
    const { client, offerId } = await loggedInWithOffer('40504040001');
    const open = (await client.query(PAY, { key: `first-${randomUUID()}` })).data.startPayment.order;
    // The customer adds another offer in a second tab: the cart is no longer what the open payment is for.
    const other = await confirmedTrafficOffer(client);
    expect((await client.query(ADD, { id: other })).data.addToCart.rejection).toBeNull();
    const refused = (await client.query(PAY, { key: `second-${randomUUID()}` })).data.startPayment;
    expect(refused.rejection).toEqual({ status: 409, code: 'paymentInProgress' });
    expect(refused.order).toBeNull();
    expect(refused.openPayment).toMatchObject({ id: open.id, paymentUrl: open.paymentUrl, status: 'PENDING' });
    expect(await ordersFor(offerId)).toHaveLength(1);

    // Cancelled at the bank: the offers are free to pay again, in a new order.
    await atTheBank(open.paymentUrl, 'cancel');
    await until('the cancellation', async () => (await client.query(ORDER, { id: open.id })).data.paymentOrder.status === 'ABANDONED');
    const next = (await client.query(PAY, { key: `third-${randomUUID()}` })).data.startPayment;
    expect(next.rejection).toBeNull();
    expect(next.order.id).not.toBe(open.id);
    expect(next.order.amount).toBeGreaterThan(open.amount);
  });

  it('money for an offer that already has its policy leaves the order refund due: on the return page, in the account, by e-mail; never PAID without a policy', async () => {
    const { client, offerId } = await loggedInWithOffer('30303039914');
    const first = (await client.query(PAY, { key: `paid-${randomUUID()}` })).data.startPayment.order;
    const firstToken = await atTheBank(first.paymentUrl, 'pay');
    await until('the policy', async () => (await client.query(ORDER, { id: first.id })).data.paymentOrder.policies.length === 1);

    // A second order for the same offer, as a race between two replicas before this fix could make it, paid too.
    const [row] = await runSql(cms.env, 'SELECT * FROM payment_orders WHERE reference = $1', [first.id]);
    const reference = `TKTWICE${Date.now().toString(36).toUpperCase()}`;
    const providerUuid = randomUUID();
    const copy: Record<string, unknown> = {
      ...row, reference, idempotency_scope: `${reference}:forced`, provider_uuid: providerUuid, document_id: `forced${Date.now()}`, status: 'PENDING',
      paid_at: null, policies_issued_at: null, policy_mail_sent_at: null, policy_mail_claimed_at: null, flag: null, refused_offers: null,
    };
    delete copy.id;
    const columns = Object.keys(copy);
    const values = columns.map((column) => (copy[column] !== null && typeof copy[column] === 'object' && !(copy[column] instanceof Date) ? JSON.stringify(copy[column]) : copy[column]));
    await runSql(cms.env, `INSERT INTO payment_orders (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`, values);

    const claims = JSON.parse(Buffer.from(firstToken.split('.')[1]!, 'base64url').toString());
    const secret = createHash('sha256').update(`payment-sandbox-secret:${cms.env.APP_KEYS}`).digest('base64url');
    const secondToken = signHs256Jwt({ ...claims, merchantReference: reference, uuid: providerUuid, paymentStatus: 'PAID' }, secret);
    expect((await notify(secondToken)).status).toBe(200);
    expect((await notify(secondToken)).status).toBe(200);

    const returned = (await client.query(RETURN, { token: secondToken })).data.paymentReturn.result;
    expect(returned).toMatchObject({ providerStatus: 'PAID', owned: true, order: { id: reference, status: 'REFUND_DUE', refundAmount: first.amount, refundReason: 'paidTwice', policies: [] } });
    expect((await client.query(ORDER, { id: first.id })).data.paymentOrder).toMatchObject({ status: 'PAID', refundAmount: null, policies: [{ id: expect.any(String) }] });
    expect((await client.query(ACCOUNT)).data.myPolicies.refundsDue).toEqual([{ orderId: reference, amount: first.amount, currency: 'EUR', reason: 'paidTwice' }]);

    const mail = await until('the refund e-mail', () => readMails(cms.env.EMAIL_FOLDER!).find((entry) => entry.to === 'kaks@example.ee' && entry.text.includes(reference)));
    expect(mail.subject).toMatch(/refund/i);
    expect(mail.text).toContain('received twice');
    expect(mail.text).toContain(`we will return ${formatEuros(first.amount, 'en')}`);
    expect(mail.attachments).toEqual([]);

    // The invariant: a PAID order has a policy of its own for each of its offers (this test's orders: other suites'
    // purchases on the shared CMS may be between paid and issued).
    const policies = await runSql(cms.env, 'SELECT offer_id, order_reference FROM policies');
    const paid = await runSql(cms.env, "SELECT reference, lines FROM payment_orders WHERE status = 'PAID' AND reference IN ($1, $2)", [first.id, reference]);
    expect(paid.map((order) => order.reference)).toEqual([first.id]);
    for (const order of paid) {
      const lines = (typeof order.lines === 'string' ? JSON.parse(order.lines) : order.lines) as Array<{ offerId: string }>;
      for (const line of lines) expect(policies).toContainEqual({ offer_id: line.offerId, order_reference: order.reference });
    }
    expect(offerId).toBeTruthy();

    // The provider voids the second payment later: flagged for a person, the refund's reason kept.
    expect((await notify(signHs256Jwt({ ...claims, merchantReference: reference, uuid: providerUuid, paymentStatus: 'VOIDED' }, secret))).status).toBe(200);
    const [voided] = await runSql(cms.env, 'SELECT status, flag, refund_reason FROM payment_orders WHERE reference = $1', [reference]);
    expect(voided).toEqual({ status: 'REFUND_DUE', flag: 'voidedAfterPaid', refund_reason: 'paidTwice' });
    expect((await client.query(ACCOUNT)).data.myPolicies.refundsDue).toEqual([{ orderId: reference, amount: first.amount, currency: 'EUR', reason: 'paidTwice' }]);
  });
});
