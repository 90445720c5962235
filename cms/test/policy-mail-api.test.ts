import { readSettings } from '../src/settings/settings';
import { renewalLinkSecret } from '../src/settings/commerce-settings';
import { renewalTokens } from '../src/commerce/quotes/renewal-token';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { addDays, sampleQuoteInputs, todayInTallinn } from '@kindlustus/domain';
import { localizePath, quoteFormRoutes } from '@kindlustus/routes';
import { graphqlClient, siteOrigin } from './graphql';
import { readMails, type ReadMail } from './mail-folder';
import { bootCms } from './strapi-process';
import { sleep, until } from './waiting';
import { ADD, CONFIRM, POLL, QUOTE, purchaseSuiteEnv } from './purchase-operations';

/**
 * The e-mails about policies: the issued policies with their PDFs once per paid order, and a renewal
 * reminder once per policy whose link opens the renewal's answers. The reminder window is long here
 * (400 days), so a policy bought in the test is "ending soon" without waiting.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');
const inputs: Record<string, Record<string, unknown>> = sampleQuoteInputs(todayInTallinn());
type Client = ReturnType<typeof graphqlClient>;

const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "et") { login { loginId } rejection { code } } }`;
const REMOVE = `mutation($id: ID!) { removeFromCart(offerId: $id) { rejection { code } } }`;
const EMAIL = `{ paymentEmail }`;
const PAY = `mutation($key: String!, $lang: String, $email: String) { startPayment(idempotencyKey: $key, language: $lang, bank: "LHV", email: $email, termsAccepted: true, demandsAndNeedsConfirmed: true) { order { id paymentUrl } rejection { status code errors { field code } } } }`;
const ORDER = `query($id: ID!) { paymentOrder(id: $id) { status policies { id policyNumber endDate insurerName insurerLogo { url width height } } } }`;
const RENEWAL = `query($token: String!) { policyRenewal(token: $token) { renewal { form input policyNumber endDate } rejection { status code } } }`;

type IssuedPolicy = { policyNumber: string; insurerName: string; insurerLogo: { url: string; width: number; height: number } | null };

/** The HTML part (multipart/alternative beside the text): in the mail's language, the insurer's logo with its name as alt, the policy number. */
function expectHtmlPolicy(mail: ReadMail, policy: IssuedPolicy, language: string): void {
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(policy.insurerLogo).not.toBeNull();
  expect(mail.html).toContain(`<img src="${siteOrigin}${policy.insurerLogo!.url}" alt="${policy.insurerName}" width="40" height="40"`);
  expect(mail.html).toContain(`>${policy.insurerName}</td>`);
  expect(mail.html).toContain(`<strong>${policy.policyNumber}</strong>`);
  expect(mail.html).not.toMatch(/<script/i);
}

describe.each(targets)('policy e-mails on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  // The mail folder starts as a file, so that sending fails until a test makes it a folder.
  const mailFolder = path.join(mkdtempSync(path.join(tmpdir(), 'policy-mail-')), 'out');
  writeFileSync(mailFolder, 'not a folder yet');
  const url = () => booted.cms.url;

  beforeAll(async () => {
    // A CMS of its own, not a shared one (commerce-cms.ts): its mail folder is a file until a test makes it a folder
    // (sending fails meanwhile), and its renewal window makes every policy one ending soon.
    booted = await bootCms(target, {
      ...purchaseSuiteEnv,
      // Seeded: the seed gives the sandbox insurers the logos the e-mails show.
      SEED: 'true',
      EMAIL_FOLDER: mailFolder,
      RENEWAL_REMINDER_DAYS: '400',
      HOUSEKEEPING_INTERVAL_MS: '700',
      JOB_POLL_MS: '300',
      JOB_RETRY_BASE_MS: '500',
      JOB_RETRY_MAX_MS: '2000',
      PAYMENT_SANDBOX_RETRY_MS: '0,300,600',
    });
  });
  afterAll(async () => {
    await booted?.stop();
  });

  /** A customer's cart with one traffic offer; each test's customer is its own, as carts merge at login. */
  async function loggedInWithTrafficOffer(code: string, plate: string, changes: Record<string, unknown> = {}): Promise<{ client: Client; offerId: string }> {
    const client = graphqlClient(url());
    // Made for the person who logs in: a login hands over only the quotes made for that person.
    const quote = (await client.query(QUOTE, { form: 'traffic', input: { ...inputs.traffic, plate, policyholderCode: code, ...changes } })).data.requestQuote.quote;
    const offer = quote.offers.find((entry: { status: string }) => entry.status === 'offer');
    expect((await client.query(CONFIRM, { id: offer.id })).data.confirmOffer.rejection).toBeNull();
    expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
    const started = (await client.query(START_SMART_ID, { code })).data.startSmartIdLogin;
    await until('the login', async () => (await client.query(POLL, { id: started.login.loginId })).data.pollLogin.state === 'COMPLETE');
    return { client, offerId: offer.id };
  }

  async function payAtBank(paymentUrl: string): Promise<string> {
    const answer = await fetch(paymentUrl, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'LHV', action: 'pay' }).toString(),
    });
    return new URL(answer.headers.get('location')!).searchParams.get('order-token')!;
  }

  const notify = (orderToken: string) =>
    fetch(`${url()}/api/payments/notification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken }) });
  const mailsTo = (address: string) => readMails(mailFolder).filter((mail) => mail.to === address);

  it('asks for a valid e-mail address to pay and offers the quote\'s address first', async () => {
    const { client, offerId } = await loggedInWithTrafficOffer('30303039914', '789 GHI', { email: 'from.quote@example.ee' });
    expect((await client.query(EMAIL)).data.paymentEmail).toBe('from.quote@example.ee');
    for (const [email, code] of [[null, 'required'], ['  ', 'required'], ['not-an-address', 'invalidEmail'], [`${'a'.repeat(250)}@example.ee`, 'tooLong']] as const) {
      const refused = (await client.query(PAY, { key: `refused-${code}-${String(email).length}`, email })).data.startPayment;
      expect(refused).toEqual({ order: null, rejection: { status: 400, code: 'invalidInput', errors: [{ field: 'email', code }] } });
    }
    expect((await graphqlClient(url()).query(EMAIL)).data.paymentEmail).toBeNull();
    await client.query(REMOVE, { id: offerId });
  });

  it('pays and issues even when the mail cannot be sent, and its job sends it once the mail works again', async () => {
    const address = 'klient.later@example.ee';
    const { client } = await loggedInWithTrafficOffer('40504040001', '111 TAR');
    const order = (await client.query(PAY, { key: 'mail-later-1', lang: 'et', email: address })).data.startPayment.order;
    await payAtBank(order.paymentUrl);
    const paid = await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.policies.length ? current : null;
    });
    expect(paid.status).toBe('PAID');
    await sleep(1500);
    expect(statSync(mailFolder).isFile()).toBe(true);
    rmSync(mailFolder);
    mkdirSync(mailFolder);
    const policyMails = () => mailsTo(address).filter((mail) => mail.attachments.length);
    const [mail] = await until('the policy e-mail', () => (policyMails().length ? policyMails() : null));
    expect(mail!.subject).toBe(`Teie poliis: ${paid.policies[0].policyNumber}`);
    expect(mail!.text).toContain(`Poliisi number: ${paid.policies[0].policyNumber}`);
    expectHtmlPolicy(mail!, paid.policies[0], 'et');
    expect(mail!.html).toContain('Poliisi number</th>');
    await sleep(2000);
    expect(policyMails()).toHaveLength(1);
  });

  it('e-mails the paid policies once, in the order\'s language, with their PDFs, however many notifications arrive', async () => {
    const address = 'klient.ru@example.ee';
    const { client } = await loggedInWithTrafficOffer('40504040001', '321 JKL', { email: '' });
    const order = (await client.query(PAY, { key: 'mail-once-1', lang: 'ru', email: ` ${address} ` })).data.startPayment.order;
    const token = await payAtBank(order.paymentUrl);
    // Duplicates racing the sandbox bank's own notification, while the policies are being issued.
    expect((await Promise.all(Array.from({ length: 10 }, () => notify(token)))).every((answer) => answer.status === 200)).toBe(true);
    const paid = await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.policies.length ? current : null;
    });
    const [policy] = paid.policies;
    const policyMails = () => mailsTo(address).filter((mail) => mail.attachments.length);
    const [mail] = await until('the policy e-mail', () => (policyMails().length ? policyMails() : null));
    expect(mail!.subject).toBe(`Ваш полис: ${policy.policyNumber}`);
    expect(mail!.text).toContain('Спасибо за оплату');
    expect(mail!.text).toContain(`Номер полиса: ${policy.policyNumber}`);
    expect(mail!.text).toContain(`${siteOrigin}${localizePath('policies', 'ru')}`);
    expectHtmlPolicy(mail!, policy, 'ru');
    expect(mail!.html).toContain('Номер полиса</th>');
    expect(mail!.html).toContain(`href="${siteOrigin}${localizePath('policies', 'ru')}"`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ filename: `${policy.policyNumber}.pdf`, contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail!.attachments[0]!.content.subarray(-8).toString()).toContain('%%EOF');

    expect((await Promise.all(Array.from({ length: 10 }, () => notify(token)))).every((answer) => answer.status === 200)).toBe(true);
    await sleep(2000);
    expect(policyMails()).toHaveLength(1);
    // Remembered for the next payment (this cart's quote gave no address).
    const next = await loggedInWithTrafficOffer('40504040001', '654 MNO', { email: '' });
    expect((await next.client.query(EMAIL)).data.paymentEmail).toBe(address);
  });

  it('reminds once before a policy ends, with a link that opens its renewal answers and refuses a forged one', async () => {
    const address = 'klient.en@example.ee';
    const { client } = await loggedInWithTrafficOffer('30303039914', '987 PRS');
    const order = (await client.query(PAY, { key: 'remind-once-1', lang: 'en', email: address })).data.startPayment.order;
    await payAtBank(order.paymentUrl);
    const [policy] = (await until('the policy', async () => {
      const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
      return current.policies.length ? current : null;
    })).policies;
    const reminders = () => mailsTo(address).filter((mail) => mail.subject.includes('ends on'));
    const [reminder] = await until('the reminder', () => (reminders().length ? reminders() : null));
    await sleep(2000);
    expect(reminders()).toHaveLength(1);
    expect(reminder!.subject).toBe(`Policy ${policy.policyNumber} ends on ${policy.endDate.split('-').reverse().join('.')}`);
    const formAddress = `${siteOrigin}${localizePath(quoteFormRoutes.traffic, 'en')}?renew=`;
    const link = reminder!.text.split('\n').find((line) => line.startsWith(formAddress));
    expect(link).toBeDefined();
    expectHtmlPolicy(reminder!, policy, 'en');
    expect(reminder!.html).toContain(`href="${link!.trim()}"`);
    const token = decodeURIComponent(link!.slice(formAddress.length).trim());

    const anonymous = graphqlClient(url());
    const { renewal } = (await anonymous.query(RENEWAL, { token })).data.policyRenewal;
    expect(renewal).toEqual({
      form: 'traffic',
      policyNumber: policy.policyNumber,
      endDate: policy.endDate,
      input: expect.objectContaining({ plate: '987PRS', policyholderCode: '30303039914', startDate: addDays(policy.endDate, 1) }),
    });
    const [id, expires, signature] = token.split('.');
    const forged = [`${id}.${expires}.${signature!.slice(0, -2)}xx`, `${id}x.${expires}.${signature}`, `${id}.${signature}`, id!, 'nonsense'];
    for (const bad of forged) expect((await anonymous.query(RENEWAL, { token: bad })).data.policyRenewal).toEqual({ renewal: null, rejection: { status: 404, code: 'renewalNotFound' } });
    // The link works for RENEWAL_LINK_DAYS (60) after it was sent; one signed for the same policy that expired is refused.
    expect(parseInt(expires!, 36) * 1000).toBeGreaterThan(Date.now() + 59 * 24 * 60 * 60_000);
    const expired = renewalTokens(renewalLinkSecret(readSettings(booted.env))).issue(id!, new Date(Date.now() - 1000));
    expect((await anonymous.query(RENEWAL, { token: expired })).data.policyRenewal).toEqual({ renewal: null, rejection: { status: 410, code: 'renewalExpired' } });
  });
});
