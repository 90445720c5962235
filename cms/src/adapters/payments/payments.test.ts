import type { Locale } from '@kindlustus/routes';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { signHs256Jwt, verifyHs256Jwt } from './hs256-jwt';
import { centsToEuros, eurosToCents, MontonioClient } from './montonio-client';
import { createPaymentSandbox, type PaymentSandbox, type PaymentSandboxOptions } from './payment-sandbox';
import type { PaymentOrder } from './payment-provider';

const merchant = { accessKey: 'kindlustus-sandbox', secretKey: 'sandbox-secret-not-for-production', name: 'Kindlustusmaakler OÜ' };
const returnUrl = 'https://kindlustus.example/makse/tagasi';
const nowSeconds = () => Math.floor(Date.now() / 1000);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The merchant's webhook endpoint: records every delivery, can be told to fail. */
function createReceiver() {
  const deliveries: Array<{ path: string; orderToken: string; answeredWith: number }> = [];
  const failuresLeft = new Map<string, number>();
  let paths = 0;
  const handler: Handler = (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const left = failuresLeft.get(path) ?? 0;
      failuresLeft.set(path, left - 1);
      const answeredWith = left > 0 ? 500 : 200;
      deliveries.push({ path, orderToken: (JSON.parse(body) as { orderToken: string }).orderToken, answeredWith });
      res.writeHead(answeredWith).end();
    });
  };
  return {
    handler,
    newPath: (failures = 0) => {
      const path = `/notify/${(paths += 1)}`;
      failuresLeft.set(path, failures);
      return path;
    },
    to: (path: string) => deliveries.filter((delivery) => delivery.path === path),
  };
}

/** The text a reader sees: no tags, entities decoded, any run of white space (non-breaking too) as one space. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function banksOnPage(html: string): Array<{ name: string; value: string; checked: boolean }> {
  return [...html.matchAll(/<input\b[^>]*type="radio"[^>]*>/g)].map(([input]) => {
    const id = /\bid="([^"]+)"/.exec(input)?.[1];
    return {
      name: new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1] ?? '(no label)',
      value: /\bvalue="([^"]+)"/.exec(input)?.[1] ?? '',
      checked: /\schecked\b/.test(input),
    };
  });
}

async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

async function submit(paymentUrl: string, fields: Record<string, string>) {
  const response = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

const orderTokenIn = (url: string) => new URL(url).searchParams.get('order-token') ?? '';

describe('euro amounts on the wire', () => {
  it.each([
    [1999, 19.99, '19.99'],
    [10, 0.1, '0.1'],
    [123456789, 1234567.89, '1234567.89'],
    [29, 0.29, '0.29'],
  ])('%i cents are %s euros and back', (cents, euros, json) => {
    expect(centsToEuros(cents)).toBe(euros);
    expect(JSON.stringify(centsToEuros(cents))).toBe(json);
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('gives back every amount exactly, written with at most two decimals', () => {
    const amounts: number[] = [];
    for (let cents = 0; cents <= 200_000; cents += 1) amounts.push(cents);
    for (let cents = 200_000; cents <= 10_000_000_000; cents += 99_991) amounts.push(cents);
    const wrong = amounts.filter((cents) => eurosToCents(centsToEuros(cents)) !== cents || !/^\d+(\.\d\d?)?$/.test(JSON.stringify(centsToEuros(cents))));
    expect(wrong).toEqual([]);
  });

  it('refuses what is not a whole number of cents or not a number', () => {
    expect(() => centsToEuros(19.5)).toThrow(RangeError);
    expect(eurosToCents('19.99')).toBeNull();
    expect(eurosToCents(Number.NaN)).toBeNull();
  });
});

describe('HS256 tokens', () => {
  it('accept an expiry up to 30 seconds past, not more', () => {
    const token = signHs256Jwt({ exp: 1_000_000 }, 'key');
    expect(verifyHs256Jwt(token, 'key', new Date(1_000_029_000))).toEqual({ ok: true, payload: { exp: 1_000_000 } });
    expect(verifyHs256Jwt(token, 'key', new Date(1_000_031_000))).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuse another algorithm and a signature in another encoding', () => {
    const [, payload, signature] = signHs256Jwt({ a: 1 }, 'key').split('.');
    const hs512Header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    expect(verifyHs256Jwt(`${hs512Header}.${payload}.${signature}`, 'key')).toEqual({ ok: false, problem: 'unsupportedAlgorithm' });
    const [header] = signHs256Jwt({ a: 1 }, 'key').split('.');
    const base64Signature = Buffer.from(signature!, 'base64url').toString('base64');
    expect(verifyHs256Jwt(`${header}.${payload}.${base64Signature}`, 'key')).toEqual({ ok: false, problem: 'badSignature' });
    expect(verifyHs256Jwt(`${header}.${payload}`, 'key')).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('Montonio client and payment sandbox', () => {
  const receiver = createReceiver();
  let receiverServer: Server;
  let receiverBase: string;
  const running: Array<{ server: Server; sandbox: PaymentSandbox }> = [];

  async function startSandbox(options: Partial<PaymentSandboxOptions> = {}) {
    let sandbox: PaymentSandbox | undefined;
    const { server, base } = await listen((req, res) => void sandbox!.handle(req, res));
    sandbox = createPaymentSandbox({ publicBaseUrl: base, merchants: [merchant], notificationRetryDelaysMs: [0, 20, 20], ...options });
    running.push({ server, sandbox });
    const client = new MontonioClient({ baseUrl: `${base}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey });
    return { sandbox, base, client };
  }

  let sandbox: PaymentSandbox;
  let base: string;
  let client: MontonioClient;

  beforeAll(async () => {
    ({ server: receiverServer, base: receiverBase } = await listen(receiver.handler));
    ({ sandbox, base, client } = await startSandbox());
  });
  afterAll(async () => {
    for (const { server, sandbox: each } of running) {
      each.close();
      await stop(server);
    }
    await stop(receiverServer);
  });

  const order = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
    merchantReference: 'POLIIS-2025-0042',
    amount: 1999,
    currency: 'EUR',
    locale: 'et',
    lineItems: [{ name: 'Liikluskindlustus, 12 kuud', quantity: 1, amount: 1999 }],
    returnUrl,
    notificationUrl: `${receiverBase}${receiver.newPath()}`,
    ...overrides,
  });
  const pathOf = (url: string) => new URL(url).pathname;

  it('creates a payment, shows the bank choice, pays, sends the customer back and notifies the merchant', async () => {
    const sent: string[] = [];
    const recordingClient = new MontonioClient({
      baseUrl: `${base}/sandbox/payments/`,
      accessKey: merchant.accessKey,
      secretKey: merchant.secretKey,
      fetch: (input, init) => {
        sent.push(String(init?.body));
        return fetch(input, init);
      },
    });
    const payment = order({ preferredBank: 'LHVBEE22' });
    const created = await recordingClient.createPayment(payment);
    expect(created.paymentUrl).toBe(`${base}/sandbox/payments/pay/${created.providerUuid}`);

    const claims = verifyHs256Jwt((JSON.parse(sent[0]!) as { data: string }).data, merchant.secretKey);
    expect(claims.ok && claims.payload).toMatchObject({
      accessKey: merchant.accessKey,
      merchantReference: 'POLIIS-2025-0042',
      currency: 'EUR',
      grandTotal: 19.99,
      locale: 'et',
      lineItems: [{ name: 'Liikluskindlustus, 12 kuud', quantity: 1, finalPrice: 19.99 }],
      payment: { method: 'paymentInitiation', amount: 19.99, currency: 'EUR', methodOptions: { preferredProvider: 'LHVBEE22', preferredCountry: 'EE', preferredLocale: 'et' } },
    });
    const lifetime = claims.ok ? Number(claims.payload.exp) - nowSeconds() : 0;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);

    const page = await getPage(created.paymentUrl);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.html).toMatch(/<html lang="et">/);
    expect(page.html).not.toMatch(/<script|<link|src=/i);
    const text = visibleText(page.html);
    for (const seen of ['Liivakast: see on testmakse, päris raha ei liigu.', 'Kindlustusmaakler OÜ', 'POLIIS-2025-0042', 'Kokku 19,99 €', 'Liikluskindlustus, 12 kuud 1 19,99 €', 'Vali pank', 'Maksa 19,99 €', 'Katkesta makse']) {
      expect(text).toContain(seen);
    }
    expect(banksOnPage(page.html)).toEqual([
      { name: 'Swedbank', value: 'HABAEE2X', checked: false },
      { name: 'SEB', value: 'EEUHEE2X', checked: false },
      { name: 'LHV', value: 'LHVBEE22', checked: true },
      { name: 'Luminor', value: 'RIKOEE22', checked: false },
      { name: 'Coop Pank', value: 'EKRDEE22', checked: false },
      { name: 'Citadele', value: 'PARXEE22', checked: false },
    ]);
    expect(page.html).toMatch(/<form method="post">\s*<fieldset>\s*<legend>Vali pank<\/legend>/);
    expect(page.html).toContain('<button type="submit" name="action" value="pay">');
    expect(page.html).toContain('<button type="submit" name="action" value="cancel">');

    const paid = await submit(created.paymentUrl, { bank: 'LHVBEE22', action: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.location.startsWith(`${returnUrl}?order-token=`)).toBe(true);
    const expectedNotice = { providerUuid: created.providerUuid, merchantReference: 'POLIIS-2025-0042', status: 'PAID', amount: 1999, currency: 'EUR', bankName: 'LHV' };
    expect(client.readOrderToken(orderTokenIn(paid.location))).toEqual({ ok: true, notice: expectedNotice });

    const path = pathOf(payment.notificationUrl);
    await waitFor(() => receiver.to(path).length === 1);
    expect(client.readOrderToken(receiver.to(path)[0]!.orderToken)).toEqual({ ok: true, notice: expectedNotice });

    const after = await getPage(created.paymentUrl);
    expect(visibleText(after.html)).toContain('See makse ei ole enam avatud. Makse olek: Makstud');
    expect(banksOnPage(after.html)).toEqual([]);
    const link = /<a href="([^"]+)">Tagasi kaupmehe lehele<\/a>/.exec(after.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(client.readOrderToken(orderTokenIn(link))).toEqual({ ok: true, notice: expectedNotice });

    const lateCancel = await submit(created.paymentUrl, { action: 'cancel' });
    expect(client.readOrderToken(orderTokenIn(lateCancel.location))).toMatchObject({ ok: true, notice: { status: 'PAID' } });
    await pause(100);
    expect(receiver.to(path)).toHaveLength(1);
    expect(sandbox.orders(created.providerUuid)).toMatchObject({ status: 'PAID', bankName: 'LHV', notificationAttempts: 1, notificationDelivered: true });
  });

  it.each<[Locale, string[]]>([
    ['ru', ['Песочница: это тестовый платёж, настоящие деньги не списываются.', 'Итого 19,99 €', 'Выберите банк', 'Оплатить 19,99 €', 'Отменить платёж']],
    ['en', ['Sandbox: this is a test payment, no real money is moved.', 'Total €19.99', 'Choose your bank', 'Pay €19.99', 'Cancel payment']],
  ])('shows the payment page in the order language %s, the first bank chosen when none is preferred', async (locale, seen) => {
    const created = await client.createPayment(order({ locale }));
    const page = await getPage(created.paymentUrl);
    expect(page.html).toMatch(new RegExp(`<html lang="${locale}">`));
    const text = visibleText(page.html);
    for (const phrase of seen) expect(text).toContain(phrase);
    expect(text).not.toContain('Vali pank');
    expect(banksOnPage(page.html).filter((bank) => bank.checked).map((bank) => bank.name)).toEqual(['Swedbank']);
  });

  it.each([
    [1999, '19,99 €', '€19.99'],
    [10, '0,10 €', '€0.10'],
    [123456789, '1 234 567,89 €', '€1,234,567.89'],
  ])('charges %i cents exactly: shown as %s / %s, read back from the token in cents', async (cents, estonian, english) => {
    const lines = cents > 1000
      ? [{ name: 'Kaskokindlustus', quantity: 1, amount: cents - 999 }, { name: 'Teenustasu', quantity: 3, amount: 999 }]
      : [{ name: 'Teenustasu', quantity: 1, amount: cents }];
    const created = await client.createPayment(order({ amount: cents, lineItems: lines }));
    expect(visibleText((await getPage(created.paymentUrl)).html)).toContain(`Kokku ${estonian}`);
    const inEnglish = await client.createPayment(order({ amount: cents, lineItems: lines, locale: 'en' }));
    expect(visibleText((await getPage(inEnglish.paymentUrl)).html)).toContain(`Total ${english}`);

    const paid = await submit(created.paymentUrl, { bank: 'HABAEE2X', action: 'pay' });
    expect(client.readOrderToken(orderTokenIn(paid.location))).toMatchObject({ ok: true, notice: { amount: cents, status: 'PAID', bankName: 'Swedbank' } });
  });

  it('groups thousands in Estonian only from five digits on', async () => {
    const created = await client.createPayment(order({ amount: 123456, lineItems: [{ name: 'Kodukindlustus', quantity: 1, amount: 123456 }] }));
    expect(visibleText((await getPage(created.paymentUrl)).html)).toContain('Kokku 1234,56 €');
  });

  it('delivers the notification again after the merchant fails twice, and stops at the first success', async () => {
    const path = receiver.newPath(2);
    const created = await client.createPayment(order({ notificationUrl: `${receiverBase}${path}` }));
    await submit(created.paymentUrl, { bank: 'EEUHEE2X', action: 'pay' });
    await waitFor(() => receiver.to(path).length === 3);
    expect(receiver.to(path).map((delivery) => delivery.answeredWith)).toEqual([500, 500, 200]);
    expect(client.readOrderToken(receiver.to(path)[2]!.orderToken)).toMatchObject({ ok: true, notice: { status: 'PAID', bankName: 'SEB', amount: 1999 } });
    await pause(100);
    expect(receiver.to(path)).toHaveLength(3);
    expect(sandbox.orders(created.providerUuid)).toMatchObject({ notificationAttempts: 3, notificationDelivered: true });
  });

  it('gives up when the retry schedule runs out', async () => {
    const path = receiver.newPath(Infinity);
    const created = await client.createPayment(order({ notificationUrl: `${receiverBase}${path}` }));
    await submit(created.paymentUrl, { bank: 'EEUHEE2X', action: 'pay' });
    await waitFor(() => receiver.to(path).length === 3);
    await pause(100);
    expect(receiver.to(path)).toHaveLength(3);
    expect(sandbox.orders(created.providerUuid)).toMatchObject({ notificationAttempts: 3, notificationDelivered: false });
  });

  it('cancels every pending retry on close()', async () => {
    const { sandbox: closing, client: closingClient } = await startSandbox({ notificationRetryDelaysMs: [0, 150, 150] });
    const path = receiver.newPath(Infinity);
    const created = await closingClient.createPayment(order({ notificationUrl: `${receiverBase}${path}` }));
    await submit(created.paymentUrl, { bank: 'HABAEE2X', action: 'pay' });
    await waitFor(() => receiver.to(path).length === 1);
    closing.close();
    await pause(400);
    expect(receiver.to(path)).toHaveLength(1);
  });

  it('marks a cancelled payment ABANDONED, in the redirect and in the notification', async () => {
    const payment = order({ locale: 'en' });
    const created = await client.createPayment(payment);
    const cancelled = await submit(created.paymentUrl, { bank: 'HABAEE2X', action: 'cancel' });
    expect(cancelled.status).toBe(303);
    const notice = { providerUuid: created.providerUuid, merchantReference: 'POLIIS-2025-0042', status: 'ABANDONED', amount: 1999, currency: 'EUR' };
    expect(client.readOrderToken(orderTokenIn(cancelled.location))).toEqual({ ok: true, notice });
    const path = pathOf(payment.notificationUrl);
    await waitFor(() => receiver.to(path).length === 1);
    expect(client.readOrderToken(receiver.to(path)[0]!.orderToken)).toEqual({ ok: true, notice });

    const paidLater = await submit(created.paymentUrl, { bank: 'HABAEE2X', action: 'pay' });
    expect(client.readOrderToken(orderTokenIn(paidLater.location))).toMatchObject({ ok: true, notice: { status: 'ABANDONED' } });
    expect(visibleText((await getPage(created.paymentUrl)).html)).toContain('Payment status: Abandoned');
  });

  it('abandons a payment the customer never finishes and notifies the merchant', async () => {
    const { client: quickClient } = await startSandbox({ abandonAfterMs: 80 });
    const payment = order();
    const created = await quickClient.createPayment(payment);
    const path = pathOf(payment.notificationUrl);
    await waitFor(() => receiver.to(path).length === 1);
    expect(client.readOrderToken(receiver.to(path)[0]!.orderToken)).toMatchObject({ ok: true, notice: { providerUuid: created.providerUuid, status: 'ABANDONED' } });
    expect(visibleText((await getPage(created.paymentUrl)).html)).toContain('Makse olek: Katkestatud');
  });

  it('abandons a stale payment at the next request, before its timer fires', async () => {
    let clock = Date.now();
    const { client: slowClient } = await startSandbox({ abandonAfterMs: 60_000, now: () => clock });
    const payment = order({ locale: 'ru' });
    const created = await slowClient.createPayment(payment);
    expect(visibleText((await getPage(created.paymentUrl)).html)).toContain('Выберите банк');
    clock += 60_001;
    expect(visibleText((await getPage(created.paymentUrl)).html)).toContain('Статус платежа: Прерван');
    await waitFor(() => receiver.to(pathOf(payment.notificationUrl)).length === 1);
  });

  it('appends the token to a return URL that already has a query', async () => {
    const created = await client.createPayment(order({ returnUrl: 'https://kindlustus.example/tagasi?poliis=42#makse' }));
    const paid = await submit(created.paymentUrl, { bank: 'HABAEE2X', action: 'pay' });
    expect(paid.location).toMatch(/^https:\/\/kindlustus\.example\/tagasi\?poliis=42&order-token=[\w-]+\.[\w-]+\.[\w-]+#makse$/);
  });

  it('escapes what the merchant sent when showing it', async () => {
    const name = '<script>alert("x")</script> & Co';
    const created = await client.createPayment(order({ merchantReference: '"><img src=x onerror=alert(1)>', lineItems: [{ name, quantity: 1, amount: 1999 }] }));
    const page = await getPage(created.paymentUrl);
    expect(page.html).not.toMatch(/<script|<img/i);
    expect(page.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(visibleText(page.html)).toContain(`${name} 1 19,99 €`);
    expect(visibleText(page.html)).toContain('"><img src=x onerror=alert(1)>');
  });

  it('refuses to pay with a bank that is not on the list', async () => {
    const created = await client.createPayment(order());
    const response = await fetch(created.paymentUrl, { method: 'POST', body: new URLSearchParams({ bank: 'NOTABANK', action: 'pay' }), redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain('Vali pank loetelust ja proovi uuesti.');
    expect(sandbox.orders(created.providerUuid)?.status).toBe('PENDING');
  });

  describe('reading order tokens', () => {
    const tokenClaims = (overrides: Record<string, unknown> = {}) => ({
      uuid: '7f1c6a8e-8f0b-4d59-9a4e-2b0c3f5d6e7a',
      accessKey: merchant.accessKey,
      merchantReference: 'POLIIS-2025-0042',
      merchantReferenceDisplay: 'POLIIS-2025-0042',
      paymentStatus: 'PENDING',
      paymentMethod: 'paymentInitiation',
      grandTotal: 19.99,
      currency: 'EUR',
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
      ...overrides,
    });

    it('accepts a token signed with our secret', () => {
      expect(client.readOrderToken(signHs256Jwt(tokenClaims(), merchant.secretKey))).toEqual({
        ok: true,
        notice: { providerUuid: '7f1c6a8e-8f0b-4d59-9a4e-2b0c3f5d6e7a', merchantReference: 'POLIIS-2025-0042', status: 'PENDING', amount: 1999, currency: 'EUR' },
      });
    });

    it('refuses a token whose payload was changed after signing', () => {
      const [header, , signature] = signHs256Jwt(tokenClaims(), merchant.secretKey).split('.');
      const forged = Buffer.from(JSON.stringify(tokenClaims({ paymentStatus: 'PAID' }))).toString('base64url');
      expect(client.readOrderToken(`${header}.${forged}.${signature}`)).toEqual({ ok: false, problem: 'badSignature' });
    });

    it('refuses a token signed with another secret', () => {
      expect(client.readOrderToken(signHs256Jwt(tokenClaims({ paymentStatus: 'PAID' }), 'another-secret'))).toEqual({ ok: false, problem: 'badSignature' });
    });

    it('refuses an unsigned token (alg none)', () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(tokenClaims({ paymentStatus: 'PAID' }))}.`;
      expect(client.readOrderToken(unsigned)).toEqual({ ok: false, problem: 'unsupportedAlgorithm' });
    });

    it('refuses an expired token', () => {
      expect(client.readOrderToken(signHs256Jwt(tokenClaims({ exp: nowSeconds() - 60 }), merchant.secretKey))).toEqual({ ok: false, problem: 'expired' });
    });

    it('refuses a token of another merchant', () => {
      expect(client.readOrderToken(signHs256Jwt(tokenClaims({ accessKey: 'someone-else' }), merchant.secretKey))).toEqual({ ok: false, problem: 'wrongMerchant' });
    });

    it('refuses a token without a status it knows, an amount or an expiry, and one that is not a token', () => {
      for (const claims of [tokenClaims({ paymentStatus: 'DONE' }), tokenClaims({ grandTotal: '19.99' }), tokenClaims({ exp: undefined }), tokenClaims({ uuid: undefined })]) {
        expect(client.readOrderToken(signHs256Jwt(claims, merchant.secretKey))).toEqual({ ok: false, problem: 'missingFields' });
      }
      expect(client.readOrderToken('not-a-token')).toEqual({ ok: false, problem: 'malformed' });
    });
  });

  describe('orders the sandbox refuses', () => {
    const orderClaims = (overrides: Record<string, unknown> = {}) => ({
      accessKey: merchant.accessKey,
      merchantReference: 'POLIIS-2025-0043',
      returnUrl,
      notificationUrl: `${receiverBase}/notify/refused`,
      currency: 'EUR',
      grandTotal: 30,
      locale: 'et',
      lineItems: [{ name: 'Liikluskindlustus', quantity: 2, finalPrice: 12.5 }, { name: 'Teenustasu', quantity: 1, finalPrice: 5 }],
      payment: { method: 'paymentInitiation', amount: 30, currency: 'EUR', methodOptions: { preferredCountry: 'EE', preferredLocale: 'et' } },
      exp: nowSeconds() + 300,
      ...overrides,
    });
    async function postOrder(claims: object, secret = merchant.secretKey) {
      const response = await fetch(`${base}/sandbox/payments/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: signHs256Jwt(claims, secret) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    it('accepts the order these refusals start from', async () => {
      const { status, body } = await postOrder(orderClaims());
      expect(status).toBe(201);
      expect(body.paymentUrl).toBe(`${base}/sandbox/payments/pay/${String(body.uuid)}`);
    });

    it.each([
      ['a grand total above the line items', { grandTotal: 30.01, payment: { method: 'paymentInitiation', amount: 30.01, currency: 'EUR' } }],
      ['a payment amount other than the grand total', { payment: { method: 'paymentInitiation', amount: 29.99, currency: 'EUR' } }],
    ])('refuses %s with 400', async (_, overrides) => {
      expect(await postOrder(orderClaims(overrides))).toEqual({ status: 400, body: { code: 'TOTALS_DO_NOT_ADD_UP', message: expect.any(String) } });
    });

    it('refuses an order without a return URL and one valid for over 10 minutes', async () => {
      expect(await postOrder(orderClaims({ returnUrl: 'javascript:alert(1)' }))).toMatchObject({ status: 400, body: { code: 'INVALID_FIELD', message: 'returnUrl must be an http(s) URL' } });
      expect(await postOrder(orderClaims({ exp: nowSeconds() + 3600 }))).toMatchObject({ status: 400, body: { code: 'TOKEN_LIFETIME_TOO_LONG' } });
    });

    it('refuses an unknown merchant, a wrong signature and an expired order with 401', async () => {
      expect(await postOrder(orderClaims({ accessKey: 'unknown' }))).toMatchObject({ status: 401, body: { code: 'UNKNOWN_MERCHANT' } });
      expect(await postOrder(orderClaims(), 'wrong-secret')).toMatchObject({ status: 401, body: { code: 'BAD_SIGNATURE' } });
      expect(await postOrder(orderClaims({ exp: nowSeconds() - 120 }))).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
    });

    it('makes the client fail with the HTTP status, never the secret, for an unknown merchant', async () => {
      const secretKey = 'a-secret-that-must-not-leak';
      const stranger = new MontonioClient({ baseUrl: `${base}/sandbox/payments`, accessKey: 'stranger', secretKey });
      const failure = await stranger.createPayment(order()).then(() => null, (error: Error) => error);
      expect(failure?.message).toMatch(/HTTP 401/);
      expect(failure?.message).not.toContain(secretKey);
    });

    it('has the client refuse, before sending, lines that do not add up or do not split into units', async () => {
      const fetchSpy = jest.fn(fetch);
      const checking = new MontonioClient({ baseUrl: `${base}/sandbox/payments`, accessKey: merchant.accessKey, secretKey: merchant.secretKey, fetch: fetchSpy });
      await expect(checking.createPayment(order({ amount: 2000 }))).rejects.toThrow('the lines add up to 1999 cents, not 2000');
      await expect(checking.createPayment(order({ amount: 1000, lineItems: [{ name: 'Teenustasu', quantity: 3, amount: 1000 }] }))).rejects.toThrow(/do not split evenly/);
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  });

  describe('other requests', () => {
    it('answers an unknown payment with a 404 page in the browser language', async () => {
      const page = await getPage(`${base}/sandbox/payments/pay/00000000-0000-4000-8000-000000000000`, { 'accept-language': 'en-GB,en;q=0.8' });
      expect(page.status).toBe(404);
      expect(page.html).toMatch(/<html lang="en">/);
      expect(visibleText(page.html)).toContain('Payment not found');
    });

    it('answers an unknown path with 404 JSON', async () => {
      const response = await fetch(`${base}/sandbox/payments/api/refunds`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    });

    it('refuses a body over 64 kB with 413', async () => {
      const response = await fetch(`${base}/sandbox/payments/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: 'x'.repeat(70 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });
  });
});
