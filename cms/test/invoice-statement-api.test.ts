import { readFileSync } from 'fs';
import path from 'path';
import { addDays, isReferenceNumber, sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import type { Knex } from 'knex';
import { connectTestDatabase } from './aged-rows';
import { sharedCommerceCms } from './commerce-cms';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { pdfText } from './pdf-text';
import { ADD, CONFIRM, POLL, QUOTE } from './purchase-operations';
import { REMOVE } from './commerce-operations';
import type { SharedCms } from './shared-cms';
import { staffMember } from './staff-members';
import { nextSuitePlate } from './suite-plates';
import { until } from './waiting';

/**
 * Paying by invoice (issue 44) against a real CMS: a company's cart paid by an invoice (its PDF e-mailed at once,
 * downloadable by its owner), then paid by a bank statement (camt.053) imported in the office: a statement that
 * pays, one that pays too little, one with an unknown reference, the same one twice, staff's "mark paid", and an
 * invoice left unpaid past its due date in the office's today list with no policy.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const traffic = sampleQuoteInputs(todayInTallinn()).traffic as Record<string, unknown>;
const company = '10539549';
const buyer = '40504040001';
const INVOICE_FIELDS = 'id status amount method paymentUrl policies { id policyNumber } invoice { number reference dueDate account accountHolder amount documentUrl received overdue }';
const PAY_BY = `mutation($key: String!, $method: String) { startPayment(idempotencyKey: $key, language: "en", email: "arved@metsavedu.ee", termsAccepted: true, demandsAndNeedsConfirmed: true, method: $method) { order { ${INVOICE_FIELDS} } rejection { status code } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { ${INVOICE_FIELDS} } }`;
const sampleStatement = readFileSync(path.join(__dirname, '../src/invoices/statement-samples/camt053-001-02.xml'), 'utf8');

/** The sample statement (an Estonian bank's camt.053.001.02 layout) with its first credit for this reference and amount, its bank reference made unique. */
function statementPaying(reference: string, cents: number, bankReference: string): string {
  return sampleStatement
    .replace('<Ref>121312952</Ref>', `<Ref>${reference}</Ref>`)
    .replaceAll('<Amt Ccy="EUR">120.50</Amt>', `<Amt Ccy="EUR">${(cents / 100).toFixed(2)}</Amt>`)
    .replaceAll('2026112600A1B2C3', bankReference);
}

describe.each(targets)('paying by invoice on %s', (target) => {
  let cms: SharedCms;
  let url: string;
  let broker: string;
  let db: Knex;

  beforeAll(async () => {
    // The buying suites' shared CMS (commerce-cms.ts), with the broker's IBAN on its invoices. The vehicles are the
    // suite's own (suite-plates.ts); it finds its invoices, their mails and their lines in the office by number.
    cms = await sharedCommerceCms(target, 'purchases');
    url = cms.url;
    db = connectTestDatabase(cms.env);
    const admin = await adminToken(url, cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
    broker = await staffMember(url, admin, 'broker', 'invoice-broker@tarkus.ee');
  });
  afterAll(async () => {
    await db?.destroy();
  });

  async function loggedIn(personalCode: string) {
    const client = graphqlClient(url);
    const started = (await client.query(`mutation { startSmartIdLogin(personalCode: "${personalCode}", language: "en") { login { loginId } } }`)).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
    return client;
  }

  /** The buyer logged in with only a traffic offer in the cart whose policyholder is `holder` (a company's registry code, or a person's code). */
  async function cartFor(holder: string) {
    const client = await loggedIn(buyer);
    // An invoice still waiting for its money keeps its offer in the cart: each test buys on its own.
    for (const line of (await client.query('{ cart { lines { offer { id } } } }')).data.cart.lines) await client.query(REMOVE, { id: line.offer.id });
    const quote = (await client.query(QUOTE, { form: 'traffic', input: { ...traffic, plate: nextSuitePlate(), policyholderCode: holder } })).data.requestQuote;
    expect(quote.rejection).toBeNull();
    const offer = quote.quote.offers.find((entry: { status: string }) => entry.status === 'offer');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    return client;
  }

  async function invoiceOrder() {
    const client = await cartFor(company);
    expect((await client.query('{ cart { invoiceAllowed } }')).data.cart.invoiceAllowed).toBe(true);
    const started = (await client.query(PAY_BY, { key: `invoice-${Math.random().toString(36).slice(2)}`, method: 'invoice' })).data.startPayment;
    expect(started.rejection).toBeNull();
    return { client, order: started.order };
  }

  const importStatement = async (xml: string, token = broker) => {
    const form = new FormData();
    form.append('statement', new Blob([xml], { type: 'application/xml' }), 'statement.xml');
    const answer = await fetch(`${url}/admin/office/statements`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: answer.status, body: (await answer.json()) as any };
  };
  const office = (route: string, body?: unknown) => request(url, `/admin/office/${route}`, { method: body === undefined ? 'GET' : 'POST', token: broker, body });
  const documentIdOf = async (reference: string) => (await db('payment_orders').where({ reference }).first('document_id')).document_id as string;
  const paidWithPolicy = (client: ReturnType<typeof graphqlClient>, id: string) =>
    until('the policy', async () => {
      const current = (await client.query(ORDER, { id })).data.paymentOrder;
      return current.status === 'PAID' && current.policies.length ? current : null;
    });

  it('is offered to a company only: a person\'s cart is refused an invoice, and an unknown method is refused', async () => {
    const client = await cartFor('30303039914');
    expect((await client.query('{ cart { invoiceAllowed } }')).data.cart.invoiceAllowed).toBe(false);
    expect((await client.query(PAY_BY, { key: 'person-invoice-1', method: 'invoice' })).data.startPayment.rejection).toEqual({ status: 409, code: 'invoiceNotAllowed' });
    expect((await client.query(PAY_BY, { key: 'person-invoice-2', method: 'cheque' })).data.startPayment.rejection).toEqual({ status: 400, code: 'invalidPaymentMethod' });
  });

  it('makes an invoice with a 7-3-1 reference and a due date, e-mails its PDF at once, and lets only its owner download it', async () => {
    const { client, order } = await invoiceOrder();
    expect(order).toMatchObject({ status: 'PENDING', method: 'invoice', paymentUrl: null, policies: [] });
    const { invoice } = order;
    expect(isReferenceNumber(invoice.reference)).toBe(true);
    expect(invoice).toMatchObject({ account: 'EE382200221020145685', amount: order.amount, received: 0, overdue: false });
    expect(invoice.dueDate > todayInTallinn()).toBe(true);
    expect(invoice.dueDate <= addDays(todayInTallinn(), 7)).toBe(true);

    const mail = await until('the invoice e-mail', async () => readMails(cms.env.EMAIL_FOLDER!).find((entry) => entry.subject === `Invoice ${invoice.number}`) ?? null);
    expect(mail.to).toBe('arved@metsavedu.ee');
    expect(mail.text).toContain(invoice.reference);
    const attached = await pdfText(mail.attachments[0]!.content);
    expect(attached).toContain(invoice.reference);
    expect(attached).toContain('EE382200221020145685');
    expect(attached).toContain(company);
    expect(attached).toContain('exempt from VAT');

    const owned = await fetch(`${url}${invoice.documentUrl}`, { headers: { cookie: client.cookieHeader() } });
    expect(owned.status).toBe(200);
    expect(owned.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${url}${invoice.documentUrl}`)).status).toBe(401);
    const stranger = await loggedIn('30303039914');
    expect((await fetch(`${url}${invoice.documentUrl}`, { headers: { cookie: stranger.cookieHeader() } })).status).toBe(404);
  });

  it('is paid by an imported statement whose reference and amount match: the policy is issued; the same statement again pays nothing twice', async () => {
    const { client, order } = await invoiceOrder();
    const reference = order.invoice.reference.replace(/\s/g, '');
    const xml = statementPaying(reference, order.amount, `PAYS-${reference}`);
    const imported = await importStatement(xml);
    expect(imported.status).toBe(200);
    const credits = imported.body.data.credits;
    expect(credits.find((credit: any) => credit.reference === reference)).toMatchObject({ outcome: 'paid', order: order.id, amount: order.amount, payer: 'METSAVEDU OU' });
    // The sample's other credits: a reference in the text of no invoice of ours, a batch with an unknown reference.
    expect(credits.filter((credit: any) => credit.outcome === 'unmatched')).toHaveLength(3);
    const paid = await paidWithPolicy(client, order.id);
    expect(paid.invoice).toMatchObject({ received: order.amount, overdue: false });

    const again = await importStatement(xml);
    expect(again.body.data.credits.find((credit: any) => credit.reference === reference)).toMatchObject({ outcome: 'alreadyCounted' });
    const after = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
    expect(after.invoice.received).toBe(order.amount);
    expect(after.policies.map((policy: any) => policy.id)).toEqual(paid.policies.map((policy: any) => policy.id));
  });

  it('pays too little: flagged for staff, not paid, no policy; the rest arriving later pays it', async () => {
    const { client, order } = await invoiceOrder();
    const reference = order.invoice.reference.replace(/\s/g, '');
    const short = await importStatement(statementPaying(reference, order.amount - 500, `SHORT-${reference}`));
    expect(short.body.data.credits.find((credit: any) => credit.reference === reference)).toMatchObject({ outcome: 'underpaid', difference: 500 });
    const waiting = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
    expect(waiting).toMatchObject({ status: 'PENDING', policies: [], invoice: { received: order.amount - 500 } });

    const today = (await office('today')).body;
    const line = today.groups.find((group: any) => group.key === 'invoices').lines.find((entry: any) => entry.title.includes(order.invoice.number));
    expect(line.detail).toContain('makstud liiga vähe');

    const rest = await importStatement(statementPaying(reference, 500, `REST-${reference}`));
    expect(rest.body.data.credits.find((credit: any) => credit.reference === reference)).toMatchObject({ outcome: 'paid' });
    await paidWithPolicy(client, order.id);
  });

  it('pays too much: paid with the policy and flagged; staff record the overpayment returned with the bank\'s reference, once', async () => {
    const { client, order } = await invoiceOrder();
    const reference = order.invoice.reference.replace(/\s/g, '');
    const over = await importStatement(statementPaying(reference, order.amount + 1250, `OVER-${reference}`));
    expect(over.body.data.credits.find((credit: any) => credit.reference === reference)).toMatchObject({ outcome: 'overpaid', difference: 1250 });
    await paidWithPolicy(client, order.id);
    const documentId = await documentIdOf(order.id);
    const invoiceLine = async () => (await office('today')).body.groups.find((group: any) => group.key === 'invoices')?.lines.find((entry: any) => entry.title.includes(order.invoice.number));
    expect((await invoiceLine()).detail).toContain('enammakse 12,50\u00a0€ tagastada');

    // Refused: no bank reference, more than was paid over, a person's mistake kept apart from the state.
    expect((await office(`invoices/${documentId}/overpayment-returned`, { reference: '' })).body.error).toMatchObject({ status: 422, field: 'reference' });
    expect((await office(`invoices/${documentId}/overpayment-returned`, { reference: 'TAGASI-1', amountEuros: 13 })).body.error).toMatchObject({ status: 422, field: 'amountEuros' });

    const returned = await office(`invoices/${documentId}/overpayment-returned`, { reference: 'TAGASI-1' });
    expect(returned.status).toBe(200);
    expect(returned.body.data).toMatchObject({ status: 'PAID', flag: null, received: order.amount });
    expect(returned.body.data.credits.at(-1)).toMatchObject({ key: 'returned:TAGASI-1', amount: -1250, source: 'returned' });
    expect(await invoiceLine()).toBeUndefined();
    // Twice, or with nothing left over: refused; the policy stays.
    expect((await office(`invoices/${documentId}/overpayment-returned`, { reference: 'TAGASI-1' })).body.error).toMatchObject({ status: 409 });
    expect((await office(`invoices/${documentId}/overpayment-returned`, { reference: 'TAGASI-2' })).body.error).toMatchObject({ status: 409, field: 'state' });
    expect((await client.query(ORDER, { id: order.id })).data.paymentOrder).toMatchObject({ status: 'PAID', invoice: { received: order.amount } });
  });

  it('lists a credit with an unknown reference as unmatched and pays nothing with it', async () => {
    const { client, order } = await invoiceOrder();
    const imported = await importStatement(statementPaying('1234561', order.amount, 'UNKNOWN-1'));
    expect(imported.body.data.credits.find((credit: any) => credit.reference === '1234561')).toMatchObject({ outcome: 'unmatched', order: null });
    expect((await client.query(ORDER, { id: order.id })).data.paymentOrder.status).toBe('PENDING');
  });

  it('is marked paid by staff: the policy is issued, and a second mark is refused', async () => {
    const { client, order } = await invoiceOrder();
    const documentId = await documentIdOf(order.id);
    const view = await office(`invoices/${documentId}/view`);
    expect(view.body.data).toMatchObject({ status: 'PENDING', amount: order.amount, received: 0 });
    const marked = await office(`invoices/${documentId}/paid`, {});
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'PAID', received: order.amount });
    await paidWithPolicy(client, order.id);
    expect((await office(`invoices/${documentId}/paid`, {})).body.error).toMatchObject({ status: 409, field: 'state' });
  });

  it('unpaid at its due date: in the office\'s today list as overdue, the customer told, no policy started', async () => {
    const { client, order } = await invoiceOrder();
    // As if the invoice had been issued ten days ago: its due date was yesterday.
    await db('payment_orders').where({ reference: order.id }).update({ invoice_due_date: addDays(todayInTallinn(), -1) });
    const today = (await office('today')).body;
    const line = today.groups.find((group: any) => group.key === 'invoices').lines.find((entry: any) => entry.title.includes(order.invoice.number));
    expect(line).toMatchObject({ overdue: true, link: `/admin/office/invoices/${await documentIdOf(order.id)}` });
    const seen = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
    expect(seen).toMatchObject({ status: 'PENDING', policies: [], invoice: { overdue: true } });
  });

  it('refuses a file that is no camt.053 statement, and a request without a file, at the statement field', async () => {
    expect((await importStatement('<Document><CstmrCdtTrfInitn/></Document>')).body.error).toMatchObject({ status: 422, field: 'statement' });
    expect((await importStatement('not xml')).body.error).toMatchObject({ status: 422, field: 'statement' });
    const empty = await fetch(`${url}/admin/office/statements`, { method: 'POST', headers: { authorization: `Bearer ${broker}` }, body: new FormData() });
    expect(empty.status).toBe(422);
  });
});
