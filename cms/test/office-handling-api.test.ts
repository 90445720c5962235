import { randomUUID } from 'crypto';
import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import type { Knex } from 'knex';
import { connectTestDatabase } from './aged-rows';
import { sharedCommerceCms } from './commerce-cms';
import { deskTools, type Line } from './desk-support';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { ADD, CONFIRM, POLL, QUOTE } from './purchase-operations';
import type { SharedCms } from './shared-cms';
import { staffMember } from './staff-members';
import { addTariffInsurer } from './tariff-insurer';
import { until } from './waiting';

/**
 * The office's handling pages, through their admin routes (/admin/office/…) as the pages call them: a Broker answers
 * or declines a desk case, concludes a policy, marks a refund done with the bank's reference and decides a data
 * request; each goes through the same checks and effects as a save in the content manager, and the customer sees it.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const traffic = sampleQuoteInputs(todayInTallinn()).traffic as Record<string, unknown>;
const MY_POLICIES = `{ myPolicies { active { id policyNumber state } upcoming { id policyNumber state } refundsDue { orderId amount reason } refunds { orderId amount full } } }`;

describe.each(targets)('the office handling pages on %s', (target) => {
  let cms: SharedCms;
  let url: string;
  let admin: string;
  let broker: string;
  let db: Knex;

  beforeAll(async () => {
    // The shared CMS of the suites of policies staff conclude (commerce-cms.ts), where the insurer `vaike` priced from
    // its tariff book is added (a test below), which every quote then asks.
    cms = await sharedCommerceCms(target, 'concluding');
    url = cms.url;
    db = connectTestDatabase(cms.env);
    admin = await adminToken(url, cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
    broker = await staffMember(url, admin, 'broker', 'office-broker@tarkus.ee');
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const { deskQuote, login } = deskTools(() => ({ url, token: admin }));
  const office = (route: string, body?: unknown, token = broker) => request(url, `/admin/office/${route}`, { method: body === undefined ? 'GET' : 'POST', token, body });
  const lineOf = async (read: () => Promise<{ offers: Line[] }>, id: string) => (await read()).offers.find((offer) => offer.id === id)!;

  it('answers a desk case: the readable form, a preview, a broken answer named at its field, the offer on the customer’s quote, no second answer', async () => {
    // Naming the database: one jest process running both gives both databases' CMSs of the set one mail folder.
    const email = `office-offer-${target}@example.ee`;
    const { line, read, deskCase } = await deskQuote('forestry-machine', 'en', email);

    const view = await office(`desk-cases/${deskCase.documentId}/view`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ state: 'open', facts: { insurerName: 'Saarte Kindlustus AS', customerEmail: email, customerLanguage: 'en', office: 'Tartu office' } });
    expect(view.body.data.answers).toContainEqual({ label: 'Masina tüüp', value: 'Harvester' });
    expect(view.body.data.answers).toContainEqual({ label: 'Mark ja mudel', value: 'Ponsse Scorpion King' });

    const offer = { premiumEuros: 1234.5, periodMonths: 12, instalments: '1, 4', validityDays: 10, coverRows: [{ name: 'Fire and theft', amountEuros: 150000, included: true }], deductibles: [{ name: 'Each claim', amountEuros: 500 }], internalReason: 'Priced by Saarte on the phone' };
    const preview = await office(`desk-cases/${deskCase.documentId}/preview`, offer);
    expect(preview.body.data).toMatchObject({ outcome: 'offer', premium: 123450, instalmentsAllowed: [1, 4], coverRows: [{ key: 'Fire and theft', included: true, limit: 15000000 }] });
    expect((await lineOf(read, line.id)).status).toBe('pending');

    const broken = await office(`desk-cases/${deskCase.documentId}/answer`, { ...offer, premiumEuros: '' });
    expect([broken.status, broken.body.error.field]).toEqual([422, 'premiumEuros']);
    const badRow = await office(`desk-cases/${deskCase.documentId}/answer`, { ...offer, documents: [{ title: 'Terms', url: 'not a link', kind: 'terms' }] });
    expect([badRow.status, badRow.body.error.field]).toEqual([422, 'documents.0.url']);
    expect((await lineOf(read, line.id)).status).toBe('pending');

    const answered = await office(`desk-cases/${deskCase.documentId}/answer`, offer);
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ state: 'answered', staff: { premiumEuros: 1234.5, internalReason: 'Priced by Saarte on the phone' }, line: { outcome: 'offer', premium: 123450 } });
    expect(await lineOf(read, line.id)).toMatchObject({ status: 'offer', premium: 123450, instalmentsAllowed: [1, 4], coverRows: [{ key: 'Fire and theft', included: true, limit: 15000000 }], deductibles: [{ key: 'Each claim', amount: 50000 }] });
    await until('the customer’s e-mail', () => readMails(cms.env.EMAIL_FOLDER!).find((mail) => mail.to === email));

    const again = await office(`desk-cases/${deskCase.documentId}/answer`, { ...offer, premiumEuros: 99 });
    expect([again.status, again.body.error.field]).toEqual([409, 'state']);
    expect((await lineOf(read, line.id)).premium).toBe(123450);
  });

  it('declines a desk case with the note the customer reads, and refuses a decline without one', async () => {
    const { line, read, deskCase } = await deskQuote('employer-health', 'et', 'office-decline@example.ee');
    const silent = await office(`desk-cases/${deskCase.documentId}/decline`, { declineReason: ' ' });
    expect([silent.status, silent.body.error.field]).toEqual([422, 'declineReason']);
    const declined = await office(`desk-cases/${deskCase.documentId}/decline`, { declineReason: 'Saarte ei kindlusta üle 50 töötajaga ettevõtteid.', premiumEuros: 10 });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ state: 'declined', line: { outcome: 'declined', declineNote: 'Saarte ei kindlusta üle 50 töötajaga ettevõtteid.' } });
    expect(await lineOf(read, line.id)).toMatchObject({ status: 'declined', declineNote: 'Saarte ei kindlusta üle 50 töötajaga ettevõtteid.', premium: null });
  });

  it('keeps editors and HR out of the office’s handling', async () => {
    const { deskCase } = await deskQuote('forestry-machine', 'et', 'office-roles@example.ee');
    for (const [code, email] of [['strapi-editor', 'office-editor@tarkus.ee'], ['hr', 'office-hr@tarkus.ee']] as const) {
      const token = await staffMember(url, admin, code, email);
      expect((await office(`desk-cases/${deskCase.documentId}/view`, undefined, token)).status).toBe(403);
      expect((await office(`desk-cases/${deskCase.documentId}/answer`, { premiumEuros: 100 }, token)).status).toBe(403);
    }
    expect((await request(url, `/admin/office/desk-cases/${deskCase.documentId}/view`)).status).toBe(401);
    expect((await office(`desk-cases/${deskCase.documentId}/view`)).body.data.state).toBe('open');
  });

  it('concludes a policy with the insurer’s number and PDF, refused with the field named until both are right', async () => {
    await addTariffInsurer(target, url, admin);

    const client = graphqlClient(url);
    const QUOTE_OFFERS = QUOTE.replace('offers { id status }', 'offers { id status insurerId }');
    const offers = (await client.query(QUOTE_OFFERS, { form: 'traffic', input: { ...traffic, plate: '433 VKE', policyholderCode: '40504040001' } })).data.requestQuote.quote.offers;
    const offer = offers.find((entry: Line) => entry.insurerId === 'vaike' && entry.status === 'offer');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    await login(client);
    const PAY = `mutation { startPayment(idempotencyKey: "office-conclude", language: "et", bank: "LHV", email: "office-conclude@example.ee", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { code } } }`;
    const order = (await client.query(PAY)).data.startPayment.order;
    const paid = await fetch(order.paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString() });
    expect(paid.status).toBe(303);
    const entry = await until('the policy to conclude', async () =>
      ((await request(url, '/content-manager/collection-types/api::policy-conclusion.policy-conclusion', { token: broker })).body.results as Line[]).find((row) => row.paymentReference === order.id));

    const view = await office(`conclusions/${entry.documentId}/view`);
    expect(view.body.data).toMatchObject({ state: 'open', facts: { insurerName: 'Väike Kindlustus', email: 'office-conclude@example.ee', paymentReference: order.id }, policyNumber: null, document: null });
    const withoutPdf = await office(`conclusions/${entry.documentId}/conclude`, { policyNumber: 'VK-2026-000200' });
    expect([withoutPdf.status, withoutPdf.body.error.field]).toEqual([422, 'document']);

    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.4\n% Väike VK-2026-000200\n%%EOF\n'], { type: 'application/pdf' }), 'VK-2026-000200.pdf');
    const [pdf] = (await (await fetch(`${url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${broker}` }, body: form })).json()) as [{ id: number }];
    const badNumber = await office(`conclusions/${entry.documentId}/conclude`, { policyNumber: '<x>', document: pdf.id });
    expect([badNumber.status, badNumber.body.error.field]).toEqual([422, 'policyNumber']);
    const concluded = await office(`conclusions/${entry.documentId}/conclude`, { policyNumber: 'VK-2026-000200', document: pdf.id });
    expect(concluded.status).toBe(200);
    expect(concluded.body.data).toMatchObject({ state: 'concluded', policyNumber: 'VK-2026-000200' });
    const mine = (await client.query(MY_POLICIES)).data.myPolicies;
    expect([...mine.active, ...mine.upcoming]).toContainEqual(expect.objectContaining({ state: 'issued', policyNumber: 'VK-2026-000200' }));
    const again = await office(`conclusions/${entry.documentId}/conclude`, { policyNumber: 'VK-2026-000201', document: pdf.id });
    expect([again.status, again.body.error.field]).toEqual([409, 'state']);
  });

  it('marks a refund done with the bank’s reference: the customer sees the money returned, once', async () => {
    const documentId = randomUUID().replace(/-/g, '').slice(0, 24);
    const now = new Date();
    const stamp = cms.env.DATABASE_CLIENT === 'postgres' ? now : now.getTime();
    await db('payment_orders').insert({
      document_id: documentId, reference: 'OFFICE-REFUND-1', personal_code: '40504040001', idempotency_scope: `office-refund-${documentId}`, lines: '[]', amount: 12345, currency: 'EUR',
      status: 'REFUND_DUE', refund_amount: 12345, refund_reason: 'paidTwice', email: 'office-refund@example.ee', created_at: stamp, updated_at: stamp, published_at: stamp,
    });
    const client = graphqlClient(url);
    await login(client);
    expect((await client.query(MY_POLICIES)).data.myPolicies.refundsDue).toContainEqual({ orderId: 'OFFICE-REFUND-1', amount: 12345, reason: 'paidTwice' });

    const view = await office(`refunds/${documentId}/view`);
    expect(view.body.data).toMatchObject({ status: 'REFUND_DUE', amountDue: 12345, facts: { reference: 'OFFICE-REFUND-1', refundReason: 'paidTwice' } });
    const unnamed = await office(`refunds/${documentId}/done`, { reference: ' ' });
    expect([unnamed.status, unnamed.body.error.field]).toEqual([422, 'reference']);
    const done = await office(`refunds/${documentId}/done`, { reference: 'LHV 2026112700042' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'REFUNDED', refundedAmount: 12345, refunds: [{ uuid: 'bank:LHV 2026112700042', amount: 12345, status: 'SUCCESSFUL' }] });
    const account = (await client.query(MY_POLICIES)).data.myPolicies;
    expect(account.refundsDue).toEqual([]);
    expect(account.refunds).toContainEqual({ orderId: 'OFFICE-REFUND-1', amount: 12345, full: true });
    const second = await office(`refunds/${documentId}/done`, { reference: 'LHV 2026112700043' });
    expect([second.status, second.body.error.field]).toEqual([409, 'state']);
  });

  it('records one refund when two members of staff mark it done at the same moment with different references', async () => {
    const documentId = randomUUID().replace(/-/g, '').slice(0, 24);
    const stamp = cms.env.DATABASE_CLIENT === 'postgres' ? new Date() : Date.now();
    await db('payment_orders').insert({
      document_id: documentId, reference: 'OFFICE-REFUND-2', personal_code: '40504040001', idempotency_scope: `office-refund-${documentId}`, lines: '[]', amount: 5000, currency: 'EUR',
      status: 'REFUND_DUE', refund_amount: 5000, refund_reason: 'paidTwice', email: 'office-refund@example.ee', created_at: stamp, updated_at: stamp, published_at: stamp,
    });
    const answers = await Promise.all(['SEB 1', 'SEB 2', 'SEB 3'].map((reference) => office(`refunds/${documentId}/done`, { reference })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const view = await office(`refunds/${documentId}/view`);
    expect(view.body.data).toMatchObject({ status: 'REFUNDED', refundedAmount: 5000 });
    expect(view.body.data.refunds).toHaveLength(1);
  });

  it('approves a customer’s erasure request, and refuses another without a note', async () => {
    const insert = async (publicId: string) => {
      const documentId = randomUUID().replace(/-/g, '').slice(0, 24);
      const stamp = cms.env.DATABASE_CLIENT === 'postgres' ? new Date() : Date.now();
      await db('data_requests').insert({ document_id: documentId, public_id: publicId, kind: 'erasure', state: 'pending', personal_code: '38001010005', customer_name: 'Mari Maasikas', language: 'et', requested_at: stamp, created_at: stamp, updated_at: stamp, published_at: stamp });
      return documentId;
    };
    const approvedId = await insert('office-erasure-1');
    const view = await office(`data-requests/${approvedId}/view`);
    expect(view.body.data).toMatchObject({ state: 'pending', facts: { kind: 'erasure', customerName: 'Mari Maasikas' } });
    expect(new Date(view.body.data.deadline).getTime() - Date.now()).toBeGreaterThan(27 * 24 * 3600_000);
    expect((await office(`data-requests/${approvedId}/done`, {})).status).toBe(422);
    const approved = await office(`data-requests/${approvedId}/approve`, { note: 'Ühtegi kehtivat poliisi ei ole.' });
    expect(approved.body.data).toMatchObject({ state: 'approved', staffNote: 'Ühtegi kehtivat poliisi ei ole.' });
    expect((await office(`data-requests/${approvedId}/refuse`, { note: 'too late' })).status).toBe(409);

    const refusedId = await insert('office-erasure-2');
    const silent = await office(`data-requests/${refusedId}/refuse`, { note: '' });
    expect([silent.status, silent.body.error.field]).toEqual([422, 'note']);
    expect((await office(`data-requests/${refusedId}/refuse`, { note: 'Leping kehtib, andmeid peame hoidma.' })).body.data.state).toBe('refused');
  });
});
