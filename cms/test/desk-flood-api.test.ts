import type { Knex } from 'knex';
import { connectTestDatabase } from './aged-rows';
import { sharedCommerceCms } from './commerce-cms';
import { deskTools, inputs, START, type Line } from './desk-support';
import { graphqlClient } from './graphql';
import { adminToken } from './http';

/**
 * The broker desk is not flooded: the same request again joins its open case (told so, and never shown another's
 * answer), open cases are capped per e-mail and per client address a day, and a case's title always fits its field.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

describe.each(targets)('the broker desk’s inbox on %s', (target) => {
  let url: string;
  let token: string;
  let db: Knex;
  const { deskQuote, save } = deskTools(() => ({ url, token }));

  beforeAll(async () => {
    // The run's shared office CMS (commerce-cms.ts), whose caps are 2 open cases per e-mail and 3 per client address a
    // day: this suite's e-mails and its clients' addresses are its own.
    const cms = await sharedCommerceCms(target, 'office');
    db = connectTestDatabase(cms.env);
    url = cms.url;
    token = await adminToken(url, cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('merges the same request again into the open case (also when another browser replays it), and tells the customer so', async () => {
    const email = 'desk-again@example.ee';
    const first = await deskQuote('forestry-machine', 'en', email, graphqlClient(url), { serialNumber: 'AGAIN-1' });
    // The same customer again, the serial typed otherwise; then someone else replaying the request from another address.
    const again = await deskQuote('forestry-machine', 'en', email.toUpperCase(), graphqlClient(url), { serialNumber: 'again 1' });
    const replayed = await deskQuote('forestry-machine', 'en', email, graphqlClient(url), { serialNumber: 'AGAIN-1' });
    for (const repeat of [again, replayed]) {
      expect(repeat.line).toMatchObject({ status: 'unavailable', reason: 'deskAlreadyAsked', premium: null, desk: { office: 'Tartu office', answerBy: first.line.desk.answerBy } });
      expect(repeat.quote.deskPending).toBe(0);
    }
    const cases = await db('desk_cases').whereRaw('lower(customer_email) = ?', [email]);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ line_id: first.line.id, repeats: 2 });

    // Answered, the offer is the first request's: a replayed request's line never shows it.
    expect((await save(first.deskCase.documentId, { state: 'answered', premiumEuros: 999 })).status).toBe(200);
    expect((await first.read()).offers.find((offer: Line) => offer.id === first.line.id)).toMatchObject({ status: 'offer', premium: 99900 });
    expect((await replayed.read()).offers.find((offer: Line) => offer.id === replayed.line.id)).toMatchObject({ status: 'unavailable', premium: null });
    // Once the case is answered, a new request opens a new case.
    const after = await deskQuote('forestry-machine', 'en', email, graphqlClient(url), { serialNumber: 'AGAIN-1' });
    expect(after.line.status).toBe('pending');
  });

  it('caps the open cases per e-mail and per client address a day, with a clear refusal', async () => {
    const start = (client: ReturnType<typeof graphqlClient>, email: string, serialNumber: string) =>
      client.query(START, { form: 'forestry-machine', input: { ...inputs['forestry-machine'], email, serialNumber }, lang: 'en' });
    // Two open cases for one e-mail (DESK_CASES_PER_EMAIL_PER_DAY=2), from two addresses: a third is refused.
    expect((await start(graphqlClient(url), 'desk-flood@example.ee', 'FLOOD-1')).data.startQuote.rejection).toBeNull();
    expect((await start(graphqlClient(url), 'desk-flood@example.ee', 'FLOOD-2')).data.startQuote.rejection).toBeNull();
    expect((await start(graphqlClient(url), 'Desk-Flood@example.ee', 'FLOOD-3')).data.startQuote).toEqual({ quote: null, rejection: { code: 'deskLimitReached' } });
    // Three from one address (DESK_CASES_PER_ADDRESS_PER_DAY=3), each with its own e-mail: a fourth is refused.
    const one = graphqlClient(url);
    for (const n of [1, 2, 3]) expect((await start(one, `desk-flood-${n}@example.ee`, `ADDRESS-${n}`)).data.startQuote.rejection).toBeNull();
    expect((await start(one, 'desk-flood-4@example.ee', 'ADDRESS-4')).data.startQuote.rejection).toEqual({ code: 'deskLimitReached' });
    expect(await db('desk_cases').where({ customer_email: 'desk-flood-4@example.ee' })).toEqual([]);
  });

  it('gives a case a title that fits its field with the longest valid e-mail address, so staff can save it', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ee`;
    expect(email).toHaveLength(254);
    const { deskCase } = await deskQuote('forestry-machine', 'en', email, graphqlClient(url), { serialNumber: 'LONG-1' });
    expect(deskCase.title.length).toBeLessThanOrEqual(200);
    expect(deskCase.title).toMatch(/^Metsatöömasina kindlustus · Saarte Kindlustus AS · a{64}@b{63}\.c+…$/);
    expect((await save(deskCase.documentId, { state: 'declined', declineReason: 'Ei kindlusta.' })).status).toBe(200);
  });
});
