import { randomBytes } from 'crypto';
import type { Knex } from 'knex';
import { addDays, sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { ageRows, connectTestDatabase } from './aged-rows';
import { sharedCommerceCms } from './commerce-cms';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { ADD, CONFIRM, POLL, QUOTE } from './purchase-operations';
import { addSandboxPerson } from './sandbox-people';
import type { SharedCms } from './shared-cms';
import { until } from './waiting';

/**
 * Personal data (issue 31): the sweep deletes what led to no contract once it is past the CMS's period and keeps
 * policies; a customer downloads exactly their own data; an approved erasure removes what it may and keeps what
 * the law requires; withdrawal from a policy, and nobody's requests about someone else's policy.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());
type Client = ReturnType<typeof graphqlClient>;

const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "et") { login { loginId } rejection { code } } }`;
const PAY = `mutation($key: String!, $email: String) { startPayment(idempotencyKey: $key, language: "et", bank: "LHV", email: $email, termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { code } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { status policies { id policyNumber } } }`;
const POLICY = `query($id: ID!) { policy(id: $id) { id policyNumber withdrawal { state lastDay reason request { state lastDay policyNumber } } } }`;
const MY_DATA = `{ myData }`;
const REQUESTS = `{ myDataRequests { legalRecordYears unboughtDataDays requests { id kind state policyNumber } } }`;
const ERASE = `mutation { requestErasure(language: "en") { request { id kind state } rejection { status code } } }`;
const WITHDRAW = `mutation($id: ID!) { requestWithdrawal(policyId: $id, language: "et") { request { kind state policyNumber lastDay } rejection { status code } } }`;

describe.each(targets)('personal data on %s', (target) => {
  let cms: SharedCms;
  let db: Knex;
  /** Staff's token, signed in once: the suites sharing the CMS share the admin login's limit too. */
  let admin: string;
  const url = () => cms.url;
  // People of the suite's own: it erases Mari, and counts everything of both.
  const mariCode = '48702100220';
  const jaanCode = '37911050338';

  beforeAll(async () => {
    // The buying suites' shared CMS (commerce-cms.ts), with its quick housekeeping and the broker's address. It ages
    // and erases only its own people's rows; its plates (`PRV`) are unknown to the register and no other suite's.
    cms = await sharedCommerceCms(target, 'purchases');
    addSandboxPerson(cms.env.E_ID_SANDBOX_EXTRA_IDENTITIES!, mariCode, 'SAAR', 'MARI');
    addSandboxPerson(cms.env.E_ID_SANDBOX_EXTRA_IDENTITIES!, jaanCode, 'KUUSK', 'JAAN');
    db = connectTestDatabase(cms.env);
    admin = await adminToken(url(), cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  /** Moves a row's creation (and last change) back by `days`, as if it had been made then; keeps the column's stored form. */
  async function age(table: string, where: Record<string, unknown>, days: number): Promise<void> {
    expect(await ageRows(db, table, where, days)).toBeGreaterThan(0);
  }

  async function quote(client: Client, changes: Record<string, unknown>): Promise<{ quoteId: string; offerId: string }> {
    const answer = (await client.query(QUOTE, { form: 'traffic', input: { ...inputs.traffic, ...changes } })).data.requestQuote.quote;
    const offer = answer.offers.find((entry: { status: string }) => entry.status === 'offer');
    const row = await db('offers').where({ public_id: offer.id }).first('quote_id');
    return { quoteId: row.quote_id, offerId: offer.id };
  }

  async function login(client: Client, code: string): Promise<void> {
    const started = (await client.query(START_SMART_ID, { code })).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
  }

  /** A customer who buys a traffic policy for `plate`: their client (logged in), the policy and its quote. */
  async function buyer(code: string, plate: string, email: string) {
    const client = graphqlClient(url());
    const { quoteId, offerId } = await quote(client, { plate, policyholderCode: code, email, phone: '+372 5555 0101' });
    expect((await client.query(CONFIRM, { id: offerId })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offerId })).data.addToCart.rejection).toBeNull();
    await login(client, code);
    const started = (await client.query(PAY, { key: `privacy-${plate.replace(/\W/g, '')}`, email })).data.startPayment;
    expect(started.rejection).toBeNull();
    const order = started.order;
    await fetch(order.paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString() });
    const paid = await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.policies.length ? current : null;
    }, 30_000);
    return { client, policy: paid.policies[0] as { id: string; policyNumber: string }, quoteId };
  }

  /** A company confirmation as joint-confirmations.ts stores it, between the two test persons (mari and jaan). */
  async function confirmationRow(requestedBy: string, confirmedBy: string | null, offerIds: string[], email: string): Promise<string> {
    const stamp = (at: Date) => (target === 'postgres' ? at : at.getTime());
    const tokenHash = randomBytes(32).toString('hex');
    await db('company_confirmations').insert({
      document_id: randomBytes(12).toString('hex'), token_hash: tokenHash, registry_code: '16000025', company_name: 'Kahe Allkirja AS', requested_by: requestedBy,
      requested_by_name: 'OK TESTNUMBER', offer_ids: JSON.stringify(offerIds), email, language: 'et', expires_at: stamp(new Date(Date.now() + 86_400_000)),
      confirmed_by: confirmedBy, confirmed_at: confirmedBy ? stamp(new Date()) : null, created_at: stamp(new Date()), updated_at: stamp(new Date()), published_at: stamp(new Date()),
    });
    return tokenHash;
  }
  const confirmations: Record<'maris' | 'confirmedByMari' | 'jaans', string> = { maris: '', confirmedByMari: '', jaans: '' };

  let mari: Awaited<ReturnType<typeof buyer>>;
  let jaan: Awaited<ReturnType<typeof buyer>>;

  it('deletes an old quote that led to no contract with its personal data, and keeps an old policy with its quote', async () => {
    mari = await buyer(mariCode, '123 PRV', 'mari.privacy@example.ee');
    const stranger = graphqlClient(url());
    const unbought = await quote(stranger, { plate: '456 PRV', policyholderCode: jaanCode, email: 'never.bought@example.ee', phone: '+372 5999 8877' });
    const recent = await quote(stranger, { plate: '789 PRV', policyholderCode: jaanCode, email: 'still.thinking@example.ee' });
    await age('quote_requests', { public_id: unbought.quoteId }, 91);
    await age('offers', { quote_id: unbought.quoteId }, 91);
    await age('quote_requests', { public_id: mari.quoteId }, 400);
    await age('offers', { quote_id: mari.quoteId }, 400);
    await age('policies', { public_id: mari.policy.id }, 400);

    await until('the sweep', async () => !(await db('quote_requests').where({ public_id: unbought.quoteId }).first()));
    expect(await db('offers').where({ quote_id: unbought.quoteId })).toEqual([]);
    const everyQuote = JSON.stringify(await db('quote_requests').select());
    expect(everyQuote).not.toContain('never.bought@example.ee');
    expect(everyQuote).not.toContain('5999 8877');
    expect(everyQuote).not.toContain('456 PRV');
    expect(everyQuote).toContain('still.thinking@example.ee');
    expect(await db('quote_requests').where({ public_id: mari.quoteId }).first()).toBeTruthy();
    expect(await db('offers').where({ public_id: (await db('policies').where({ public_id: mari.policy.id }).first('offer_id')).offer_id }).first()).toBeTruthy();
    expect((await mari.client.query(POLICY, { id: mari.policy.id })).data.policy.policyNumber).toBe(mari.policy.policyNumber);
    expect(recent.quoteId).toBeTruthy();
  });

  it('deletes a policy with its order and PDF once the legal record period after its end is over, and keeps the others', async () => {
    const old = await buyer(mariCode, '987 PRV', 'mari.privacy@example.ee');
    const number = old.policy.policyNumber;
    const reference = (await db('policies').where({ public_id: old.policy.id }).first('order_reference')).order_reference;
    await until('the policy\'s PDF', async () => db('policy_documents').where({ policy_number: number }).first());
    const longAgo = addDays(todayInTallinn(), -Math.round(7 * 365.25) - 2);
    await db('policies').where({ public_id: old.policy.id }).update({ start_date: addDays(longAgo, -364), end_date: longAgo });

    // The sweep deletes the policy, then its order: wait for both.
    await until('the legal records sweep', async () => !(await db('policies').where({ public_id: old.policy.id }).first()) && !(await db('payment_orders').where({ reference }).first()));
    expect(await db('policy_documents').where({ policy_number: number })).toEqual([]);
    expect(await db('policies').where({ public_id: mari.policy.id }).first()).toBeTruthy();
    expect((await old.client.query(POLICY, { id: old.policy.id })).data.policy).toBeNull();
  });

  it('gives a customer exactly their own data, machine-readable, and nobody\'s to a stranger', async () => {
    jaan = await buyer(jaanCode, '321 PRV', 'jaan.privacy@example.ee');
    // Mari asked for a confirmation Jaan gave; she confirmed one of Jaan's (his policy rests on it); one of Jaan's waits.
    const jaansOffer = (await db('policies').where({ public_id: jaan.policy.id }).first('offer_id')).offer_id as string;
    confirmations.maris = await confirmationRow(mariCode, jaanCode, ['no-longer-an-offer'], 'asked.by.mari@example.ee');
    confirmations.confirmedByMari = await confirmationRow(jaanCode, mariCode, [jaansOffer], 'asked.of.mari@example.ee');
    confirmations.jaans = await confirmationRow(jaanCode, null, ['another-offer'], 'asked.by.jaan@example.ee');
    const mine = (await mari.client.query(MY_DATA)).data.myData;
    expect(mine.companyConfirmations).toEqual({
      requested: [expect.objectContaining({ registryCode: '16000025', companyName: 'Kahe Allkirja AS', requestedBy: mariCode, secondRepresentativeEmail: 'asked.by.mari@example.ee', confirmedAt: expect.any(String) })],
      confirmed: [expect.objectContaining({ registryCode: '16000025', requestedByName: 'OK TESTNUMBER', confirmedBy: mariCode, email: 'asked.of.mari@example.ee', offerIds: [jaansOffer] })],
    });
    expect(mine.customer).toMatchObject({ personalCode: mariCode });
    expect(mine.policies.map((policy: { policyNumber: string }) => policy.policyNumber)).toEqual([mari.policy.policyNumber]);
    expect(mine.orders.map((order: { email: string }) => order.email)).toEqual(['mari.privacy@example.ee']);
    expect(mine.quotes.map((entry: { publicId: string }) => entry.publicId)).toContain(mari.quoteId);
    expect(mine.quotes[0].offers.length).toBeGreaterThan(0);
    const text = JSON.stringify(mine);
    for (const theirs of [jaanCode, '321 PRV', 'jaan.privacy@example.ee', jaan.policy.policyNumber, 'still.thinking@example.ee', 'asked.by.jaan@example.ee']) expect(text).not.toContain(theirs);
    expect(text).not.toMatch(/"(clientId|tokenHash|idempotencyScope|paymentUrl)"/);
    for (const hash of Object.values(confirmations)) expect(text).not.toContain(hash);
    const theirs = (await jaan.client.query(MY_DATA)).data.myData;
    expect(theirs.policies.map((policy: { policyNumber: string }) => policy.policyNumber)).toEqual([jaan.policy.policyNumber]);
    expect(theirs.companyConfirmations.requested.map((entry: { secondRepresentativeEmail: string }) => entry.secondRepresentativeEmail)).toEqual(['asked.of.mari@example.ee', 'asked.by.jaan@example.ee']);
    expect(theirs.companyConfirmations.confirmed.map((entry: { email: string }) => entry.email)).toEqual(['asked.by.mari@example.ee']);
    expect(JSON.stringify(theirs)).not.toContain(mariCode);
    expect((await graphqlClient(url()).query(MY_DATA)).data.myData).toBeNull();
  });

  it('refuses a withdrawal from someone else\'s policy as an unknown one, and records the owner\'s and tells the broker', async () => {
    expect((await mari.client.query(WITHDRAW, { id: jaan.policy.id })).data.requestWithdrawal).toEqual({ request: null, rejection: { status: 404, code: 'policyNotFound' } });
    expect((await graphqlClient(url()).query(WITHDRAW, { id: jaan.policy.id })).data.requestWithdrawal.rejection).toEqual({ status: 401, code: 'loginRequired' });
    expect((await mari.client.query(POLICY, { id: jaan.policy.id })).data.policy).toBeNull();

    const lastDay = addDays(todayInTallinn(), 14);
    expect((await jaan.client.query(POLICY, { id: jaan.policy.id })).data.policy.withdrawal).toEqual({ state: 'open', lastDay, reason: null, request: null });
    const asked = (await jaan.client.query(WITHDRAW, { id: jaan.policy.id })).data.requestWithdrawal;
    expect(asked).toEqual({ request: { kind: 'withdrawal', state: 'pending', policyNumber: jaan.policy.policyNumber, lastDay }, rejection: null });
    expect((await jaan.client.query(POLICY, { id: jaan.policy.id })).data.policy.withdrawal.request).toEqual({ state: 'pending', lastDay, policyNumber: jaan.policy.policyNumber });
    const mail = await until('the broker\'s e-mail', () => readMails(cms.env.EMAIL_FOLDER!).find((entry) => entry.to === 'maakler@tarkus.ee' && entry.subject.includes(jaan.policy.policyNumber)));
    expect(mail.subject).toBe(`Withdrawal: policy ${jaan.policy.policyNumber}`);
    expect(mail.text).toContain(jaanCode);

    const listed = await request(url(), `/content-manager/collection-types/api::data-request.data-request?page=1&pageSize=10&filters[$and][0][personalCode][$eq]=${jaanCode}`, { token: admin });
    expect(listed.status).toBe(200);
    expect((listed.body as { results: Array<{ policyNumber: string; kind: string }> }).results).toEqual([expect.objectContaining({ kind: 'withdrawal', policyNumber: jaan.policy.policyNumber })]);
  });

  it('erases, once staff approve, what the law does not require and keeps the policy and its order', async () => {
    const extra = await quote(mari.client, { plate: '654 PRV', policyholderCode: mariCode, email: 'mari.other@example.ee' });
    expect((await graphqlClient(url()).query(ERASE)).data.requestErasure.rejection).toEqual({ status: 401, code: 'loginRequired' });
    const asked = (await mari.client.query(ERASE)).data.requestErasure;
    expect(asked.request).toMatchObject({ kind: 'erasure', state: 'pending' });
    expect((await mari.client.query(ERASE)).data.requestErasure.request.id).toBe(asked.request.id);
    expect((await mari.client.query(REQUESTS)).data.myDataRequests).toEqual({ legalRecordYears: 7, unboughtDataDays: 90, requests: [{ id: asked.request.id, kind: 'erasure', state: 'pending', policyNumber: null }] });
    // Nobody else sees it, and it waits for staff: the extra quote is still there.
    expect((await jaan.client.query(REQUESTS)).data.myDataRequests.requests.map((entry: { kind: string }) => entry.kind)).toEqual(['withdrawal']);
    expect(await db('quote_requests').where({ public_id: extra.quoteId }).first()).toBeTruthy();

    const row = await db('data_requests').where({ public_id: asked.request.id }).first('document_id');
    const approved = await request(url(), `/content-manager/collection-types/api::data-request.data-request/${row.document_id}`, {
      method: 'PUT', token: admin, body: { state: 'approved', staffNote: 'Identity confirmed by e-ID', personalCode: jaanCode },
    });
    expect(approved.status).toBe(200);
    await until('the erasure', async () => (await db('data_requests').where({ public_id: asked.request.id }).first()).state === 'done');
    // Carrying it out logged the person out: what is kept is checked in the database.
    expect((await mari.client.query(REQUESTS)).data.myDataRequests).toBeNull();

    expect(await db('quote_requests').where({ public_id: extra.quoteId }).first()).toBeUndefined();
    expect(await db('offers').where({ quote_id: extra.quoteId })).toEqual([]);
    expect(await db('carts').where({ personal_code: mariCode })).toEqual([]);
    expect(await db('quote_requests').where({ public_id: mari.quoteId }).first()).toBeTruthy();
    expect(await db('policies').where({ public_id: mari.policy.id }).first('policy_number')).toEqual({ policy_number: mari.policy.policyNumber });
    expect(await db('payment_orders').where({ personal_code: mariCode })).toHaveLength(1);
    expect(await db('customers').where({ personal_code: mariCode }).first('email')).toEqual({ email: null });
    const record = await db('data_requests').where({ public_id: asked.request.id }).first();
    expect(record.personal_code).toBe(mariCode);
    const outcome = typeof record.outcome === 'string' ? JSON.parse(record.outcome) : record.outcome;
    // The extra quote, and the quote of the policy whose records ended above (no longer part of a contract).
    expect(outcome.deleted).toMatchObject({ quotes: 2, policies: 0, customer: false });
    expect(outcome.deleted.offers).toBeGreaterThan(0);
    expect(outcome.kept).toMatchObject({ orders: 1, policies: 1 });
    // Her company confirmations go, but the one Jaan's policy rests on (its legal record); Jaan's own is untouched.
    expect(outcome.deleted.companyConfirmations).toBe(1);
    expect(outcome.kept.companyConfirmations).toBe(1);
    const left = (await db('company_confirmations').select('token_hash')).map((row: { token_hash: string }) => row.token_hash);
    expect(left).toEqual(expect.arrayContaining([confirmations.confirmedByMari, confirmations.jaans]));
    expect(left).not.toContain(confirmations.maris);
    // Jaan's data is untouched.
    expect((await jaan.client.query(MY_DATA)).data.myData.quotes).toHaveLength(1);
  });
});
