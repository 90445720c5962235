import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { graphqlClient } from './graphql';
import { adminToken, request } from './http';
import { readMails } from './mail-folder';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';
import { sleep, until } from './waiting';
import { ADD, CONFIRM, POLL, QUOTE, purchaseSuiteEnv } from './purchase-operations';

/**
 * A paid order's policy documents and e-mail are background jobs in the database: the payment notification
 * is answered without waiting for them, a job left by a stopped process is done by the next one, and a job
 * that keeps failing is retried with growing waits and shown to staff in the admin.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());
type Client = ReturnType<typeof graphqlClient>;

const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "et") { login { loginId } rejection { code } } }`;
const PAY = `mutation($key: String!, $email: String) { startPayment(idempotencyKey: $key, language: "et", bank: "LHV", email: $email, termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { status code } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { status policies { policyNumber documentUrl } } }`;
const jobsApi = '/content-manager/collection-types/api::background-job.background-job';
/** Each document takes this much longer to render (FAULT_DOCUMENT_RENDER_DELAY_MS). */
const renderDelayMs = 2500;

describe.each(targets)('background jobs on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let cms: StrapiProcess;
  // The mail folder starts as a file, so that sending fails until a test makes it a folder.
  const mailFolder = path.join(mkdtempSync(path.join(tmpdir(), 'background-jobs-')), 'out');
  writeFileSync(mailFolder, 'not a folder yet');
  const url = () => cms.url;

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): it restarts it with a process killed inside a background
    // task.
    booted = await bootCms(target, {
      ...purchaseSuiteEnv,
      EMAIL_FOLDER: mailFolder,
      // The bank sends no notification of its own: the tests send it and time the answer.
      PAYMENT_SANDBOX_RETRY_MS: 'none',
      FAULT_DOCUMENT_RENDER_DELAY_MS: String(renderDelayMs),
      JOB_POLL_MS: '300',
      JOB_LEASE_MS: '4000',
      JOB_RETRY_BASE_MS: '300',
      JOB_RETRY_MAX_MS: '1200',
      JOB_FAILING_AFTER: '3',
      HOUSEKEEPING_INTERVAL_MS: '60000',
    });
    cms = booted.cms;
  });
  afterAll(async () => {
    await cms?.stop();
    await booted?.database.drop();
  });

  async function paidAtBank(code: string, plate: string, email: string): Promise<{ client: Client; orderId: string; orderToken: string }> {
    const client = graphqlClient(url());
    // Made for the person who logs in: a login hands over only the quotes made for that person.
    const quote = (await client.query(QUOTE, { form: 'traffic', input: { ...inputs.traffic, plate, policyholderCode: code } })).data.requestQuote.quote;
    const offer = quote.offers.find((entry: { status: string }) => entry.status === 'offer');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    const started = (await client.query(START_SMART_ID, { code })).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
    const order = (await client.query(PAY, { key: `jobs-${plate.replace(/\W/g, '')}`, email })).data.startPayment.order;
    const answer = await fetch(order.paymentUrl, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString(),
    });
    return { client, orderId: order.id, orderToken: new URL(answer.headers.get('location')!).searchParams.get('order-token')! };
  }

  const notify = (orderToken: string) =>
    fetch(`${url()}/api/payments/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken }) });
  const policyMails = (address: string) => readMails(mailFolder).filter((mail) => mail.to === address && mail.attachments.length);

  it('retries a failing e-mail with growing waits, shows it failing to staff read-only, and sends it once the mail works', async () => {
    const address = 'jobs.failing@example.ee';
    const { client, orderId, orderToken } = await paidAtBank('40504040001', '501 JOB', address);
    expect((await notify(orderToken)).status).toBe(200);
    const token = await adminToken(url(), booted.env.ADMIN_EMAIL!, booted.env.ADMIN_PASSWORD!);
    const failing = await until('the failing job in the admin', async () => {
      const listed = await request(url(), `${jobsApi}?filters[state][$eq]=failing&sort=id:desc&pageSize=5`, { token });
      expect(listed.status).toBe(200);
      return listed.body.results.find((job: { subject: string }) => job.subject === orderId);
    });
    expect(failing).toMatchObject({ kind: 'policyMail', subject: orderId, state: 'failing', lastError: expect.stringContaining('EEXIST') });
    expect(failing.attempts).toBeGreaterThanOrEqual(3);
    expect(new Date(failing.nextTryAt).getTime()).toBeGreaterThan(new Date(failing.updatedAt).getTime());
    const changed = await request(url(), `${jobsApi}/${failing.documentId}`, { token, method: 'PUT', body: { state: 'done' } });
    expect(changed.status).toBe(403);

    rmSync(mailFolder);
    mkdirSync(mailFolder);
    const [mail] = await until('the policy e-mail', () => (policyMails(address).length ? policyMails(address) : null));
    const [policy] = (await client.query(ORDER, { id: orderId })).data.paymentOrder.policies;
    expect(mail!.subject).toBe(`Teie poliis: ${policy.policyNumber}`);
    const done = await until('the job done', async () => {
      const listed = await request(url(), `${jobsApi}?filters[subject][$eq]=${orderId}`, { token });
      return listed.body.results.find((job: { state: string }) => job.state === 'done');
    });
    expect(done.lastError).toBeNull();
    await sleep(1500);
    expect(policyMails(address)).toHaveLength(1);
  });

  it('answers the payment notification before the document is rendered; the e-mail follows and the download is the stored PDF, for its owner only', async () => {
    const address = 'jobs.fast@example.ee';
    const { client, orderId, orderToken } = await paidAtBank('30303039914', '502 JOB', address);
    const sent = Date.now();
    const answer = await notify(orderToken);
    const answeredMs = Date.now() - sent;
    expect(answer.status).toBe(200);
    expect(answeredMs).toBeLessThan(renderDelayMs / 2);
    // The return page shows the policy at once.
    const order = (await client.query(ORDER, { id: orderId })).data.paymentOrder;
    expect(order.status).toBe('PAID');
    expect(order.policies).toHaveLength(1);
    expect(policyMails(address)).toHaveLength(0);

    const [mail] = await until('the policy e-mail', () => (policyMails(address).length ? policyMails(address) : null));
    expect(Date.now() - sent).toBeGreaterThanOrEqual(renderDelayMs);
    const [policy] = order.policies;
    expect(mail!.attachments[0]).toMatchObject({ filename: `${policy.policyNumber}.pdf`, contentType: 'application/pdf' });

    expect((await fetch(`${url()}${policy.documentUrl}`)).status).toBe(401);
    const stranger = graphqlClient(url());
    const login = (await stranger.query(START_SMART_ID, { code: '40504040001' })).data.startSmartIdLogin;
    await until('the stranger\'s login', async () => (await stranger.query(POLL, { id: login.login.loginId })).data.pollLogin.state === 'COMPLETE');
    expect((await fetch(`${url()}${policy.documentUrl}`, { headers: { cookie: stranger.cookieHeader() } })).status).toBe(404);
    const asked = Date.now();
    const download = await fetch(`${url()}${policy.documentUrl}`, { headers: { cookie: client.cookieHeader() } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(mail!.attachments[0]!.content)).toBe(true);
    // Not rendered again.
    expect(Date.now() - asked).toBeLessThan(renderDelayMs / 2);
  });

  it('a job whose process dies while doing it is done once by the next start, after its lease', async () => {
    const address = 'jobs.crash@example.ee';
    await cms.stop();
    cms = await startStrapi({ ...booted.env, FAULT_KILL_IN_JOB: 'policyMail' });
    const { orderToken } = await paidAtBank('40504040001', '503 JOB', address);
    expect((await notify(orderToken)).status).toBe(200);
    await cms.exited;
    expect(policyMails(address)).toHaveLength(0);
    cms = await startStrapi({ ...booted.env });
    await until('the policy e-mail', () => (policyMails(address).length ? policyMails(address) : null), 20_000);
    await sleep(1500);
    expect(policyMails(address)).toHaveLength(1);
  });
});
