// One whole purchase through the provider API, as the site's browser makes it, timing each step.
import http from 'node:http';

const QUOTE = `mutation($input: JSON!) { requestQuote(form: "home", input: $input, language: "et") { quote { offers { id status } } rejection { code } } }`;
const CONFIRM = `mutation($id: ID!) { confirmOffer(id: $id) { offer { id } rejection { code } } }`;
const ADD = `mutation($id: ID!) { addToCart(offerId: $id) { cart { payable } rejection { code } } }`;
const START_LOGIN = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "et") { login { loginId } rejection { code } } }`;
const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome } }`;
const PAY = `mutation($key: String!) { startPayment(idempotencyKey: $key, language: "et", bank: "LHV", email: "bench@example.ee", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { code } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { status policies { id } } }`;

export const stepNames = ['quote', 'confirm', 'cart', 'login', 'payment', 'bank', 'notification', 'policy'];
export const siteOrigin = 'http://localhost:8000';

class StepFailed extends Error {
  constructor(step, detail) {
    super(`${step}: ${detail}`);
    this.step = step;
  }
}

// The load generator must stay light beside the CMS on the same cores: plain HTTP/1.1 with kept-alive
// connections (fetch cost the bench about as much CPU per purchase as PostgreSQL did).
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** Closes the kept-alive connections, so that a CMS stops without waiting for them. */
export const closeConnections = () => agent.destroy();

/** One HTTP exchange: status, headers and the body as text. */
export function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A browser: its own cookies, each request to the next CMS in turn (as a round-robin load balancer). */
function browser(nextUrl) {
  const cookies = new Map();
  return async function graphql(query, variables) {
    const response = await send(`${nextUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin, ...(cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    for (const line of response.headers['set-cookie'] ?? []) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) cookies.set(name.trim(), value.trim());
    }
    const body = JSON.parse(response.text);
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 200));
    return body.data;
  };
}

/**
 * quote → confirm → cart → login (Smart-ID start and polls) → payment (the order and the bank's URL) →
 * bank (the customer pays; the bench turns the sandbox bank's own notification off) → notification (the
 * provider's webhook, which the bench sends itself, once, as the provider would) → policy (the order shows PAID with its policy).
 * Each step's milliseconds go into `times` as it ends (also when a later step fails), and `afterStep(name)`, when
 * given, is awaited after each step that succeeded, outside its time; returns the offer paid.
 */
export async function purchase({ nextUrl, personalCode, address, input, times, afterStep }) {
  const graphql = browser(nextUrl);
  const timed = async (name, work) => {
    const started = performance.now();
    let result;
    try {
      result = await work();
    } catch (error) {
      throw error instanceof StepFailed ? error : new StepFailed(name, error.message);
    } finally {
      times[name] = performance.now() - started;
    }
    await afterStep?.(name);
    return result;
  };
  const expect = (name, rejection) => {
    if (rejection) throw new StepFailed(name, rejection.code);
  };

  const offerId = await timed('quote', async () => {
    const answer = (await graphql(QUOTE, { input: { ...input, address, policyholderCode: personalCode } })).requestQuote;
    expect('quote', answer.rejection);
    const offer = answer.quote.offers.find((entry) => entry.status === 'offer');
    if (!offer) throw new StepFailed('quote', 'no offer');
    return offer.id;
  });
  await timed('confirm', async () => expect('confirm', (await graphql(CONFIRM, { id: offerId })).confirmOffer.rejection));
  await timed('cart', async () => expect('cart', (await graphql(ADD, { id: offerId })).addToCart.rejection));
  await timed('login', async () => {
    const started = (await graphql(START_LOGIN, { code: personalCode })).startSmartIdLogin;
    expect('login', started.rejection);
    for (let polls = 0; polls < 20; polls += 1) {
      const state = (await graphql(POLL, { id: started.login.loginId })).pollLogin;
      if (state.state === 'COMPLETE') return;
      if (state.state === 'FAILED') throw new StepFailed('login', state.outcome);
    }
    throw new StepFailed('login', 'still running');
  });
  const order = await timed('payment', async () => {
    const answer = (await graphql(PAY, { key: `bench-${offerId}` })).startPayment;
    expect('payment', answer.rejection);
    return answer.order;
  });
  const orderToken = await timed('bank', async () => {
    const answer = await send(order.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString(),
    });
    if (answer.status !== 303) throw new StepFailed('bank', `status ${answer.status}`);
    return new URL(answer.headers.location).searchParams.get('order-token');
  });
  await timed('notification', async () => {
    const answer = await send(`${nextUrl()}/api/payments/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken }) });
    if (answer.status >= 300) throw new StepFailed('notification', `status ${answer.status}`);
  });
  await timed('policy', async () => {
    for (let polls = 0; polls < 100; polls += 1) {
      const current = (await graphql(ORDER, { id: order.id })).paymentOrder;
      if (current.status === 'PAID' && current.policies.length) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new StepFailed('policy', 'not issued in time');
  });
  return offerId;
}
