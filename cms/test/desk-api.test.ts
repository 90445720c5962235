import { todayInTallinn } from '@kindlustus/domain';
import { localizePath } from '@kindlustus/routes';
import type { Knex } from 'knex';
import { ageRows, connectTestDatabase } from './aged-rows';
import { sharedCommerceCms } from './commerce-cms';
import { graphqlClient } from './graphql';
import { casesApi, deskTools, type Line } from './desk-support';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { ADD, CONFIRM, POLL } from './purchase-operations';
import { until } from './waiting';

/**
 * The broker desk: a quote for a product an insurer sells through our staff (the seed's Saarte Kindlustus, pricing
 * desk) opens a case in the admin's Broker desk inbox; staff answer it there (the Content Manager's API, which
 * saves through the document service) and the customer sees the answer in the quote and by e-mail.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

describe.each(targets)('the broker desk on %s', (target) => {
  let url: string;
  let token: string;
  let db: Knex;
  let mailFolder: string;

  beforeAll(async () => {
    // The run's shared office CMS (commerce-cms.ts): seeded, and as on a live site no sale without the insurer's terms
    // and IPID. Its mail folder is shared: each test reads only the mails to its own customer's address.
    const cms = await sharedCommerceCms(target, 'office');
    mailFolder = cms.env.EMAIL_FOLDER!;
    db = connectTestDatabase(cms.env);
    url = cms.url;
    token = await adminToken(url, cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const { deskQuote, save, uploaded, login, pay } = deskTools(() => ({ url, token }));
  const mailTo = (email: string) => until(`the e-mail to ${email}`, () => readMails(mailFolder).find((mail) => mail.to === email));

  it('opens a case with every answer for staff, and shows the customer who answers by when', async () => {
    const { quote, line, deskCase } = await deskQuote('forestry-machine', 'en', 'desk-open@example.ee');
    expect(line).toMatchObject({ insurerName: 'Saarte Kindlustus AS', status: 'pending', premium: null, desk: { office: 'Tartu office' } });
    expect(new Date(line.desk.answerBy).getTime()).toBeGreaterThan(Date.now());
    // The machines' insurers have answered; the desk's line waits apart and is not timed out.
    expect(quote.deskPending).toBe(1);
    expect(quote.insurersAsked).toBe(quote.offers.length - 1);

    expect(deskCase).toMatchObject({ state: 'open', product: 'forestry-machine', insurerName: 'Saarte Kindlustus AS', customerEmail: 'desk-open@example.ee', customerLanguage: 'en', office: 'Tartu office' });
    expect(new Date(deskCase.answerBy).toISOString()).toBe(line.desk.answerBy);
    // In the staff's language, with the form's labels and choices and money in euros.
    expect(deskCase.answers).toContain('Masina tüüp: Harvester');
    expect(deskCase.answers).toContain('Mark ja mudel: Ponsse Scorpion King');
    expect(deskCase.answers).toContain('Masinat antakse rendile: ei');
    expect(deskCase.answers).toMatch(/Masina väärtus: 420\s000,00\s€/);
    expect(deskCase.answersData).toMatchObject({ serialNumber: 'PS-2019-00731' });
  });

  it('puts the staff’s offer on the customer’s quote at once and e-mails its link, and refuses a broken answer or a second one', async () => {
    const email = 'desk-offer@example.ee';
    const { line, read, deskCase } = await deskQuote('forestry-machine', 'en', email);

    const broken = await save(deskCase.documentId, { state: 'answered', instalments: '1, 4' });
    expect(broken.status).toBe(403);
    expect(broken.body.error.message).toMatch(/^premiumEuros: /);
    const badLink = await save(deskCase.documentId, { state: 'answered', premiumEuros: 1234.5, documents: [{ title: 'Terms', url: 'not a link' }] });
    expect(badLink.body.error.message).toMatch(/^documents\.0\.url: /);
    expect((await read()).offers.find((offer: Line) => offer.id === line.id).status).toBe('pending');

    const answered = await save(deskCase.documentId, {
      lineId: 'another-customers-line', quoteId: 'another-quote',
      state: 'answered', premiumEuros: 1234.5, periodMonths: 12, instalments: '1, 4', validityDays: 10,
      coverRows: [{ name: 'Fire and theft', amountEuros: 150000, included: true }],
      deductibles: [{ name: 'main', amountEuros: 500 }],
      compensationLimits: [{ name: 'Downtime', amountEuros: 3000 }],
      documents: [{ title: 'Saarte machinery terms', url: 'https://saarte.example/terms.pdf' }],
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ state: 'answered', lineId: deskCase.lineId, quoteId: deskCase.quoteId });

    const quote = await read();
    expect(quote).toMatchObject({ complete: true, deskPending: 0 });
    const offer = quote.offers.find((entry: Line) => entry.id === line.id);
    expect(offer).toMatchObject({
      status: 'offer', premium: 123450, valid: true, instalmentsAllowed: [1, 4],
      coverRows: [{ key: 'Fire and theft', included: true, limit: 15000000 }], deductibles: [{ key: 'main', amount: 50000, percent: null }],
      compensationLimits: [{ key: 'Downtime', amount: 300000 }], documentLinks: [{ title: 'Saarte machinery terms', url: 'https://saarte.example/terms.pdf' }],
    });
    const days = (new Date(offer.validUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Offer from Saarte Kindlustus AS: Forestry machine insurance');
    expect(mail.text).toContain('Premium: €1,234.50');
    expect(mail.text).toContain(`http://localhost:8000${localizePath('forestryMachineOffer', 'en', { id: line.id })}`);
    expect(mail.html).toContain('<html lang="en">');

    const again = await save(deskCase.documentId, { state: 'answered', premiumEuros: 99 });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toMatch(/^state: this case was answered at .*; it cannot be answered again$/);
    expect((await read()).offers.find((entry: Line) => entry.id === line.id).premium).toBe(123450);
  });

  it('shows a decline with the staff’s reason and e-mails it in the quote’s language', async () => {
    const email = 'desk-decline@example.ee';
    const owner = graphqlClient(url);
    const { line, read, deskCase } = await deskQuote('employer-health', 'et', email, owner);
    expect(line.desk.office).toBe('Tartu kontor');
    expect(deskCase.answers).toContain('Pakett: ');

    const withoutReason = await save(deskCase.documentId, { state: 'declined' });
    expect(withoutReason.body.error.message).toMatch(/^declineReason: /);
    const internal = 'Kahe töötaja diagnoosid ületavad kindlustusandja piiri.';
    const declined = await save(deskCase.documentId, { state: 'declined', declineReason: 'Kindlustusandja ei kindlusta alla 10 töötajaga ettevõtteid.', internalReason: internal });
    expect(declined.status).toBe(200);
    // The internal reason stays with the case in the admin, and nowhere else.
    expect((await request(url, `${casesApi}/${deskCase.documentId}`, { token })).body.data.internalReason).toBe(internal);
    expect(JSON.stringify(await db('offers').where({ public_id: line.id }))).not.toContain('diagnoosid');

    const offer = (await read()).offers.find((entry: Line) => entry.id === line.id);
    expect(offer).toMatchObject({ status: 'declined', reason: 'deskDeclined', declineNote: 'Kindlustusandja ei kindlusta alla 10 töötajaga ettevõtteid.', premium: null });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Saarte Kindlustus AS ei tee pakkumist: Tööandja tervisekindlustus');
    expect(mail.text).toContain('Põhjus: Kindlustusandja ei kindlusta alla 10 töötajaga ettevõtteid.');
    expect(`${mail.text}${mail.html}`).not.toContain('diagnoosid');

    // The note may tell of the customer's staff's health: the offer's link alone does not show it to another person.
    const OFFER = `query($id: ID!) { insuranceOffer(id: $id) { id status reason declineNote owned } }`;
    const stranger = (await graphqlClient(url).query(OFFER, { id: line.id })).data.insuranceOffer;
    expect(stranger).toMatchObject({ status: 'declined', reason: 'deskDeclined', owned: false, declineNote: null });
    expect((await owner.query(OFFER, { id: line.id })).data.insuranceOffer).toMatchObject({ owned: true, declineNote: 'Kindlustusandja ei kindlusta alla 10 töötajaga ettevõtteid.' });
  });

  it('forgets a case with its quote once the quote’s retention is over (it repeats the customer’s answers)', async () => {
    const { quoteId } = await deskQuote('forestry-machine', 'et', 'desk-old@example.ee');
    expect(await db('desk_cases').where({ quote_id: quoteId })).toHaveLength(1);
    expect(await ageRows(db, 'quote_requests', { public_id: quoteId }, 91)).toBe(1);
    // The quote goes last, after its offers and cases.
    await until('the sweep', async () => (await db('quote_requests').where({ public_id: quoteId })).length === 0);
    expect(await db('desk_cases').where({ quote_id: quoteId })).toEqual([]);
  });

  it('makes no case by hand: cases come from customers’ quotes', async () => {
    const made = await request(url, casesApi, { method: 'POST', token, body: { product: 'forestry-machine', lineId: 'x', quoteId: 'y' } });
    expect(made.status).toBe(403);
    expect(made.body.error.message).toMatch(/^state: cases come from customers’ quotes/);
  });

  it('sells the desk’s offer: paid, it waits for staff to conclude it with the insurer, then the customer has the insurer’s policy', async () => {
    const email = 'desk-bought@example.ee';
    const client = graphqlClient(url);
    await login(client);
    const { line, read, deskCase } = await deskQuote('forestry-machine', 'et', email, client);
    // Staff attach the insurer's terms and IPID (from the media library, or its https address) with their kind.
    const terms = await uploaded('saarte-terms.pdf', '%PDF-1.4\n% Saarte metsamasinate tingimused 2026.1\n%%EOF\n');
    const ipid = await uploaded('saarte-ipid.pdf', '%PDF-1.4\n% Saarte IPID\n%%EOF\n');
    expect((await save(deskCase.documentId, {
      state: 'answered', premiumEuros: 2890, instalments: '1', validityDays: 14, coverRows: [{ name: 'Kõik riskid', amountEuros: 380000, included: true }],
      documents: [{ title: 'Saarte tingimused', url: terms.url, kind: 'terms', version: '2026.1' }, { title: 'Saarte IPID', url: ipid.url, kind: 'ipid' }],
    })).status).toBe(200);
    expect((await read()).offers.find((offer: Line) => offer.id === line.id).status).toBe('offer');

    expect((await client.query(CONFIRM, { id: line.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: line.id })).data.addToCart.rejection).toBeNull();
    // The payment page names the attached documents as those the customer accepts.
    const named = (await client.query(`{ cart { lines { documents(language: "et") { title kind version } } } }`)).data.cart.lines[0].documents;
    expect(named).toEqual([{ title: 'Saarte tingimused', kind: 'terms', version: '2026.1' }, { title: 'Saarte IPID', kind: 'ipid', version: todayInTallinn() }]);
    const order = (await pay(client, 'desk-bought', email, true)).order!;
    const bank = await fetch(order.paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'bank=LHV&action=pay' });
    expect(bank.status).toBe(303);

    const POLICIES = `query($id: ID!) { paymentOrder(id: $id) { status policies { id state policyNumber concludeBy documentUrl insurerName saleRecord { documents { title kind version url sha256 } } } } }`;
    const paid = await until('the concluding policy', async () => {
      const current = (await client.query(POLICIES, { id: order.id })).data.paymentOrder;
      return current.policies.length ? current : null;
    });
    expect(paid.policies[0]).toMatchObject({ state: 'concluding', policyNumber: null, documentUrl: null, insurerName: 'Saarte Kindlustus AS' });
    // The sale kept the very files the customer was given, by their SHA-256, as for an API insurer's documents.
    expect(paid.policies[0].saleRecord.documents).toEqual([
      { title: 'Saarte tingimused', kind: 'terms', version: '2026.1', url: terms.url, sha256: terms.sha256 },
      { title: 'Saarte IPID', kind: 'ipid', version: todayInTallinn(), url: ipid.url, sha256: ipid.sha256 },
    ]);

    const conclusions = '/content-manager/collection-types/api::policy-conclusion.policy-conclusion';
    const entry = (await request(url, `${conclusions}?page=1&pageSize=50&sort=id:DESC`, { token })).body.results.find((row: Line) => row.paymentReference === order.id);
    expect(entry).toMatchObject({ state: 'open', insurerCode: 'saarte', product: 'forestry-machine', email });
    const form = new FormData();
    const pdfText = '%PDF-1.4\n% Saarte Kindlustus SK-2026-004711\n%%EOF\n';
    form.append('files', new Blob([pdfText], { type: 'application/pdf' }), 'SK-2026-004711.pdf');
    const [pdf] = (await (await fetch(`${url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as [{ id: number }];
    const concluded = await request(url, `${conclusions}/${entry.documentId}`, { method: 'PUT', token, body: { policyNumber: 'SK-2026-004711', document: pdf.id, state: 'concluded' } });
    expect(concluded.status).toBe(200);

    const issued = (await client.query(POLICIES, { id: order.id })).data.paymentOrder.policies[0];
    expect(issued).toMatchObject({ state: 'issued', policyNumber: 'SK-2026-004711', concludeBy: null });
    const download = await fetch(`${url}${issued.documentUrl}`, { headers: { cookie: client.cookieHeader() } });
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe(pdfText);
    const mail = await until('the policy e-mail', () => readMails(mailFolder).find((entry) => entry.to === email && entry.subject.includes('SK-2026-004711')));
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['SK-2026-004711.pdf']);
  });

  it('refuses to sell a desk offer answered without the insurer’s terms and IPID, as an insurer’s offer without them', async () => {
    const client = graphqlClient(url);
    await login(client);
    const { line, deskCase } = await deskQuote('forestry-machine', 'et', 'desk-no-documents@example.ee', client, { serialNumber: 'NO-DOCS-1' });
    expect((await save(deskCase.documentId, { state: 'answered', premiumEuros: 1500, documents: [{ title: 'Pakkumine', url: 'https://saarte.example/offer.pdf', kind: 'other' }] })).status).toBe(200);
    expect((await client.query(CONFIRM, { id: line.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: line.id })).data.addToCart.rejection).toBeNull();
    expect((await pay(client, 'desk-no-documents', 'desk-no-documents@example.ee', true)).rejection).toEqual({ code: 'documentsMissing' });
  });

  it('states in the demands and needs only the offers the customer saw, and who is still to answer', async () => {
    const client = graphqlClient(url);
    const { quote } = await deskQuote('forestry-machine', 'en', 'desk-needs@example.ee', client, { serialNumber: 'NEEDS-1' });
    const offered = quote.offers.filter((offer: Line) => offer.status === 'offer');
    const declined = quote.offers.filter((offer: Line) => offer.status === 'declined' || offer.status === 'unavailable');
    expect(offered.length).toBeGreaterThan(0);
    expect((await client.query(CONFIRM, { id: offered[0].id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offered[0].id })).data.addToCart.rejection).toBeNull();
    const [cartLine] = (await client.query(`{ cart { lines { demandsAndNeeds(language: "en") } } }`)).data.cart.lines;
    const statement: string = cartLine.demandsAndNeeds;
    expect(statement).toContain(`We compared the offers of ${offered.length} insurer${offered.length === 1 ? '' : 's'} (`);
    expect(statement).toMatch(/Still to answer: Saarte Kindlustus AS\.$/);
    expect(statement.split('Still to answer')[0]).not.toContain('Saarte');
    if (declined.length) expect(statement).toContain(`No offer from: ${declined.map((offer: Line) => offer.insurerName).join(', ')}.`);
  });
});
