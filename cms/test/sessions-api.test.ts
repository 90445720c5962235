import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient, nextClientAddress, siteOrigin } from './graphql';
import { bootCms } from './strapi-process';
import { until } from './waiting';

/**
 * Issue 27: cookies as production needs them behind the TLS layer and nginx, limits keyed by the client's
 * address (as the trusted proxy gives it) that a dropped cookie does not reset, and a login that rotates the
 * session and the client id. The CMS runs with IS_PROXIED (testEnv); each test client has its own address.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());
type Client = ReturnType<typeof graphqlClient>;

const ME = `{ me { customer { personalCode } } }`;
const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "en") { login { loginId } rejection { status code } } }`;
const START_ID_CARD = `mutation { startIdCardLogin { challenge { loginId } rejection { status code } } }`;
const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome } }`;
const QUOTE = `mutation($input: JSON!) { requestQuote(form: "traffic", input: $input, language: "et") { quote { id offers { id status } } rejection { status code } } }`;
const CONFIRM = `mutation($id: ID!) { confirmOffer(id: $id) { offer { id } rejection { code } } }`;
const ADD = `mutation($id: ID!) { addToCart(offerId: $id) { cart { lines { offer { id } } } rejection { status code } } }`;
const CART = `{ cart { lines { offer { id } } } }`;
const MY_QUOTES = `{ myQuotes { id } }`;

/** A browser that dropped every cookie: a fresh client at the same address. */
const sameAddress = (url: string, client: Client) => graphqlClient(url, { address: client.address });
const setCookie = (client: Client, name: string) => client.lastSetCookies().find((line) => line.startsWith(`${name}=`));

async function smartIdLogin(client: Client, code = '30303039914') {
  const started = (await client.query(START_SMART_ID, { code })).data.startSmartIdLogin;
  expect(started.rejection).toBeNull();
  return until('the login to finish', async () => {
    const state = (await client.query(POLL, { id: started.login.loginId })).data.pollLogin;
    return state.state === 'RUNNING' ? null : state;
  }, 20_000);
}

describe.each(targets)('sessions, cookies and limits on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  const url = () => booted.cms.url;

  beforeAll(async () => {
    // The limits per address are the defaults (5 login starts, 10 quotes); the prompts per person are
    // login-limits-api.test.ts's.
    // A CMS of its own, not a shared one (commerce-cms.ts): the default limits per address and five prompts a person,
    // which the shared sets raise.
    booted = await bootCms(target, { SEED: 'false', E_ID_SANDBOX_DELAY_MS: '200', SITE_URL: siteOrigin, LOGIN_PERSON_RATE_BURST: '5' });
  });
  afterAll(async () => {
    await booted?.stop();
  });

  describe('cookies in production', () => {
    const productionFlags = (line: string | undefined) => {
      expect(line).toBeDefined();
      const attributes = line!.split(';').slice(1).map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    };

    it.each([
      ['through the proxy with X-Forwarded-Proto: https', { 'x-forwarded-proto': 'https' }],
      ['on a plain connection', {}],
    ])('sets __Host- cookies that are Secure, HttpOnly, SameSite=Lax, Path=/ without a domain %s', async (_, headers) => {
      const client = graphqlClient(url());
      const answer = await fetch(`${url()}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteOrigin, 'x-forwarded-for': nextClientAddress(), ...headers },
        body: JSON.stringify({ query: START_ID_CARD }),
      });
      expect(answer.status).toBe(200);
      const lines = answer.headers.getSetCookie();
      expect(lines.some((line) => line.startsWith('quote_client='))).toBe(false);
      productionFlags(lines.find((line) => line.startsWith('__Host-quote_client=')));

      expect((await smartIdLogin(client)).outcome).toBe('ok');
      productionFlags(setCookie(client, '__Host-customer_session'));
      expect((await client.query(ME)).data.me.customer.personalCode).toBe('30303039914');
    });
  });

  describe('limits by address', () => {
    it('refuses the sixth login start from one address though each came without cookies', async () => {
      const first = graphqlClient(url());
      const answers = [];
      for (let index = 0; index < 6; index += 1) {
        answers.push((await sameAddress(url(), first).query(START_ID_CARD)).data.startIdCardLogin.rejection);
      }
      expect(answers).toEqual([null, null, null, null, null, { status: 429, code: 'tooManyRequests' }]);
      // Another address is not held up.
      expect((await graphqlClient(url()).query(START_ID_CARD)).data.startIdCardLogin.rejection).toBeNull();
    });

    it('refuses the eleventh quote from one address though each came without cookies', async () => {
      const first = graphqlClient(url());
      const answers = [];
      for (let index = 0; index < 11; index += 1) {
        answers.push((await sameAddress(url(), first).query(QUOTE, { input: inputs.traffic })).data.requestQuote.rejection);
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(null));
      expect(answers[10]).toEqual({ status: 429, code: 'tooManyRequests' });
    });
  });

  describe('login', () => {
    it('closes the browser\'s earlier session, gives it a new client id, and keeps its quotes and cart', async () => {
      const client = graphqlClient(url());
      const quote = (await client.query(QUOTE, { input: { ...inputs.traffic, plate: '789 GHI' } })).data.requestQuote.quote;
      const offer = quote.offers.find((entry: { status: string }) => entry.status === 'offer');
      expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
      expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
      const anonymousClientId = client.cookies.get('__Host-quote_client');
      const anonymousCookies = client.cookieHeader();
      expect(anonymousClientId).toMatch(/^[\w-]{22}$/);

      expect((await smartIdLogin(client)).outcome).toBe('ok');
      const firstSession = client.cookies.get('__Host-customer_session');
      expect(firstSession).toBeDefined();
      expect(client.cookies.get('__Host-quote_client')).not.toBe(anonymousClientId);
      // The quotes made before the login are this browser's under its new id, and the cart is the customer's.
      expect((await client.query(MY_QUOTES)).data.myQuotes.map((entry: { id: string }) => entry.id)).toContain(quote.id);
      expect((await client.query(CART)).data.cart.lines.map((line: { offer: { id: string } }) => line.offer.id)).toEqual([offer.id]);
      // The old client id opens nothing any more.
      const before = (await fetch(`${url()}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteOrigin, cookie: anonymousCookies },
        body: JSON.stringify({ query: MY_QUOTES }),
      }).then((answer) => answer.json())) as { data: { myQuotes: unknown[] } };
      expect(before.data.myQuotes).toEqual([]);

      const firstSessionCookies = client.cookieHeader();
      const secondClientId = client.cookies.get('__Host-quote_client');
      expect((await smartIdLogin(client)).outcome).toBe('ok');
      expect(client.cookies.get('__Host-customer_session')).not.toBe(firstSession);
      expect(client.cookies.get('__Host-quote_client')).not.toBe(secondClientId);
      expect((await client.query(ME)).data.me.customer.personalCode).toBe('30303039914');
      // The session the browser had before this login is closed: its token no longer works.
      const old = (await fetch(`${url()}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteOrigin, cookie: firstSessionCookies },
        body: JSON.stringify({ query: ME }),
      }).then((answer) => answer.json())) as { data: { me: unknown } };
      expect(old.data.me).toBeNull();
    });

    it('a poll another tab sent with the cookies from before the login finished still finds it, and that tab is then logged in', async () => {
      const client = graphqlClient(url());
      const started = (await client.query(START_SMART_ID, { code: '30303039914' })).data.startSmartIdLogin;
      const otherTab = client.cookieHeader();
      await until('the login', async () => ((await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE' ? true : null));
      const stale = (await fetch(`${url()}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteOrigin, cookie: otherTab, ...(client.address ? { 'x-forwarded-for': client.address } : {}) },
        body: JSON.stringify({ query: POLL, variables: { id: started.login.loginId } }),
      }).then((answer) => answer.json())) as { data: { pollLogin: { state: string; outcome: string | null } } };
      expect(stale.data.pollLogin).toEqual({ state: 'RUNNING', outcome: null });
      // Its next poll carries the cookies the login set: logged in.
      expect((await client.query(POLL, { id: started.login.loginId })).data.pollLogin).toEqual({ state: 'COMPLETE', outcome: 'ok' });
    });
  });
});

describe.each(targets)('the global caps on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  const url = () => booted.cms.url;

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): global caps of three, which every other suite would
    // reach.
    booted = await bootCms(target, {
      SEED: 'false',
      LOGIN_GLOBAL_RATE_BURST: '3', LOGIN_GLOBAL_RATE_PER_MINUTE: '1',
      QUOTE_GLOBAL_RATE_BURST: '3', QUOTE_GLOBAL_RATE_PER_MINUTE: '1',
    });
  });
  afterAll(async () => {
    await booted?.stop();
  });

  it('refuses login starts and quotes over the global cap whatever address they come from', async () => {
    const logins = [];
    for (let index = 0; index < 4; index += 1) logins.push((await graphqlClient(url()).query(START_ID_CARD)).data.startIdCardLogin.rejection);
    expect(logins).toEqual([null, null, null, { status: 429, code: 'tooManyRequests' }]);
    const quotes = [];
    for (let index = 0; index < 4; index += 1) quotes.push((await graphqlClient(url()).query(QUOTE, { input: inputs.traffic })).data.requestQuote.rejection);
    expect(quotes).toEqual([null, null, null, { status: 429, code: 'tooManyRequests' }]);
  });
});
