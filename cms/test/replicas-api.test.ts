import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { runSql } from './databases';
import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient, nextClientAddress, siteOrigin } from './graphql';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { bootCms, bootTimeoutMs, startStrapi, type StrapiProcess } from './strapi-process';
import { readMails } from './mail-folder';
import { sleep, until } from './waiting';

/**
 * Several CMS processes on one database behind a round-robin load balancer answer as one process:
 * a purchase made through it issues each policy once and e-mails it once, and the rate limits count across replicas.
 * On PostgreSQL two replicas run; on SQLite (one process by design) the same steps run against one.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());
type Client = ReturnType<typeof graphqlClient>;

const replicaEnv = {
  SEED: 'false',
  JOB_POLL_MS: '300',
  QUOTE_RATE_BURST: '4',
  QUOTE_RATE_PER_MINUTE: '1',
  LOGIN_PERSON_RATE_BURST: '3',
  LOGIN_PERSON_RATE_PER_MINUTE: '1',
  E_ID_SANDBOX_DELAY_MS: '300',
  PAYMENT_SANDBOX_RETRY_MS: '0,300,600,1000',
  HOUSEKEEPING_INTERVAL_MS: '1000',
  SITE_URL: siteOrigin,
};

const QUOTE = `mutation($form: String!, $input: JSON!) { requestQuote(form: $form, input: $input, language: "et") { quote { offers { id status } } rejection { status code } } }`;
const CONFIRM = `mutation($id: ID!) { confirmOffer(id: $id) { offer { id } rejection { code } } }`;
const ADD = `mutation($id: ID!) { addToCart(offerId: $id) { cart { payable } rejection { status code } } }`;
const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "en") { login { loginId } rejection { status code } } }`;
const START_MOBILE_ID = `mutation($phone: String!, $code: String!) { startMobileIdLogin(phone: $phone, personalCode: $code, language: "et") { login { loginId } rejection { status code } } }`;
const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome } }`;
const ORDER_FIELDS = `id status paymentUrl refusedOffers policies { id policyNumber }`;
const PAY = `mutation($key: String!) { startPayment(idempotencyKey: $key, language: "en", bank: "LHV", email: "ostja@example.ee", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { ${ORDER_FIELDS} } rejection { status code } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { ${ORDER_FIELDS} } }`;
const RETURN = `query($token: String!) { paymentReturn(orderToken: $token) { result { providerStatus } rejection { code } } }`;
const POLICIES = `{ myPolicies { active { id } upcoming { id } expired { id } } }`;

describe.each(targets)('CMS replicas behind a round-robin proxy on %s', (target) => {
  const replicaCount = target === 'postgres' ? 2 : 1;
  let booted: Awaited<ReturnType<typeof bootCms>>;
  const replicas: StrapiProcess[] = [];
  let proxy: RoundRobinProxy;
  const url = () => proxy.url;
  // Every replica writes its e-mails to this one folder.
  const mailFolder = mkdtempSync(path.join(tmpdir(), 'replicas-mail-'));

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): several CMS processes on one database.
    booted = await bootCms(target, { ...replicaEnv, EMAIL_FOLDER: mailFolder });
    replicas.push(booted.cms);
    // The second starts once the first has made the schema, and uses the first one's sandboxes.
    for (let index = 1; index < replicaCount; index += 1) replicas.push(await startStrapi({ ...booted.env, SANDBOX_URL: booted.cms.url }));
    proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url));
  }, replicaCount * bootTimeoutMs + 60_000);
  afterAll(async () => {
    await proxy?.close();
    for (const replica of replicas.slice(1)) await replica.stop();
    await booted?.stop();
  });

  async function loggedIn(client: Client, started: { login: { loginId: string } | null; rejection: unknown }) {
    expect(started.rejection).toBeNull();
    const done = await until('the login to finish', async () => {
      const state = (await client.query(POLL, { id: started.login!.loginId })).data.pollLogin;
      return state.state === 'RUNNING' ? null : state;
    }, 20_000);
    expect(done.outcome).toBe('ok');
  }

  /** policyholderCode: the person who logs in (a login hands over only the quotes made for that person). */
  async function purchase(plate: string, policyholderCode: string, login: (client: Client) => Promise<void>) {
    const client = graphqlClient(url());
    const quote = (await client.query(QUOTE, { form: 'traffic', input: { ...inputs.traffic, plate, policyholderCode } })).data.requestQuote.quote;
    const offer = quote.offers.find((entry: { status: string }) => entry.status === 'offer');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    await login(client);
    const paying = (await client.query(PAY, { key: `replicas-${plate.replace(/\W/g, '')}` })).data.startPayment;
    expect(paying.rejection).toBeNull();
    const order = paying.order;
    expect(order.paymentUrl).toContain('/sandbox/payments/pay/');
    // The customer at the bank: the browser goes to the sandbox bank's address.
    const answer = await fetch(order.paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString(),
    });
    expect(answer.status).toBe(303);
    const orderToken = new URL(answer.headers.get('location')!).searchParams.get('order-token')!;
    // The return page and duplicate notifications race the bank's own, spread over the replicas.
    const notify = () => fetch(`${url()}/api/payments/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken }) });
    const races = await Promise.all([...Array.from({ length: 6 }, notify), client.query(RETURN, { token: orderToken }), client.query(RETURN, { token: orderToken })]);
    for (const race of races.slice(0, 6)) expect((race as Response).status).toBeLessThan(300);
    const paid = await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.status === 'PAID' && current.policies.length ? current : null;
    }, 20_000);
    expect(paid.policies).toHaveLength(1);
    // Every raced notification has answered: none took this offer's own policy for one in the way.
    expect(paid.refusedOffers).toEqual([]);
    const mine = (await client.query(POLICIES)).data.myPolicies;
    expect([...mine.active, ...mine.upcoming, ...mine.expired].map((policy: { id: string }) => policy.id)).toEqual([paid.policies[0].id]);
    return paid;
  }

  it('runs purchases through any replica, issues each paid offer one policy and e-mails it once', async () => {
    const smartId = async (client: Client) => loggedIn(client, (await client.query(START_SMART_ID, { code: '40504040001' })).data.startSmartIdLogin);
    const mobileId = async (client: Client) =>
      loggedIn(client, (await client.query(START_MOBILE_ID, { phone: '+37200000766', code: '60001019906' })).data.startMobileIdLogin);
    const orders = await Promise.all([purchase('789 GHI', '40504040001', smartId), purchase('321 JKL', '60001019906', mobileId)]);
    expect(new Set(orders.map((order) => order.policies[0].policyNumber)).size).toBe(2);
    expect(proxy.counts.every((count) => count > 0)).toBe(true);
    const subjects = () => readMails(mailFolder).filter((mail) => mail.attachments.length).map((mail) => mail.subject).sort();
    const expected = orders.map((order) => `Your policy: ${order.policies[0].policyNumber}`).sort();
    await until('the policy e-mails', () => subjects().length >= 2);
    await sleep(2000);
    expect(subjects()).toEqual(expected);

    if (target === 'postgres') {
      const rows = await runSql(booted.env, 'SELECT offer_id, count(*)::int AS n FROM policies GROUP BY offer_id');
      expect(rows.map((row) => row.n)).toEqual([1, 1]);
    }
  });

  it('counts the quote limit per browser across replicas', async () => {
    const client = graphqlClient(url());
    const codes: Array<string | null> = [];
    for (let index = 0; index < 6; index += 1) {
      const answer = (await client.query(QUOTE, { form: 'traffic', input: inputs.traffic })).data.requestQuote;
      codes.push(answer.rejection?.code ?? null);
    }
    expect(codes).toEqual([null, null, null, null, 'tooManyRequests', 'tooManyRequests']);
  });

  it('counts the login limit per person and address across replicas and browsers', async () => {
    const answers = [];
    const address = nextClientAddress();
    for (let index = 0; index < 4; index += 1) {
      answers.push((await graphqlClient(url(), { address }).query(START_SMART_ID, { code: '30303039914' })).data.startSmartIdLogin.rejection);
    }
    expect(answers).toEqual([null, null, null, { status: 429, code: 'tooManyLoginsForCodeFromNetwork' }]);
  });
});
