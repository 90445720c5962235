import { MontonioClient } from './montonio-client';
import type { PaymentSandbox } from './payment-sandbox';
import type { Locale } from '@kindlustus/routes';
import { banksOnPage, getPage, merchant, nowSeconds, orderTokenIn, pause, returnUrl, submit, useSandboxFixture, visibleText, waitFor } from './payments.test.helpers';
import { verifyHs256Jwt } from './hs256-jwt';

describe('Montonio client and payment sandbox', () => {
  const fixture = useSandboxFixture();
  const { receiver, startSandbox, order, pathOf } = fixture;
  let sandbox: PaymentSandbox;
  let base: string;
  let client: MontonioClient;
  let receiverBase: string;
  beforeAll(() => ({ sandbox, base, client, receiverBase } = fixture.started()));

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
    const expectedNotice = { providerUuid: created.providerUuid, merchantReference: 'POLIIS-2025-0042', status: 'PAID', amount: 1999, currency: 'EUR', bankName: 'LHV', reportedAt: expect.any(Date) };
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

  it('follows its retry schedule as changed while it runs: none sent while it is empty, and a failed one retried once it has a retry again', async () => {
    const schedule = [0, 150, 150];
    const { client: changingClient } = await startSandbox({ notificationRetryDelaysMs: schedule });
    const path = receiver.newPath(1);
    const created = await changingClient.createPayment(order({ notificationUrl: `${receiverBase}${path}` }));
    schedule.splice(0, schedule.length);
    await submit(created.paymentUrl, { bank: 'HABAEE2X', action: 'pay' });
    await pause(300);
    expect(receiver.to(path)).toHaveLength(0);

    schedule.push(0, 100);
    const again = await changingClient.createPayment(order({ notificationUrl: `${receiverBase}${path}` }));
    await submit(again.paymentUrl, { bank: 'HABAEE2X', action: 'pay' });
    await waitFor(() => receiver.to(path).length === 2);
    expect(receiver.to(path).map((delivery) => delivery.answeredWith)).toEqual([500, 200]);
  });

  it('marks a cancelled payment ABANDONED, in the redirect and in the notification', async () => {
    const payment = order({ locale: 'en' });
    const created = await client.createPayment(payment);
    const cancelled = await submit(created.paymentUrl, { bank: 'HABAEE2X', action: 'cancel' });
    expect(cancelled.status).toBe(303);
    const notice = { providerUuid: created.providerUuid, merchantReference: 'POLIIS-2025-0042', status: 'ABANDONED', amount: 1999, currency: 'EUR', reportedAt: expect.any(Date) };
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
});
