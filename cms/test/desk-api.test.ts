import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { localizePath } from '@kindlustus/routes';
import type { Knex } from 'knex';
import { ageRows, connectTestDatabase } from './aged-rows';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { bootCms } from './strapi-process';
import { ADD, CONFIRM, POLL } from './purchase-operations';
import { until } from './waiting';

/**
 * The broker desk: a quote for a product an insurer sells through our staff (the seed's Saarte Kindlustus, pricing
 * desk) opens a case in the admin's Broker desk inbox; staff answer it there (the Content Manager's API, which
 * saves through the document service) and the customer sees the answer in the quote and by e-mail.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const casesApi = '/content-manager/collection-types/api::desk-case.desk-case';
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());

const LINE = 'id insurerId insurerName status reason declineNote premium instalmentsAllowed coverRows { key included limit } deductibles { key amount percent } compensationLimits { key amount } documentLinks { title url } validUntil valid desk { office answerBy }';
const START = `mutation($form: String!, $input: JSON!, $lang: String) { startQuote(form: $form, input: $input, language: $lang) { quote { id } rejection { code } } }`;
const READ = `query($id: ID!) { customerQuote(id: $id) { complete deskPending insurersAsked insurersAnswered offers { ${LINE} } } }`;
type Line = Record<string, any>;

describe.each(targets)('the broker desk on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let url: string;
  let token: string;
  let db: Knex;
  const mailFolder = mkdtempSync(path.join(tmpdir(), 'desk-mail-'));

  beforeAll(async () => {
    booted = await bootCms(target, { SEED: 'true', EMAIL_FOLDER: mailFolder, JOB_POLL_MS: '300', HOUSEKEEPING_INTERVAL_MS: '500', QUOTE_RATE_BURST: '100', QUOTE_RATE_PER_MINUTE: '600' });
    db = connectTestDatabase(booted.env);
    url = booted.cms.url;
    token = await adminToken(url, booted.env.ADMIN_EMAIL!, booted.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await db?.destroy();
    await booted?.stop();
  });

  /** A quote in `lang` whose insurers by machine have all answered; the desk's line still waits. */
  async function deskQuote(form: 'forestry-machine' | 'employer-health', lang: string, email: string, client = graphqlClient(url)) {
    const started = (await client.query(START, { form, input: { ...inputs[form], email }, lang })).data.startQuote;
    expect(started.rejection).toBeNull();
    const read = async () => (await client.query(READ, { id: started.quote.id })).data.customerQuote;
    const quote = await until('the insurers by machine', async () => {
      const current = await read();
      return current.complete ? current : null;
    });
    const line: Line = quote.offers.find((offer: Line) => offer.insurerId === 'saarte');
    const cases = (await request(url, `${casesApi}?page=1&pageSize=100&sort=id:DESC`, { token })).body.results as Line[];
    const found = cases.find((row) => row.quoteId === started.quote.id)!;
    return { quoteId: started.quote.id as string, quote, line, read, deskCase: found };
  }

  const save = (documentId: string, data: Record<string, unknown>) => request(url, `${casesApi}/${documentId}`, { method: 'PUT', token, body: data });
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
    const { line, read, deskCase } = await deskQuote('employer-health', 'et', email);
    expect(line.desk.office).toBe('Tartu kontor');
    expect(deskCase.answers).toContain('Pakett: ');

    const withoutReason = await save(deskCase.documentId, { state: 'declined' });
    expect(withoutReason.body.error.message).toMatch(/^declineReason: /);
    expect((await save(deskCase.documentId, { state: 'declined', declineReason: 'Kindlustusandja ei kindlusta alla 10 töötajaga ettevõtteid.' })).status).toBe(200);

    const offer = (await read()).offers.find((entry: Line) => entry.id === line.id);
    expect(offer).toMatchObject({ status: 'declined', reason: 'deskDeclined', declineNote: 'Kindlustusandja ei kindlusta alla 10 töötajaga ettevõtteid.', premium: null });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Saarte Kindlustus AS ei tee pakkumist: Töötajate tervisekindlustus');
    expect(mail.text).toContain('Põhjus: Kindlustusandja ei kindlusta alla 10 töötajaga ettevõtteid.');
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
    const { line, read, deskCase } = await deskQuote('forestry-machine', 'et', email, client);
    expect((await save(deskCase.documentId, { state: 'answered', premiumEuros: 2890, instalments: '1', validityDays: 14, coverRows: [{ name: 'Kõik riskid', amountEuros: 380000, included: true }] })).status).toBe(200);
    expect((await read()).offers.find((offer: Line) => offer.id === line.id).status).toBe('offer');

    expect((await client.query(CONFIRM, { id: line.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: line.id })).data.addToCart.rejection).toBeNull();
    const login = (await client.query(`mutation { startSmartIdLogin(personalCode: "40504040001", language: "et") { login { loginId } rejection { code } } }`)).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: login.login.loginId })).data.pollLogin.state === 'COMPLETE');
    const PAY = `mutation { startPayment(idempotencyKey: "desk-bought", language: "et", bank: "LHV", email: "${email}", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { code } } }`;
    const order = (await client.query(PAY)).data.startPayment.order;
    const bank = await fetch(order.paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'bank=LHV&action=pay' });
    expect(bank.status).toBe(303);

    const POLICIES = `query($id: ID!) { paymentOrder(id: $id) { status policies { id state policyNumber concludeBy documentUrl insurerName } } }`;
    const paid = await until('the concluding policy', async () => {
      const current = (await client.query(POLICIES, { id: order.id })).data.paymentOrder;
      return current.policies.length ? current : null;
    });
    expect(paid.policies[0]).toMatchObject({ state: 'concluding', policyNumber: null, documentUrl: null, insurerName: 'Saarte Kindlustus AS' });

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
});
