import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { sharedCommerceCms } from './commerce-cms';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { ADD, CONFIRM, POLL, QUOTE } from './purchase-operations';
import { addSandboxPerson } from './sandbox-people';
import type { SharedCms } from './shared-cms';
import { addTariffInsurer } from './tariff-insurer';
import { sleep, until } from './waiting';

/**
 * A policy of an insurer without an API (priced from its tariff book): paid, it waits for staff, who conclude it
 * with the insurer in the admin (its number and PDF); only then does the customer get it, in the account and by e-mail.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const traffic = sampleQuoteInputs(todayInTallinn()).traffic as Record<string, unknown>;
const conclusionsApi = '/content-manager/collection-types/api::policy-conclusion.policy-conclusion';

const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "et") { login { loginId } rejection { code } } }`;
const PAY = `mutation($key: String!, $email: String) { startPayment(idempotencyKey: $key, language: "en", bank: "LHV", email: $email, termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { status code } } }`;
const POLICY_FIELDS = 'id policyNumber state concludeBy documentUrl insurerName';
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { status policies { ${POLICY_FIELDS} } } }`;
const MY_POLICIES = `{ myPolicies { active { ${POLICY_FIELDS} } upcoming { ${POLICY_FIELDS} } } }`;
const QUOTE_OFFERS = QUOTE.replace('offers { id status }', 'offers { id status insurerId }');

describe.each(targets)('policies concluded by staff on %s', (target) => {
  let cms: SharedCms;
  let token: string;
  const url = () => cms.url;
  const admin = (route: string, method = 'GET', body?: unknown) => request(url(), route, { token, method, body });
  const mailsTo = (address: string) => readMails(cms.env.EMAIL_FOLDER!).filter((mail) => mail.to === address);
  // A person of the suite's own, whose whole account it reads: the office's suite on the same CMS buys for the demo people.
  const buyer = '48906122711';

  beforeAll(async () => {
    // The shared CMS of the suites of policies staff conclude (commerce-cms.ts), with the insurer `vaike` priced
    // from its tariff book, which every quote then asks.
    cms = await sharedCommerceCms(target, 'concluding');
    addSandboxPerson(cms.env.E_ID_SANDBOX_EXTRA_IDENTITIES!, buyer, 'VÄIKE', 'KADRI');
    token = await adminToken(url(), cms.env.ADMIN_EMAIL!, cms.env.ADMIN_PASSWORD!);
    await addTariffInsurer(target, url(), token);
  });

  async function upload(name: string, content: string, type: string): Promise<{ id: number; url: string }> {
    const form = new FormData();
    form.append('files', new Blob([content], { type }), name);
    const uploaded = await fetch(`${url()}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    return ((await uploaded.json()) as [{ id: number; url: string }])[0];
  }

  /** What staff save in the admin's form: through the document service, where the checks run. */
  const conclude = (documentId: string, data: Record<string, unknown>) => admin(`${conclusionsApi}/${documentId}`, 'PUT', data);
  const refusal = (answer: { status: number; body: any }) => [answer.status, answer.body?.error?.name, String(answer.body?.error?.message).split(':')[0]];

  it('keeps a paid policy concluding, then gives the customer the insurer\'s number and document once staff conclude it', async () => {
    // Naming the database: one jest process running both gives both databases' CMSs of the set one mail folder.
    const address = `vaike.klient.${target}@example.ee`;
    const client = graphqlClient(url());
    const offers = (await client.query(QUOTE_OFFERS, { form: 'traffic', input: { ...traffic, plate: '432 VKE', policyholderCode: buyer } })).data.requestQuote.quote.offers;
    const offer = offers.find((entry: { insurerId: string; status: string }) => entry.insurerId === 'vaike' && entry.status === 'offer');
    expect(offer).toBeDefined();
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    const started = (await client.query(START_SMART_ID, { code: buyer })).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
    const order = (await client.query(PAY, { key: 'conclude-1', email: address })).data.startPayment.order;
    const paidAt = new Date();
    const answer = await fetch(order.paymentUrl, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString(),
    });
    expect(answer.status).toBe(303);

    // Paid: the policy is there, concluding, without a number or a document, with the time promised.
    const paid = await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.policies.length ? current : null;
    });
    expect(paid.status).toBe('PAID');
    const [policy] = paid.policies;
    expect(policy).toMatchObject({ state: 'concluding', policyNumber: null, documentUrl: null, insurerName: 'Väike Kindlustus' });
    const promised = new Date(policy.concludeBy);
    expect(promised.getTime()).toBeGreaterThan(paidAt.getTime());
    // Within the office's hours (the seeded Tartu office's: Monday to Friday, 9:00–17:00 in Tallinn).
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Tallinn', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(promised);
    expect(wall).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):\d\d|^(Mon|Tue|Wed|Thu|Fri) 17:00$/);
    const mine = (await client.query(MY_POLICIES)).data.myPolicies;
    expect([...mine.active, ...mine.upcoming]).toEqual([policy]);
    const early = await fetch(`${url()}/api/policies/${policy.id}/document`, { headers: { cookie: client.cookieHeader() } });
    expect([early.status, await early.json()]).toEqual([409, { code: 'policyConcluding' }]);
    await sleep(1500);
    expect(mailsTo(address)).toEqual([]);

    // The admin lists it for staff, with what they need to conclude it with the insurer (the one of this payment:
    // the office's suite concludes policies on the same CMS).
    const listed = await admin(`${conclusionsApi}?filters[paymentReference][$eq]=${order.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.results).toHaveLength(1);
    const entry = listed.body.results[0];
    expect(entry).toMatchObject({
      state: 'open', insurerName: 'Väike Kindlustus', insurerCode: 'vaike', product: 'traffic', personalCode: buyer, email: address,
      paymentReference: order.id, concludeBy: promised.toISOString(),
    });
    expect(entry.customerName).toBeTruthy();
    expect(entry.insuredObject).toContain('432 VKE');
    expect(entry.premium).toMatch(/€$/);
    expect(entry.startDate).toBe(traffic.startDate);
    expect(entry.cover.coverRows.length).toBeGreaterThan(0);

    // Refused with the field named: no document, a document that is not a PDF, a number that is none.
    expect(refusal(await conclude(entry.documentId, { policyNumber: 'VK-2026-000123', state: 'concluded' }))).toEqual([403, 'PolicyError', 'document']);
    const text = await upload('policy.txt', 'not a policy', 'text/plain');
    expect(refusal(await conclude(entry.documentId, { policyNumber: 'VK-2026-000123', document: text.id, state: 'concluded' }))).toEqual([403, 'PolicyError', 'document']);
    const pdfText = '%PDF-1.4\n% Väike Kindlustus policy VK-2026-000123\n%%EOF\n';
    const pdf = await upload('VK-2026-000123.pdf', pdfText, 'application/pdf');
    expect(refusal(await conclude(entry.documentId, { policyNumber: '<script>', document: pdf.id, state: 'concluded' }))).toEqual([403, 'PolicyError', 'policyNumber']);
    expect((await client.query(ORDER, { id: order.id })).data.paymentOrder.policies[0].state).toBe('concluding');

    const concluded = await conclude(entry.documentId, { policyNumber: ' VK-2026-000123 ', document: pdf.id, state: 'concluded', email: 'changed@example.ee' });
    expect(concluded.status).toBe(200);
    expect(concluded.body.data).toMatchObject({ state: 'concluded', policyNumber: 'VK-2026-000123', email: address });
    // The upload was a public address in the media library: the document now lives only with the policy.
    expect((await fetch(`${url()}${pdf.url}`)).status).toBe(404);

    // The customer's account: the insurer's number and its document.
    const issued = (await client.query(MY_POLICIES)).data.myPolicies;
    const [shown] = [...issued.active, ...issued.upcoming];
    expect(shown).toMatchObject({ id: policy.id, state: 'issued', policyNumber: 'VK-2026-000123', concludeBy: null, documentUrl: `/api/policies/${policy.id}/document` });
    const download = await fetch(`${url()}${shown.documentUrl}`, { headers: { cookie: client.cookieHeader() } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe(pdfText);

    // The e-mail, once, with the insurer's document attached.
    const [mail] = await until('the policy e-mail', () => (mailsTo(address).length ? mailsTo(address) : null));
    expect(mail!.subject).toBe('Your policy: VK-2026-000123');
    expect(mail!.text).toContain('Väike Kindlustus');
    expect(mail!.attachments.map((attachment) => [attachment.filename, attachment.contentType, attachment.content.toString()])).toEqual([['VK-2026-000123.pdf', 'application/pdf', pdfText]]);

    // Concluding twice is refused, and the policy keeps its number.
    expect(refusal(await conclude(entry.documentId, { policyNumber: 'VK-2026-999999', document: pdf.id, state: 'concluded' }))).toEqual([403, 'PolicyError', 'state']);
    // Entries come only from payments.
    expect(refusal(await admin(conclusionsApi, 'POST', { state: 'open' }))).toEqual([403, 'PolicyError', 'state']);
    expect((await admin(`${conclusionsApi}/${entry.documentId}`, 'DELETE')).status).toBe(403);
    await sleep(1500);
    expect(mailsTo(address)).toHaveLength(1);
    expect((await client.query(MY_POLICIES)).data.myPolicies.upcoming.concat((await client.query(MY_POLICIES)).data.myPolicies.active)[0].policyNumber).toBe('VK-2026-000123');
  });
});
