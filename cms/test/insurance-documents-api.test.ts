import { createHash } from 'crypto';
import { addDays, sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { graphqlClient, siteOrigin } from './graphql';
import { readMails } from './mail-folder';
import { adminToken, request } from './http';
import { sandboxTariffs } from '../src/adapters/insurers/sandbox-tariffs';
import { bootCms, cmsDir } from './strapi-process';
import { until } from './waiting';
import { CONFIRM, ADD, POLL, purchaseSuiteEnv } from './purchase-operations';

/**
 * The insurers' documents before payment and what an order keeps of them: the seed gives the sandbox insurers
 * their terms and IPID in three languages; an editor's later version is used only from its date on, and never
 * changes what a sale already kept.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const today = todayInTallinn();
const traffic = sampleQuoteInputs(today).traffic as Record<string, unknown>;
type Client = ReturnType<typeof graphqlClient>;
type Doc = { id: string; title: string; kind: string; version: string; appliesFrom: string; language: string; url: string; size: number };

const DOCUMENT_FIELDS = 'id title kind version appliesFrom language url size';
const QUOTE = `mutation($input: JSON!, $lang: String) { requestQuote(form: "traffic", input: $input, language: "et") {
  quote { offers { id status insurerId documents(language: $lang) { ${DOCUMENT_FIELDS} } } } rejection { code } } }`;
const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "et") { login { loginId } rejection { code } } }`;
const CART = `query($lang: String) { cart { lines { offer { id documents(language: $lang) { ${DOCUMENT_FIELDS} } } documents(language: $lang) { ${DOCUMENT_FIELDS} } demandsAndNeeds(language: $lang, sort: "deductible") } } }`;
const PAY = `mutation($key: String!, $lang: String!, $terms: Boolean, $needs: Boolean) { startPayment(idempotencyKey: $key, language: $lang, bank: "LHV", email: "docs@example.ee", termsAccepted: $terms, demandsAndNeedsConfirmed: $needs, sort: "deductible") {
  order { id paymentUrl } rejection { status code errors { field code } } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { status policies { id } } }`;
const POLICIES = `{ myPolicies { active { id saleRecord { acceptedAt language demandsAndNeeds documents { ${DOCUMENT_FIELDS} sha256 } } } upcoming { id } } }`;

describe.each(targets)('insurance documents on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let token: string;
  const mailFolder = mkdtempSync(path.join(tmpdir(), 'documents-mail-'));
  const url = () => booted.cms.url;
  const admin = (path: string, method = 'GET', body?: unknown) => request(url(), path, { token, method, body });

  beforeAll(async () => {
    // With the seed: it gives the sandbox insurers their documents.
    // As on a live site: no payment without the insurer's terms and IPID for every line.
    // A CMS of its own, not a shared one (commerce-cms.ts): it adds an insurer and versions of the documents every
    // offer shows.
    booted = await bootCms(target, { ...purchaseSuiteEnv, SEED: 'true', EMAIL_FOLDER: mailFolder, JOB_POLL_MS: '300', SALE_DOCUMENTS_REQUIRED: 'true' });
    token = await adminToken(url(), booted.env.ADMIN_EMAIL!, booted.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await booted?.stop();
  });

  const laanemereOffer = async (client: Client, language: string, input: Record<string, unknown> = {}) => {
    const answer = await client.query(QUOTE, { input: { ...traffic, ...input }, lang: language });
    expect(answer.errors).toBeUndefined();
    return answer.data.requestQuote.quote.offers.find((offer: { insurerId: string }) => offer.insurerId === 'laanemere') as { id: string; documents: Doc[] };
  };

  /** An editor's new version: a PDF uploaded in the admin, then the document created and published there. */
  async function addVersion(language: string, versionLabel: string, appliesFrom: string): Promise<{ id: string; url: string }> {
    const form = new FormData();
    form.append('files', new Blob([`%PDF-1.4\n% ${versionLabel}\n%%EOF\n`], { type: 'application/pdf' }), `terms-${versionLabel}.pdf`);
    const uploaded = await fetch(`${url()}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as [{ id: number; url: string }];
    const insurers = await admin('/content-manager/collection-types/api::insurer.insurer?filters[code][$eq]=laanemere');
    const insurer = insurers.body.results[0];
    const uid = 'api::insurance-document.insurance-document';
    const created = await admin(`/content-manager/collection-types/${uid}`, 'POST', {
      title: `Terms ${versionLabel}`, insurer: { connect: [{ id: insurer.id }] }, productKey: 'traffic', kind: 'terms', language, versionLabel, appliesFrom, file: file.id,
    });
    expect(created.status).toBe(201);
    const published = await admin(`/content-manager/collection-types/${uid}/${created.body.data.documentId}/actions/publish`, 'POST', {});
    expect(published.status).toBe(200);
    return { id: created.body.data.documentId, url: file.url };
  }

  /** The offer (of a quote made for 40504040001) confirmed into the cart, and that customer logged in (the cart merges into theirs). */
  async function inCartLoggedIn(client: Client, offer: { id: string }): Promise<void> {
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    const started = (await client.query(START_SMART_ID, { code: '40504040001' })).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
  }

  it('gives each offer its insurer’s terms and IPID in the language asked, as files the site can link', async () => {
    const client = graphqlClient(url());
    for (const [language, terms] of [['et', 'Kindlustustingimused'], ['ru', 'Условия страхования'], ['en', 'Insurance terms']] as const) {
      const offer = await laanemereOffer(client, language);
      expect(offer.documents.map((document) => [document.kind, document.version, document.language])).toEqual([['terms', '2026.1', language], ['ipid', '2026.1', language]]);
      expect(offer.documents[0]!.title).toContain(terms);
      expect(offer.documents[0]!.title).toContain('Läänemere Kindlustus');
      for (const document of offer.documents) {
        const file = await fetch(`${url()}${document.url}`);
        expect(file.status).toBe(200);
        const bytes = Buffer.from(await file.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(document.size).toBe(bytes.length);
      }
    }
  });

  it('uses a later version only for offers that start on or after its applies-from date', async () => {
    const later = addDays(today, 10);
    const { id } = await addVersion('et', '2026.2', later);
    const client = graphqlClient(url());
    const now = await laanemereOffer(client, 'et');
    expect(now.documents.map((document) => document.version)).toEqual(['2026.1', '2026.1']);
    const onTheDay = await laanemereOffer(client, 'et', { startDate: later });
    expect(onTheDay.documents.map((document) => [document.kind, document.version, document.id])).toEqual([['terms', '2026.2', id], ['ipid', '2026.1', expect.any(String)]]);
    // Another language keeps its own versions.
    expect((await laanemereOffer(client, 'ru', { startDate: later })).documents.map((document) => document.version)).toEqual(['2026.1', '2026.1']);
  });

  it('refuses payment without both confirmations, and keeps what was shown; a version added after the sale changes nothing kept', async () => {
    const client = graphqlClient(url());
    await inCartLoggedIn(client, await laanemereOffer(client, 'en', { plate: '246 DOC', policyholderCode: '40504040001' }));

    const [line] = (await client.query(CART, { lang: 'en' })).data.cart.lines;
    expect(line.documents).toEqual(line.offer.documents);
    expect(line.demandsAndNeeds).toContain('You wish to insure: ');
    expect(line.demandsAndNeeds).toContain('sorted by deductible; you chose the offer of Läänemere Kindlustus.');

    for (const [terms, needs, fields] of [[null, true, ['terms']], [true, false, ['demandsAndNeeds']], [false, null, ['terms', 'demandsAndNeeds']]] as const) {
      const refused = (await client.query(PAY, { key: `docs-refused-${fields.join('-')}`, lang: 'en', terms, needs })).data.startPayment;
      expect(refused).toEqual({ order: null, rejection: { status: 400, code: 'consentRequired', errors: fields.map((field) => ({ field, code: 'consentRequired' })) } });
    }
    const before = Date.now();
    const order = (await client.query(PAY, { key: 'docs-paid-1', lang: 'en', terms: true, needs: true })).data.startPayment.order;
    expect(order.paymentUrl).toBeTruthy();
    await fetch(order.paymentUrl, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString(),
    });
    await until('the policy', async () => (await client.query(ORDER, { id: order.id })).data.paymentOrder.policies[0]);

    const kept = async () => (await client.query(POLICIES)).data.myPolicies.active[0].saleRecord;
    const record = await kept();
    expect(record.language).toBe('en');
    expect(new Date(record.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record.demandsAndNeeds).toBe(line.demandsAndNeeds);
    expect(record.documents.map((document: Doc) => ({ id: document.id, version: document.version, kind: document.kind }))).toEqual(
      line.documents.map((document: Doc) => ({ id: document.id, version: document.version, kind: document.kind })),
    );
    for (const document of record.documents) {
      const bytes = Buffer.from(await (await fetch(`${url()}${document.url}`)).arrayBuffer());
      expect(document.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }

    // The policy e-mail links the documents given, on the site's address.
    const mail = await until('the policy e-mail', () => readMails(mailFolder).find((entry) => entry.to === 'docs@example.ee' && entry.attachments.length) ?? null);
    for (const document of record.documents) expect(mail.text).toContain(`${document.title}: ${siteOrigin}${document.url}`);

    // An English version that applies from the very start date of the sale: new offers get it, the sale keeps its own.
    const uploadedAfter = await addVersion('en', '2026.9', today);
    expect((await laanemereOffer(client, 'en', { plate: '247 DOC' })).documents[0]!.id).toBe(uploadedAfter.id);
    expect(await kept()).toEqual(record);

    // Staff read the record in the admin and cannot change it.
    const orders = await admin(`/content-manager/collection-types/api::payment-order.payment-order?filters[reference][$eq]=${order.id}`);
    const stored = orders.body.results[0];
    expect(stored.lines[0].saleRecord).toMatchObject({ language: 'en', demandsAndNeeds: record.demandsAndNeeds });
    const edit = await admin(`/content-manager/collection-types/api::payment-order.payment-order/${stored.documentId}`, 'PUT', { lines: [] });
    expect(edit.status).toBe(403);
  });

  it('starts no payment when a document that applies cannot be read: 503 documentsUnavailable, nothing charged', async () => {
    const lost = await addVersion('ru', '2026.8', today);
    // The file is gone from the media folder before anything read it (an editor's mistake, a broken disk).
    rmSync(path.join(cmsDir, 'public', lost.url));
    const client = graphqlClient(url());
    const offer = await laanemereOffer(client, 'ru', { plate: '249 DOC', policyholderCode: '40504040001' });
    expect(offer.documents.map((document) => document.id)).toContain(lost.id);
    await inCartLoggedIn(client, offer);
    const refused = (await client.query(PAY, { key: 'docs-lost-1', lang: 'ru', terms: true, needs: true })).data.startPayment;
    expect(refused).toEqual({ order: null, rejection: { status: 503, code: 'documentsUnavailable', errors: [] } });
  });

  it('starts no payment for an insurer whose terms and IPID editors have not added: 409 documentsMissing', async () => {
    // An insurer priced from its tariff book (issue 32), its documents not yet uploaded.
    const insurersApi = '/content-manager/collection-types/api::insurer.insurer';
    const created = await admin(insurersApi, 'POST', { code: 'vaike', name: 'Väike Kindlustus', offerings: [{ product: 'traffic', pricing: 'tariff' }] });
    expect(created.status).toBe(201);
    const { id: _id, name: _name, products: _products, ...rates } = sandboxTariffs[0]!;
    expect((await admin('/content-manager/collection-types/api::tariff-book.tariff-book', 'POST', { insurerCode: 'vaike', edition: 'Väike 2026', appliesFrom: '2020-01-01', rates })).status).toBe(201);
    expect((await admin(`${insurersApi}/${created.body.data.documentId}/actions/publish`, 'POST', {})).status).toBe(200);

    const client = graphqlClient(url());
    const offers = (await client.query(QUOTE, { input: { ...traffic, plate: '250 DOC', policyholderCode: '30303039914' }, lang: 'et' })).data.requestQuote.quote.offers;
    const vaike = offers.find((offer: { insurerId: string }) => offer.insurerId === 'vaike') as { id: string; documents: Doc[] };
    expect(vaike.documents).toEqual([]);
    expect((await client.query(CONFIRM, { id: vaike.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: vaike.id })).data.addToCart.rejection).toBeNull();
    // Another customer than the other tests' (whose cart holds an offer with a lost document).
    const started = (await client.query(START_SMART_ID, { code: '30303039914' })).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
    const refused = (await client.query(PAY, { key: 'docs-missing-1', lang: 'et', terms: true, needs: true })).data.startPayment;
    expect(refused).toEqual({ order: null, rejection: { status: 409, code: 'documentsMissing', errors: [] } });
  });
});
