import { addDays, sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { sandboxTariffs } from '../src/adapters/insurers/sandbox-tariffs';
import { bootCms } from './strapi-process';

/** Insurers and their tariff books as editors keep them in the admin, and what a customer's quote then gets. */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const insurersApi = '/content-manager/collection-types/api::insurer.insurer';
const booksApi = '/content-manager/collection-types/api::tariff-book.tariff-book';

const QUOTE = `mutation Quote($form: String!, $input: JSON!) {
  requestQuote(form: $form, input: $input, language: "et") {
    quote { offers { insurerId insurerName status premium } }
    rejection { code }
  }
}`;
type Offer = { insurerId: string; insurerName: string; status: string; premium: number | null };
type Book = { documentId: string; insurerCode: string; edition: string; appliesFrom: string; rates: Record<string, any> };

describe.each(targets)('the insurer catalogue on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let url: string;
  let token: string;
  const today = todayInTallinn();

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): it switches insurers off, unpublishes them and saves
    // tariff books, which every quote reads.
    booted = await bootCms(target, { QUOTE_RATE_BURST: '1000', QUOTE_RATE_PER_MINUTE: '10000' });
    url = booted.cms.url;
    token = await adminToken(url, booted.env.ADMIN_EMAIL!, booted.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await booted?.stop();
  });

  const offers = async (form: 'traffic' | 'casco' | 'home', change: Record<string, unknown> = {}): Promise<Offer[]> => {
    const answer = await graphqlClient(url).query(QUOTE, { form, input: { ...sampleQuoteInputs(today)[form], ...change } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.requestQuote.rejection).toBeNull();
    return answer.data.requestQuote.quote.offers;
  };
  const premiumOf = (list: Offer[], insurerId: string) => list.find((offer) => offer.insurerId === insurerId && offer.status === 'offer')?.premium;
  const insurer = async (code: string) => {
    const list = await request(url, `${insurersApi}?page=1&pageSize=50`, { token });
    const documentId = list.body.results.find((row: { code: string }) => row.code === code).documentId;
    return (await request(url, `${insurersApi}/${documentId}`, { token })).body.data;
  };
  const books = async (): Promise<Book[]> => (await request(url, `${booksApi}?page=1&pageSize=50`, { token })).body.results;
  const saveBook = (book: Omit<Book, 'documentId'>) => request(url, booksApi, { method: 'POST', token, body: book });
  const setOfferings = async (code: string, offerings: Array<{ product: string; pricing: string }>) => {
    const { documentId } = await insurer(code);
    const saved = await request(url, `${insurersApi}/${documentId}`, { method: 'PUT', token, body: { offerings } });
    if (saved.status !== 200) return saved;
    return request(url, `${insurersApi}/${documentId}/actions/publish`, { method: 'POST', token, body: {} });
  };

  it('seeds each sandbox insurer with its products priced through its adapter, and its tariff as an edition', async () => {
    expect((await insurer('pohjala')).offerings.map(({ product, pricing }: { product: string; pricing: string }) => `${product}:${pricing}`)).toEqual([
      'traffic:api', 'casco:api', 'home:api', 'employerHealth:api',
    ]);
    const seeded = await books();
    expect(seeded.map((book) => `${book.insurerCode} ${book.appliesFrom}`).sort()).toEqual(['emajoe 2020-01-01', 'laanemere 2020-01-01', 'pohjala 2020-01-01']);
    expect(seeded.find((book) => book.insurerCode === 'laanemere')!.rates.traffic.yearlyBase.car).toBe(168_00);
  });

  it('keeps today’s price when a new edition with a future date is saved, and prices quotes starting on or after it with it', async () => {
    const before = premiumOf(await offers('traffic'), 'laanemere')!;
    expect(before).toBeGreaterThan(0);
    const current = (await books()).find((book) => book.insurerCode === 'laanemere')!;
    const rates = structuredClone(current.rates);
    rates.traffic.yearlyBase.car *= 2;
    const from = addDays(today, 10);
    expect((await saveBook({ insurerCode: 'laanemere', edition: 'Läänemere 2027', appliesFrom: from, rates })).status).toBe(201);

    expect(premiumOf(await offers('traffic'), 'laanemere')).toBe(before);
    expect(premiumOf(await offers('traffic', { startDate: addDays(today, 9) }), 'laanemere')).toBe(before);
    const after = await offers('traffic', { startDate: from });
    expect(premiumOf(after, 'laanemere')).toBeGreaterThan(before * 1.5);
    // The other insurers keep their own books.
    expect(premiumOf(after, 'pohjala')).toBe(premiumOf(await offers('traffic'), 'pohjala'));
  });

  it('refuses a broken tariff book with the field named, and stores nothing', async () => {
    const count = (await books()).length;
    const rates = structuredClone((await books()).find((book) => book.insurerCode === 'pohjala')!.rates);
    rates.casco.rate.full = '3,3 %';
    const wrong = await saveBook({ insurerCode: 'pohjala', edition: 'typo', appliesFrom: today, rates });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ name: 'ValidationError', message: expect.stringMatching(/^rates\.casco\.rate\.full: /) });

    const misspelt = structuredClone((await books()).find((book) => book.insurerCode === 'pohjala')!.rates);
    misspelt.casko = misspelt.casco;
    expect((await saveBook({ insurerCode: 'pohjala', edition: 'typo', appliesFrom: today, rates: misspelt })).body.error.message).toBe('rates.casko: is not a field of a tariff book');

    const unknownInsurer = await saveBook({ insurerCode: 'nobody', edition: 'x', appliesFrom: today, rates: (await books())[0]!.rates });
    expect(unknownInsurer.status).toBe(400);
    expect(unknownInsurer.body.error.message).toBe('insurerCode: no insurer has the code nobody');
    expect((await books()).length).toBe(count);
  });

  it('gives no offers from an insurer switched off for a product, and its offers again when switched back on', async () => {
    expect((await setOfferings('emajoe', [
      { product: 'traffic', pricing: 'off' }, { product: 'casco', pricing: 'api' }, { product: 'home', pricing: 'api' },
    ])).status).toBe(200);
    expect((await offers('traffic')).map((offer) => offer.insurerId).sort()).toEqual(['laanemere', 'pohjala']);
    expect((await offers('casco')).map((offer) => offer.insurerId).sort()).toEqual(['emajoe', 'laanemere', 'pohjala']);

    expect((await setOfferings('emajoe', [{ product: 'traffic', pricing: 'api' }, { product: 'casco', pricing: 'api' }])).status).toBe(200);
    expect((await offers('traffic')).map((offer) => offer.insurerId).sort()).toEqual(['emajoe', 'laanemere', 'pohjala']);
  });

  it('refuses a product listed twice, or priced through an adapter the insurer does not have', async () => {
    const twice = await setOfferings('pohjala', [{ product: 'home', pricing: 'api' }, { product: 'home', pricing: 'off' }]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('offerings: home is listed twice');

    const created = await request(url, insurersApi, { method: 'POST', token, body: { code: 'vaike', name: 'Väike Kindlustus', offerings: [{ product: 'home', pricing: 'api' }] } });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toMatch(/^offerings: no insurer adapter has the code vaike/);
  });

  it('keeps the catalogue out of the public API: no tariff books, no products rows', async () => {
    expect((await request(url, '/api/tariff-books')).status).toBe(404);
    const insurers = await request(url, '/api/insurers?populate=offerings');
    expect(insurers.status === 200 ? insurers.body.data.some((row: Record<string, unknown>) => 'offerings' in row) : true).toBe(false);
    expect((await request(url, '/api/insurers')).body.data.every((row: Record<string, unknown>) => !('offerings' in row))).toBe(true);
  });

  it('refuses a second edition of an insurer from the same date, naming the one there is', async () => {
    const rates = (await books()).find((book) => book.insurerCode === 'pohjala')!.rates;
    const again = await saveBook({ insurerCode: 'pohjala', edition: 'Põhjala again', appliesFrom: '2020-01-01', rates });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('appliesFrom: pohjala already has an edition from 2020-01-01 ("Põhjala Kindlustus: sandbox tariff"): change that one or choose another date');
  });

  it('sells nothing from an insurer taken off the site (unpublished), and sells again once published', async () => {
    const { documentId } = await insurer('pohjala');
    expect((await request(url, `${insurersApi}/${documentId}/actions/unpublish`, { method: 'POST', token, body: {} })).status).toBe(200);
    expect((await offers('home')).map((offer) => offer.insurerId)).not.toContain('pohjala');
    expect((await request(url, `${insurersApi}/${documentId}/actions/publish`, { method: 'POST', token, body: {} })).status).toBe(200);
    expect((await offers('home')).map((offer) => offer.insurerId)).toContain('pohjala');
  });

  it('sells from a new insurer priced from its tariff books alone, under the name editors gave it', async () => {
    const created = await request(url, insurersApi, { method: 'POST', token, body: { code: 'vaike', name: 'Väike Kindlustus', offerings: [{ product: 'home', pricing: 'tariff' }] } });
    expect(created.status).toBe(201);
    const rates = (await books()).find((book) => book.insurerCode === 'laanemere' && book.appliesFrom === '2020-01-01')!.rates;
    expect((await saveBook({ insurerCode: 'vaike', edition: 'Väike 2026', appliesFrom: '2026-01-01', rates })).status).toBe(201);
    // A draft is not sold yet.
    expect((await offers('home')).map((offer) => offer.insurerId)).not.toContain('vaike');
    expect((await request(url, `${insurersApi}/${created.body.data.documentId}/actions/publish`, { method: 'POST', token, body: {} })).status).toBe(200);

    const home = await offers('home');
    const vaike = home.find((offer) => offer.insurerId === 'vaike');
    expect(vaike).toMatchObject({ insurerName: 'Väike Kindlustus', status: 'offer' });
    expect(vaike!.premium).toBe(premiumOf(home, 'laanemere'));
    expect((await offers('traffic')).map((offer) => offer.insurerId)).not.toContain('vaike');
  });
});

// The live setting: no insurer adapter, so only insurers priced from their tariff books in the CMS sell.
// Once, on SQLite: a run on PostgreSQL alone (npm test runs one per database) leaves it to the SQLite run.
const onceOnSqlite = targets.includes('sqlite') ? describe : () => undefined;
onceOnSqlite('the insurer catalogue without insurer adapters (INSURERS=none)', () => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): it has no insurers at all.
    booted = await bootCms('sqlite', { INSURERS: 'none', QUOTE_RATE_BURST: '1000', QUOTE_RATE_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await booted?.stop();
  });

  it('seeds no made-up insurer, gives no made-up prices, and sells an insurer editors add and price from a tariff book', async () => {
    const url = booted.cms.url;
    const token = await adminToken(url, booted.env.ADMIN_EMAIL!, booted.env.ADMIN_PASSWORD!);
    const today = todayInTallinn();
    const quote = async () => {
      const answer = await graphqlClient(url).query(QUOTE, { form: 'traffic', input: sampleQuoteInputs(today).traffic });
      expect(answer.errors).toBeUndefined();
      return (answer.data.requestQuote.quote.offers as Offer[]).map((offer) => `${offer.insurerId}:${offer.status}`);
    };
    expect(await quote()).toEqual([]);
    expect((await request(url, `${insurersApi}?page=1&pageSize=50`, { token })).body.results).toEqual([]);
    expect((await request(url, `${booksApi}?page=1&pageSize=50`, { token })).body.results).toEqual([]);

    const refused = await request(url, insurersApi, { method: 'POST', token, body: { code: 'laanemere', name: 'Läänemere', offerings: [{ product: 'traffic', pricing: 'api' }] } });
    expect(refused.body.error.message).toMatch(/^offerings: no insurer adapter has the code laanemere \(adapters: none\)/);

    const created = await request(url, insurersApi, { method: 'POST', token, body: { code: 'vaike', name: 'Väike Kindlustus', offerings: [{ product: 'traffic', pricing: 'tariff' }] } });
    expect(created.status).toBe(201);
    const { id: _id, name: _name, products: _products, ...rates } = sandboxTariffs[0]!;
    expect((await request(url, booksApi, { method: 'POST', token, body: { insurerCode: 'vaike', edition: 'Väike 2026', appliesFrom: '2026-01-01', rates } })).status).toBe(201);
    expect((await request(url, `${insurersApi}/${created.body.data.documentId}/actions/publish`, { method: 'POST', token, body: {} })).status).toBe(200);
    expect(await quote()).toEqual(['vaike:offer']);
  });
});
