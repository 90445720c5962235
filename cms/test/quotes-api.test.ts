import { addDays, sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { runSql } from './databases';
import { request } from './http';
import { sharedCommerceCms } from './commerce-cms';
import type { SharedCms } from './shared-cms';
import { bootCms } from './strapi-process';

const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const today = todayInTallinn();
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(today);

const quoteMutation = (name: 'requestQuote' | 'startQuote') => `mutation Quote($form: String!, $input: JSON!) {
  ${name}(form: $form, input: $input, language: "en") {
    quote { id product form input insurersAsked insurersAnswered complete
      offers { id insurerId status reason premium periodMonths validUntil valid indicative priceFactors { key basisPoints amount }
        coverRows { key included limit } deductibles { key amount percent } compensationLimits { key amount } territory usage extras { key price per } } }
    rejection { status code errors { field code params } input }
  }
}`;
const QUOTE = quoteMutation('requestQuote');
const START_QUOTE = quoteMutation('startQuote');
type Factor = { key: string; basisPoints: number | null; amount: number | null };
const CONFIRM = `mutation Confirm($id: ID!, $price: Int) { confirmOffer(id: $id, price: $price) { offer { id confirmedAt premium } rejection { status code currentPremium } } }`;

describe.each(targets)('quotes and offers on %s', (target) => {
  let cms: SharedCms;
  let client: ReturnType<typeof graphqlClient>;
  const quote = async (form: string, input: unknown) => (await client.query(QUOTE, { form, input })).data.requestQuote;

  beforeAll(async () => {
    // The run's shared CMS on an empty database (commerce-cms.ts): the suite's clients have addresses of their own.
    cms = await sharedCommerceCms(target);
    client = graphqlClient(cms.url);
  });

  it.each(Object.keys(inputs))('gives comparable offers for a %s quote, cheapest first', async (form) => {
    const { quote: result, rejection } = await quote(form, inputs[form]);
    expect(rejection).toBeNull();
    expect(result.id).toMatch(/^[\w-]{22}$/);
    const offers = result.offers.filter((offer: { status: string }) => offer.status === 'offer');
    expect(offers.length).toBeGreaterThanOrEqual(2);
    const premiums = offers.map((offer: { premium: number }) => offer.premium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(result).toMatchObject({ insurersAsked: result.offers.length, insurersAnswered: result.offers.length, complete: true });
    for (const offer of offers) {
      expect(offer.valid).toBe(true);
      expect(offer.priceFactors[0]).toEqual({ key: 'base', basisPoints: null, amount: expect.any(Number) });
      expect(offer.priceFactors.every((factor: Factor) => factor.basisPoints !== null || factor.amount !== null)).toBe(true);
      expect(offer.coverRows.length).toBeGreaterThan(0);
      expect(offer.compensationLimits.length).toBeGreaterThan(0);
      expect(new Date(offer.validUntil).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('asks every sandbox insurer that sells the product', async () => {
    const traffic = await quote('traffic', inputs.traffic);
    expect(traffic.quote.offers.map((offer: { insurerId: string }) => offer.insurerId).sort()).toEqual(['emajoe', 'laanemere', 'pohjala']);
    const machine = await quote('forestry-machine', inputs['forestry-machine']);
    expect(machine.quote.offers.map((offer: { insurerId: string }) => offer.insurerId).sort()).toEqual(['emajoe', 'laanemere']);
  });

  it('keeps declines as lines without an offer, with the reason', async () => {
    const old = await quote('casco', { ...inputs.casco, plate: '808 OLD' });
    expect(old.quote.offers.map((offer: { status: string; reason: string }) => `${offer.status}:${offer.reason}`)).toEqual([
      'declined:vehicleTooOld', 'declined:vehicleTooOld', 'declined:vehicleTooOld',
    ]);
    expect(old.quote.offers.map((offer: { priceFactors: Factor[] }) => offer.priceFactors)).toEqual([[], [], []]);
    const rented = await quote('forestry-machine', { ...inputs['forestry-machine'], rentedOut: true });
    expect(rented.quote.offers.find((offer: { insurerId: string }) => offer.insurerId === 'laanemere')).toMatchObject({ status: 'declined', reason: 'machineRentedOut' });
    const suspended = await quote('traffic', { ...inputs.traffic, plate: '333PRN' });
    expect(suspended.quote.offers.find((offer: { insurerId: string }) => offer.insurerId === 'pohjala')).toMatchObject({ status: 'declined', reason: 'registrationSuspended' });
    const unknown = await quote('traffic', { ...inputs.traffic, plate: '000ZZZ' });
    expect(unknown.quote.offers[0]).toMatchObject({ status: 'offer', indicative: true });
  });

  it('looks plates up in the vehicle register', async () => {
    const lookup = async (plate: string) => (await client.query(`query($plate: String!) { vehicle(plate: $plate) { valid found vehicle { make model year powerKw massKg status category } } }`, { plate })).data.vehicle;
    expect(await lookup('123 abc')).toMatchObject({ valid: true, found: true, vehicle: { make: 'Toyota', model: 'RAV4 Hybrid', year: 2021, status: 'registered' } });
    expect(await lookup('333PRN')).toMatchObject({ found: true, vehicle: { status: 'suspended' } });
    expect(await lookup('246 PNS')).toMatchObject({ found: true, vehicle: { category: 'harvester' } });
    // The sandbox's test plates: every dealer plate PROOV 0000 to PROOV 9999 is a registered car.
    expect(await lookup('proov-0417')).toEqual({ valid: true, found: true, vehicle: { make: 'Škoda', model: 'Octavia', year: 2020, powerKw: 110, massKg: 1950, status: 'registered', category: 'car' } });
    expect(await lookup('000ZZZ')).toEqual({ valid: true, found: false, vehicle: null });
    expect(await lookup('not a plate')).toEqual({ valid: false, found: false, vehicle: null });
  });

  it.each([
    ['traffic', { ...inputs.traffic, plate: 'ABCDEF' }, 'plate', 'invalidPlate'],
    ['traffic', { ...inputs.traffic, policyholderCode: '30303039915' }, 'policyholderCode', 'invalidPersonalCode'],
    ['traffic', { ...inputs.traffic, startDate: addDays(today, -1) }, 'startDate', 'dateInPast'],
    ['traffic', { ...inputs.traffic, startDate: addDays(today, 31) }, 'startDate', 'dateTooFar'],
    ['traffic', { ...inputs.traffic, periodMonths: 0 }, 'periodMonths', 'numberTooSmall'],
    ['casco', { ...inputs.casco, deductible: 10_00 }, 'deductible', 'numberTooSmall'],
    ['casco', { ...inputs.casco, usage: 'racing' }, 'usage', 'invalidChoice'],
    ['home', { ...inputs.home, email: 'mari@' }, 'email', 'invalidEmail'],
    ['home', { ...inputs.home, dwellingType: undefined }, 'dwellingType', 'required'],
    ['forestry-machine', { ...inputs['forestry-machine'], machineValue: 'lots' }, 'machineValue', 'invalidNumber'],
    ['employer-health', { ...inputs['employer-health'], companyCode: '12345679' }, 'companyCode', 'invalidRegistryCode'],
    ['employer-health', { ...inputs['employer-health'], phone: 'call me' }, 'phone', 'invalidPhone'],
  ])('refuses a %s input with %#, asked for either way: field and code, and gives the input back', async (form, input, field, code) => {
    const waited = await quote(form, input);
    const started = (await client.query(START_QUOTE, { form, input })).data.startQuote;
    for (const { quote: result, rejection } of [waited, started]) {
      expect(result).toBeNull();
      expect(rejection).toMatchObject({ status: 400, code: 'invalidInput' });
      expect(rejection.errors).toContainEqual(expect.objectContaining({ field, code }));
      expect(rejection.input).toEqual(JSON.parse(JSON.stringify(input)));
    }
    expect(started.rejection).toEqual(waited.rejection);
  });

  it.each([
    ['requestQuote', QUOTE],
    ['startQuote', START_QUOTE],
  ])('refuses an unknown form and an oversized input to %s without a server error', async (name, mutation) => {
    const unknown = await client.query(mutation, { form: 'pets', input: {} });
    expect(unknown.status).toBe(200);
    expect(unknown.data[name].rejection).toMatchObject({ status: 400, code: 'unknownForm' });
    const huge = (await client.query(mutation, { form: 'traffic', input: { ...inputs.traffic, note: 'x'.repeat(20_000) } })).data[name];
    expect(huge.rejection).toMatchObject({ status: 413, code: 'inputTooLarge' });
  });

  it('reads a quote and an offer by id later, and confirms only the price the customer saw', async () => {
    const { quote: made } = await quote('casco', inputs.casco);
    const offer = made.offers[0];
    const read = await client.query(`query($id: ID!) { customerQuote(id: $id) { id offers { id premium } } insuranceOffer(id: $id) { id } }`, { id: made.id });
    expect(read.data.customerQuote.offers).toHaveLength(made.offers.length);
    const byId = await client.query(`query($id: ID!) { insuranceOffer(id: $id) { id premium insurerId quoteRequestId owned } }`, { id: offer.id });
    expect(byId.data.insuranceOffer).toMatchObject({ id: offer.id, premium: offer.premium, quoteRequestId: made.id, owned: true });
    expect((await client.query(`query { insuranceOffer(id: "guessed-id-000000000") { id } }`)).data.insuranceOffer).toBeNull();

    const stale = await client.query(CONFIRM, { id: offer.id, price: offer.premium - 100 });
    expect(stale.data.confirmOffer).toMatchObject({ offer: null, rejection: { status: 409, code: 'priceChanged', currentPremium: offer.premium } });
    const confirmed = await client.query(CONFIRM, { id: offer.id, price: offer.premium });
    expect(confirmed.data.confirmOffer.offer.confirmedAt).toBeTruthy();
    const again = await client.query(CONFIRM, { id: offer.id });
    expect(again.data.confirmOffer.offer.confirmedAt).toBe(confirmed.data.confirmOffer.offer.confirmedAt);
    const declined = await quote('casco', { ...inputs.casco, plate: '808OLD' });
    expect((await client.query(CONFIRM, { id: declined.quote.offers[0].id })).data.confirmOffer.rejection).toMatchObject({ status: 409, code: 'offerNotAvailable' });
    expect((await client.query(CONFIRM, { id: 'nope-nope-nope-nope-00' })).data.confirmOffer.rejection).toMatchObject({ status: 404, code: 'offerNotFound' });
  });

  it('answers a quote\'s input only to the browser that made it; a shared offer link shows the offer and nothing personal', async () => {
    const alice = graphqlClient(cms.url);
    const bob = graphqlClient(cms.url);
    const input = { ...inputs.traffic, email: 'alice.privacy@example.ee', phone: '+372 5999 1234' };
    const made = (await alice.query(QUOTE, { form: 'traffic', input })).data.requestQuote.quote;
    const offer = made.offers.find((line: { status: string }) => line.status === 'offer');
    const personal = ['30303039914', 'alice.privacy@example.ee', '5999 1234', '123 ABC', '123ABC', 'Toyota'];
    const READ_QUOTE = `query($id: ID!) { customerQuote(id: $id) { id input vehicle { plate make } offers { id quoteRequestId } } }`;
    const READ_OFFER = `query($id: ID!) { insuranceOffer(id: $id) {
      id insurerId insurerName product status premium periodMonths validUntil valid owned quoteRequestId
      priceFactors { key basisPoints amount } coverRows { key included limit } deductibles { key amount percent }
      compensationLimits { key amount } territory usage extras { key price per } instalmentOptions { count premium } } }`;

    // Another browser: the quote is as unknown as a guessed id, with no hint that it exists.
    const theirs = await bob.query(READ_QUOTE, { id: made.id });
    const guessed = await bob.query(READ_QUOTE, { id: 'guessed-id-00000000000' });
    expect(theirs).toEqual(guessed);
    expect(theirs.data.customerQuote).toBeNull();

    // It opens the offer's link: the offer, and nothing that leads to the person or their car.
    const shared = await bob.query(READ_OFFER, { id: offer.id });
    expect(shared.data.insuranceOffer).toMatchObject({
      id: offer.id, insurerId: offer.insurerId, product: 'traffic', status: 'offer', premium: offer.premium, valid: true,
      owned: false, quoteRequestId: null, priceFactors: [],
    });
    expect(shared.data.insuranceOffer.coverRows.length).toBeGreaterThan(0);
    expect(shared.data.insuranceOffer.instalmentOptions.length).toBeGreaterThan(0);
    const raw = JSON.stringify(shared);
    for (const value of [...personal, made.id]) expect(raw).not.toContain(value);

    // Nor can it take the offer into its own cart to read the insured object there.
    const confirmed = await bob.query(CONFIRM, { id: offer.id, price: offer.premium });
    expect(confirmed.data.confirmOffer).toMatchObject({ offer: null, rejection: { status: 404, code: 'offerNotFound' } });
    const added = await bob.query(`mutation($id: ID!) { addToCart(offerId: $id) { cart { lines { insuredObject } } rejection { status code } } }`, { id: offer.id });
    expect(added.data.addToCart).toMatchObject({ cart: null, rejection: { status: 404, code: 'offerNotFound' } });

    // The browser that made it still reads everything.
    const own = await alice.query(READ_QUOTE, { id: made.id });
    expect(own.data.customerQuote).toMatchObject({ id: made.id, input: { policyholderCode: '30303039914', email: 'alice.privacy@example.ee' }, vehicle: { make: 'Toyota' } });
    expect(own.data.customerQuote.offers.every((line: { quoteRequestId: string }) => line.quoteRequestId === made.id)).toBe(true);
    const ownOffer = await alice.query(READ_OFFER, { id: offer.id });
    expect(ownOffer.data.insuranceOffer).toMatchObject({ owned: true, quoteRequestId: made.id, priceFactors: offer.priceFactors });
  });

  it('refuses an expired offer', async () => {
    const { quote: made } = await quote('home', inputs.home);
    const offer = made.offers[0];
    // Offers are read-only in the admin panel: the test ages this one in the database itself, as Strapi stores a
    // date (PostgreSQL: a Date, written by node-pg as Strapi's own are; SQLite: milliseconds).
    const past = new Date(Date.now() - 60_000);
    await runSql(cms.env, 'update offers set valid_until = $1 where public_id = $2', [target === 'postgres' ? past : past.getTime(), offer.id]);
    const refused = await client.query(CONFIRM, { id: offer.id, price: offer.premium });
    expect(refused.data.confirmOffer.rejection).toMatchObject({ status: 410, code: 'offerExpired' });
    const reread = await client.query(`query($id: ID!) { insuranceOffer(id: $id) { valid } }`, { id: offer.id });
    expect(reread.data.insuranceOffer.valid).toBe(false);
  });

  it('lists a browser only its own quotes', async () => {
    const alice = graphqlClient(cms.url);
    const bob = graphqlClient(cms.url);
    const mine = (await alice.query(QUOTE, { form: 'traffic', input: inputs.traffic })).data.requestQuote.quote;
    expect(alice.cookies.get('__Host-quote_client')).toMatch(/^[\w-]{22}$/);
    const list = `query { myQuotes { id offers { id } } }`;
    expect((await alice.query(list)).data.myQuotes.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    expect((await bob.query(list)).data.myQuotes).toEqual([]);
    await bob.query(QUOTE, { form: 'home', input: inputs.home });
    expect((await bob.query(list)).data.myQuotes.map((item: { id: string }) => item.id)).not.toContain(mine.id);
  });

  it('offers no generated CRUD for quotes and offers, in GraphQL or REST', async () => {
    const schema = await client.query(`query { __schema { queryType { fields { name } } mutationType { fields { name } } } }`);
    const names = [...schema.data.__schema.queryType.fields, ...schema.data.__schema.mutationType.fields].map((field: { name: string }) => field.name);
    expect(names.filter((name: string) => /offers|quoteRequest|createOffer|updateOffer|deleteOffer/.test(name))).toEqual([]);
    for (const path of ['/api/offers', '/api/quote-requests']) {
      expect([403, 404, 405]).toContain((await request(cms.url, path)).status);
    }
  });
});

describe.each(targets)('slow insurers and busy clients on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): a slow insurer and a limit of four quotes a client.
    booted = await bootCms(target, { SEED: 'false', SANDBOX_INSURER_DELAYS: 'emajoe:home=2000', INSURER_TIMEOUT_MS: '300', QUOTE_RATE_BURST: '4', QUOTE_RATE_PER_MINUTE: '4' });
  });
  afterAll(async () => {
    await booted?.stop();
  });

  it('answers the quote when an insurer is too slow, with a line saying so', async () => {
    const client = graphqlClient(booted.cms.url);
    const started = Date.now();
    const result = (await client.query(QUOTE, { form: 'home', input: inputs.home })).data.requestQuote;
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.quote.offers.find((offer: { insurerId: string }) => offer.insurerId === 'emajoe')).toMatchObject({ status: 'unavailable', reason: 'timeout' });
    expect(result.quote.offers.filter((offer: { status: string }) => offer.status === 'offer').length).toBeGreaterThanOrEqual(1);
  });

  it('limits how fast one client may ask for quotes', async () => {
    const client = graphqlClient(booted.cms.url);
    const results = [];
    for (let index = 0; index < 5; index += 1) results.push((await client.query(QUOTE, { form: 'traffic', input: inputs.traffic })).data.requestQuote);
    expect(results.slice(0, 4).every((result) => result.quote)).toBe(true);
    expect(results[4]).toMatchObject({ quote: null, rejection: { status: 429, code: 'tooManyRequests' } });
    expect(results[4].rejection.input).toEqual(inputs.traffic);
    const started = (await client.query(START_QUOTE, { form: 'traffic', input: inputs.traffic })).data.startQuote;
    expect(started).toEqual({ quote: null, rejection: results[4].rejection });
  });
});
