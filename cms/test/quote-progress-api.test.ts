import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { pendingGraceMs } from '../src/commerce/quotes/quote-lines';
import { graphqlClient } from './graphql';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';

const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());

// Põhjala answers after a second, Emajõe after two and never within the time limit for casco;
// Läänemere answers at once, and its home offers are valid for three seconds only.
const insurerTimeoutMs = 4_000;
const env = {
  SEED: 'false',
  QUOTE_RATE_BURST: '100',
  QUOTE_RATE_PER_MINUTE: '600',
  INSURER_TIMEOUT_MS: String(insurerTimeoutMs),
  SANDBOX_INSURER_DELAYS: 'pohjala=1000,emajoe=2000,emajoe:casco=60000',
  SANDBOX_OFFER_VALID_SECONDS: 'laanemere:home=3',
};

interface Line {
  id: string;
  insurerId: string;
  status: string;
  reason: string | null;
  premium: number | null;
  valid: boolean;
  validUntil: string | null;
  priceFactors: Array<{ key: string; basisPoints: number | null; amount: number | null }>;
}
interface Quote {
  id: string;
  createdAt: string;
  insurersAsked: number;
  insurersAnswered: number;
  complete: boolean;
  offers: Line[];
}

const quoteFields = `id createdAt insurersAsked insurersAnswered complete
  offers { id insurerId status reason premium valid validUntil priceFactors { key basisPoints amount } }`;
const START = `mutation($form: String!, $input: JSON!) { startQuote(form: $form, input: $input) { quote { ${quoteFields} } rejection { status code } } }`;
const READ = `query($id: ID!) { customerQuote(id: $id) { ${quoteFields} } }`;
const CONFIRM = `mutation($id: ID!, $price: Int) { confirmOffer(id: $id, price: $price) { offer { id confirmedAt } rejection { status code } } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statuses = (quote: Quote) => quote.offers.map((line) => `${line.insurerId}:${line.status}`);

describe.each(targets)('quotes whose offers arrive as insurers answer, on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let cms: StrapiProcess;
  let client: ReturnType<typeof graphqlClient>;

  const start = async (form: string, input: unknown): Promise<Quote> => {
    const answer = (await client.query(START, { form, input })).data.startQuote;
    expect(answer.rejection).toBeNull();
    return answer.quote;
  };
  const read = async (id: string): Promise<Quote> => (await client.query(READ, { id })).data.customerQuote;
  /** Reads the quote every 100 ms until `done`, and returns every reading with the time it came. */
  const readUntil = async (id: string, done: (quote: Quote) => boolean, withinMs: number): Promise<Array<Quote & { readAt: number }>> => {
    const readings: Array<Quote & { readAt: number }> = [];
    const deadline = Date.now() + withinMs;
    for (;;) {
      const quote = await read(id);
      readings.push({ ...quote, readAt: Date.now() });
      if (done(quote)) return readings;
      if (Date.now() > deadline) throw new Error(`Not done in ${withinMs} ms: ${JSON.stringify(statuses(quote))}`);
      await sleep(100);
    }
  };

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): it restarts it.
    booted = await bootCms(target, env);
    cms = booted.cms;
    client = graphqlClient(cms.url);
  });
  afterAll(async () => {
    await cms?.stop();
    await booted?.stop();
  });

  it('answers before any slow insurer, then shows each answer as it arrives, the slowest last', async () => {
    const asked = Date.now();
    const started = await start('traffic', inputs.traffic);
    expect(Date.now() - asked).toBeLessThan(1_000);
    expect(started).toMatchObject({ insurersAsked: 3, insurersAnswered: 0, complete: false });
    expect(started.offers.map((line) => line.status)).toEqual(['pending', 'pending', 'pending']);
    expect(started.offers.every((line) => line.premium === null && line.priceFactors.length === 0 && !line.valid)).toBe(true);

    const readings = await readUntil(started.id, (quote) => quote.complete, 10_000);
    const answered = readings.map((quote) => quote.insurersAnswered);
    expect(answered).toEqual([...answered].sort((a, b) => a - b));
    expect([...new Set(answered)].filter((count) => count > 0)).toEqual([1, 2, 3]);
    const first = readings.find((quote) => quote.insurersAnswered === 1)!;
    expect(statuses(first)).toEqual(['laanemere:offer', expect.stringMatching(/:pending$/), expect.stringMatching(/:pending$/)]);
    const second = readings.find((quote) => quote.insurersAnswered === 2)!;
    expect(second.offers.at(-1)).toMatchObject({ insurerId: 'emajoe', status: 'pending' });

    const done = readings.at(-1)!;
    expect(done).toMatchObject({ insurersAsked: 3, insurersAnswered: 3, complete: true });
    const premiums = done.offers.map((line) => line.premium!);
    expect(done.offers.every((line) => line.status === 'offer' && line.valid && line.priceFactors[0]?.key === 'base')).toBe(true);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
  });

  it('keeps a line pending, listed last, until its insurer is past the time limit, then says unavailable', async () => {
    const started = await start('casco', inputs.casco);
    const waiting = await readUntil(started.id, (quote) => quote.insurersAnswered === 2, 5_000);
    expect(statuses(waiting.at(-1)!).at(-1)).toBe('emajoe:pending');
    const [done] = (await readUntil(started.id, (quote) => quote.complete, insurerTimeoutMs + 3_000)).slice(-1);
    expect(done!.offers.at(-1)).toMatchObject({ insurerId: 'emajoe', status: 'unavailable', reason: 'timeout', premium: null, priceFactors: [] });
    expect(done!.offers.slice(0, 2).every((line) => line.status === 'offer')).toBe(true);
    expect(cms.output()).not.toMatch(/unhandled|not recorded/i);
  });

  it('refuses to confirm an offer whose validity the sandbox shortened, once it has passed', async () => {
    const started = await start('home', inputs.home);
    const [arrived] = (await readUntil(started.id, (quote) => quote.offers.some((line) => line.insurerId === 'laanemere' && line.status === 'offer'), 3_000)).slice(-1);
    const shortLived = arrived!.offers.find((line) => line.insurerId === 'laanemere')!;
    const validUntil = new Date(shortLived.validUntil!).getTime();
    expect(validUntil - Date.now()).toBeGreaterThan(0);
    expect(validUntil - Date.now()).toBeLessThanOrEqual(3_000);
    expect(shortLived.valid).toBe(true);

    await sleep(validUntil - Date.now() + 200);
    const refused = (await client.query(CONFIRM, { id: shortLived.id, price: shortLived.premium })).data.confirmOffer;
    expect(refused).toEqual({ offer: null, rejection: { status: 410, code: 'offerExpired' } });
    const [done] = (await readUntil(started.id, (quote) => quote.complete, 5_000)).slice(-1);
    expect(done!.offers.find((line) => line.id === shortLived.id)!.valid).toBe(false);
    // Other insurers' offers keep their tariff's validity.
    const lasting = done!.offers.find((line) => line.insurerId === 'pohjala')!;
    expect(new Date(lasting.validUntil!).getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000);
    expect((await client.query(CONFIRM, { id: lasting.id, price: lasting.premium })).data.confirmOffer.offer.confirmedAt).toBeTruthy();
  });

  it('reads a line left pending by a stopped process as unavailable once past the time limit', async () => {
    const started = await start('casco', inputs.casco);
    await readUntil(started.id, (quote) => quote.insurersAnswered === 2, 3_000);
    await cms.stop();
    cms = await startStrapi(booted.env);
    // The same browser (its client cookie: only it may read the quote) asks the new process.
    const browser = client;
    client = graphqlClient(cms.url);
    for (const [name, value] of browser.cookies) client.cookies.set(name, value);

    // Nobody asks Emajõe any more: its line waits out the time limit and the grace, then reads as a time-out.
    const done = (await readUntil(started.id, (quote) => quote.complete, insurerTimeoutMs + pendingGraceMs + 15_000)).at(-1)!;
    expect(done.readAt - new Date(started.createdAt).getTime()).toBeGreaterThan(insurerTimeoutMs + pendingGraceMs);
    expect(done.offers.at(-1)).toMatchObject({ insurerId: 'emajoe', status: 'unavailable', reason: 'timeout' });
    expect(done).toMatchObject({ insurersAsked: 3, insurersAnswered: 3 });
  });
});
