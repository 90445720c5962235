import { randomBytes } from 'crypto';
import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { startSandboxServer } from '../src/commerce/outside/sandbox-server';
import { readSettings } from '../src/settings/settings';
import { graphqlClient, siteOrigin } from './graphql';
import { bootCms } from './strapi-process';
import { until } from './waiting';

/**
 * The e-ID and bank sandboxes in a process of their own (SANDBOXES_IN_PROCESS=false, SANDBOX_URL), as the
 * outside services are in production: the CMS serves none of them, and a whole purchase goes through them.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const QUOTE = `mutation($input: JSON!) { requestQuote(form: "traffic", input: $input, language: "et") { quote { offers { id status } } rejection { code } } }`;
const CONFIRM = `mutation($id: ID!) { confirmOffer(id: $id) { offer { id } rejection { code } } }`;
const ADD = `mutation($id: ID!) { addToCart(offerId: $id) { cart { payable } rejection { code } } }`;
const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "en") { login { loginId } rejection { code } } }`;
const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome } }`;
const PAY = `mutation($key: String!) { startPayment(idempotencyKey: $key, language: "en", bank: "LHV", email: "ostja@example.ee", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { code } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { status policies { id } } }`;

describe.each(targets)('sandboxes in a process of their own, CMS on %s', (target) => {
  const appKeys = [randomBytes(16).toString('base64'), randomBytes(16).toString('base64')].join(',');
  let sandboxes: Awaited<ReturnType<typeof startSandboxServer>>;
  let booted: Awaited<ReturnType<typeof bootCms>>;

  beforeAll(async () => {
    sandboxes = await startSandboxServer({ port: 0, settings: readSettings({ APP_KEYS: appKeys, E_ID_SANDBOX_DELAY_MS: '300', PAYMENT_SANDBOX_RETRY_MS: '0,300,600,1000' }) });
    // A CMS of its own, not a shared one (commerce-cms.ts): its sandboxes run in a process of their own.
    booted = await bootCms(target, { APP_KEYS: appKeys, SANDBOXES_IN_PROCESS: 'false', SANDBOX_URL: sandboxes.url, SEED: 'false', SITE_URL: siteOrigin });
  });
  afterAll(async () => {
    await booted?.stop();
    await sandboxes?.close();
  });

  it('serves no sandbox from the CMS and buys a policy through the sandboxes apart', async () => {
    // Requests a sandbox answers (a bad ID card token, a Mobile-ID start without a body) reach none on the CMS:
    // it answers them as a path nothing serves.
    const post = async (base: string, path: string) => (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status;
    const unserved = await post(booted.cms.url, '/sandbox/nothing-here');
    expect(unserved).toBeGreaterThanOrEqual(404);
    for (const path of ['/sandbox/id-card/web-eid/authenticate', '/sandbox/e-id/mobile-id/authentication']) {
      const sandboxAnswer = await post(sandboxes.url, path);
      expect({ path, sandboxServes: sandboxAnswer !== 404 && sandboxAnswer !== unserved, cms: await post(booted.cms.url, path) }).toEqual({ path, sandboxServes: true, cms: unserved });
    }
    const client = graphqlClient(booted.cms.url);
    const quote = (await client.query(QUOTE, { input: { ...sampleQuoteInputs(todayInTallinn()).traffic, plate: '456 APT', policyholderCode: '40504040001' } })).data.requestQuote.quote;
    const offer = quote.offers.find((entry: { status: string }) => entry.status === 'offer');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    const started = (await client.query(START_SMART_ID, { code: '40504040001' })).data.startSmartIdLogin;
    expect(started.rejection).toBeNull();
    const login = await until('the login to finish', async () => {
      const state = (await client.query(POLL, { id: started.login.loginId })).data.pollLogin;
      return state.state === 'RUNNING' ? null : state;
    }, 20_000);
    expect(login.outcome).toBe('ok');
    const paying = (await client.query(PAY, { key: 'sandboxes-apart-1' })).data.startPayment;
    expect(paying.rejection).toBeNull();
    // The browser goes to the sandbox bank's own address, and the bank notifies the CMS.
    expect(paying.order.paymentUrl.startsWith(`${sandboxes.url}/sandbox/payments/pay/`)).toBe(true);
    const answer = await fetch(paying.order.paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString(),
    });
    expect(answer.status).toBe(303);
    const paid = await until('the policy', async () => {
      const order = (await client.query(ORDER, { id: paying.order.id })).data.paymentOrder;
      return order.status === 'PAID' && order.policies.length ? order : null;
    }, 20_000);
    expect(paid.policies).toHaveLength(1);
  });
});
