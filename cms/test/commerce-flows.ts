import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { ADD, CART, CONFIRM, PAY, POLL, QUOTE, REMOVE, START_SMART_ID } from './commerce-operations';
import { graphqlClient } from './graphql';
import { nextSuitePlate } from './suite-plates';
import { until } from './waiting';

export type Client = ReturnType<typeof graphqlClient>;
export const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());

/** The steps of a purchase that the provider API suite takes again and again, against the CMS at `url()`. */
export function commerceFlows(url: () => string) {
  async function pollUntilDone(client: Client, loginId: string) {
    return until('the login to finish', async () => {
      const state = (await client.query(POLL, { id: loginId })).data.pollLogin;
      return state.state === 'RUNNING' ? null : state;
    }, 20_000);
  }

  async function smartIdLogin(client: Client, code: string) {
    const started = (await client.query(START_SMART_ID, { code })).data.startSmartIdLogin;
    expect(started.rejection).toBeNull();
    expect(started.login.verificationCode).toMatch(/^\d{4}$/);
    return pollUntilDone(client, started.login.loginId);
  }

  // A vehicle can have one motor policy at a time: each purchase in these tests insures a vehicle of its own.
  const nextPlate = nextSuitePlate;

  async function confirmedOffer(client: Client, form = 'casco', pick = (offers: any[]) => offers[0], changes: Record<string, unknown> = {}) {
    const quote = (await client.query(QUOTE, { form, input: { ...inputs[form], ...changes } })).data.requestQuote.quote;
    const offer = pick(quote.offers.filter((entry: { status: string }) => entry.status === 'offer'));
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    return offer;
  }

  /** Pays (or cancels) at the sandbox bank as a browser would, returning where the bank sends the customer back. */
  async function atTheBank(paymentUrl: string, action: 'pay' | 'cancel') {
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    const answer = await fetch(paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action }).toString(),
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location')!);
    return { page: await page.text(), back, token: back.searchParams.get('order-token')! };
  }

  async function loggedInWithCart(code: string, form = 'casco') {
    const client = graphqlClient(url());
    // Made for the person who logs in: a login hands over only the quotes made for that person.
    const offer = await confirmedOffer(client, form, undefined, { policyholderCode: code, ...(form === 'traffic' ? { plate: nextPlate() } : {}) });
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    expect((await smartIdLogin(client, code)).outcome).toBe('ok');
    return { client, offer };
  }

  async function loggedInWithPlate(code: string, plate: string) {
    const client = graphqlClient(url());
    expect((await smartIdLogin(client, code)).outcome).toBe('ok');
    for (const line of (await client.query(CART)).data.cart.lines) await client.query(REMOVE, { id: line.offer.id });
    const offer = await confirmedOffer(client, 'traffic', undefined, { plate });
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    return client;
  }

  async function paidOrder(code: string) {
    const { client, offer } = await loggedInWithCart(code, 'traffic');
    const order = (await client.query(PAY, { key: `order-${Math.random().toString(36).slice(2)}`, lang: 'en' })).data.startPayment.order;
    const bank = await atTheBank(order.paymentUrl, 'pay');
    return { client, offer, order, ...bank };
  }

  const notify = (orderToken: unknown) =>
    fetch(`${url()}/api/payments/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken }) });

  return { pollUntilDone, smartIdLogin, nextPlate, confirmedOffer, atTheBank, loggedInWithCart, loggedInWithPlate, paidOrder, notify };
}
