import { createHash } from 'crypto';
import { signHs256Jwt } from '../src/adapters/payments/hs256-jwt';
import Database from 'better-sqlite3';
import { graphqlClient, siteOrigin } from './graphql';
import { adminToken, request } from './http';
import { runSql } from './databases';
import { bootCms, startStrapi, type StrapiProcess } from './strapi-process';
import { sleep, until } from './waiting';
import { commerceEnv, ME, START_SMART_ID, START_DEVICE_LINK, START_SAME_DEVICE, FINISH_CALLBACK, DEVICE_LINK, START_MOBILE_ID, POLL, START_ID_CARD, FINISH_ID_CARD, QUOTE, CONFIRM, CART, ADD, SET_EXTRA, SET_SCHEDULE, REMOVE, PAY, ORDER, RETURN, POLICIES, POLICY } from './commerce-operations';
import { commerceFlows, inputs, type Client } from './commerce-flows';

/**
 * The provider API from confirmed offers to paid policies: e-ID login, cart, payment through the
 * sandbox bank, policies and their documents, against a real CMS with its sandboxes.
 */
const targets = (process.env.CMS_TEST_DATABASES ?? 'sqlite').split(',');

describe.each(targets)('login, cart, payment and policies on %s', (target) => {
  let booted: Awaited<ReturnType<typeof bootCms>>;
  let cms: StrapiProcess;
  const url = () => cms.url;

  beforeAll(async () => {
    booted = await bootCms(target, commerceEnv);
    cms = booted.cms;
  });
  afterAll(async () => {
    await cms?.stop();
    await booted?.stop();
  });

  const { pollUntilDone, smartIdLogin, freePlates, nextPlate, confirmedOffer, atTheBank, loggedInWithCart, loggedInWithPlate, paidOrder, notify } = commerceFlows(url);

  describe('login', () => {
    it('logs a demo identity in with Smart-ID and keeps the session in an httpOnly SameSite cookie', async () => {
      const client = graphqlClient(url());
      expect((await client.query(ME)).data.me).toBeNull();
      const done = await smartIdLogin(client, '30303039914');
      expect(done).toEqual({ state: 'COMPLETE', outcome: 'ok', customer: { personalCode: '30303039914', givenName: 'OK', surname: 'TESTNUMBER' } });
      const cookie = client.lastSetCookies().find((line) => line.startsWith('__Host-customer_session='))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/30303039914/);
      const me = (await client.query(ME)).data.me;
      expect(me).toMatchObject({ customer: { personalCode: '30303039914' }, loginMethod: 'smartId' });
      expect(new Date(me.sessionExpiresAt).getTime()).toBeGreaterThan(Date.now());
    });

    it.each([
      ['30403039917', 'userRefused'],
      ['30403039972', 'wrongVerificationCode'],
      ['30403039983', 'timeout'],
      ['61101012257', 'underAge'],
    ])('gives the Smart-ID demo identity %s the outcome %s and no session', async (code, outcome) => {
      const client = graphqlClient(url());
      expect(await smartIdLogin(client, code)).toEqual({ state: 'FAILED', outcome, customer: null });
      expect((await client.query(ME)).data.me).toBeNull();
    });

    it('refuses an invalid personal code and one without Smart-ID, naming the field', async () => {
      const client = graphqlClient(url());
      expect((await client.query(START_SMART_ID, { code: '30303039915' })).data.startSmartIdLogin.rejection).toEqual({
        status: 400, code: 'invalidPersonalCode', errors: [{ field: 'personalCode', code: 'invalidPersonalCode' }],
      });
      expect((await client.query(START_SMART_ID, { code: '60001019906' })).data.startSmartIdLogin.rejection.code).toBe('notSmartIdUser');
    });

    it('logs the Mobile-ID demo user in and answers the failures', async () => {
      const client = graphqlClient(url());
      const started = (await client.query(START_MOBILE_ID, { phone: '+372 0000 0766', code: '60001019906' })).data.startMobileIdLogin;
      expect(started.login.verificationCode).toMatch(/^\d{4}$/);
      expect(await pollUntilDone(client, started.login.loginId)).toEqual({
        state: 'COMPLETE', outcome: 'ok', customer: { personalCode: '60001019906', givenName: 'MARY', surname: 'ÄNN' },
      });
      for (const [phone, outcome] of [['+37200000266', 'userRefused'], ['+37255555555', 'notMobileIdClient'], ['+37200000366', 'phoneAbsent']]) {
        const other = graphqlClient(url());
        const start = (await other.query(START_MOBILE_ID, { phone, code: '60001019906' })).data.startMobileIdLogin;
        expect((await pollUntilDone(other, start.login.loginId)).outcome).toBe(outcome);
      }
      const bad = (await client.query(START_MOBILE_ID, { phone: '12', code: '60001019906' })).data.startMobileIdLogin.rejection;
      expect(bad).toMatchObject({ status: 400, code: 'invalidPhone', errors: [{ field: 'phone' }] });
    });

    it('logs in with an ID card through Web eID, once per challenge, and refuses a revoked card or another origin', async () => {
      const extension = async (personalCode: string, challengeNonce: string, origin = siteOrigin) =>
        (await fetch(`${url()}/sandbox/id-card/web-eid/authenticate`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ personalCode, challengeNonce, origin }),
        })).json();
      const client = graphqlClient(url());
      const { challenge } = (await client.query(START_ID_CARD)).data.startIdCardLogin;
      expect(challenge.challengeNonce.length).toBeGreaterThanOrEqual(44);
      const token = await extension('40504040001', challenge.challengeNonce);
      expect((await client.query(FINISH_ID_CARD, { id: challenge.loginId, token })).data.finishIdCardLogin).toEqual({
        state: 'COMPLETE', outcome: 'ok', customer: { personalCode: '40504040001', givenName: 'OK' },
      });
      expect((await client.query(ME)).data.me.loginMethod).toBe('idCard');
      expect((await client.query(FINISH_ID_CARD, { id: challenge.loginId, token })).data.finishIdCardLogin.outcome).toBe('challengeUsed');

      for (const [code, origin, outcome] of [['38001085718', siteOrigin, 'revokedCertificate'], ['30303039914', 'https://evil.example', 'badSignature']]) {
        const other = graphqlClient(url());
        const next = (await other.query(START_ID_CARD)).data.startIdCardLogin.challenge;
        const result = (await other.query(FINISH_ID_CARD, { id: next.loginId, token: await extension(code, next.challengeNonce, origin) })).data.finishIdCardLogin;
        expect(result).toEqual({ state: 'FAILED', outcome, customer: null });
      }
    });

    it('ends the session at logout, also for a copy of the old cookie', async () => {
      const client = graphqlClient(url());
      await smartIdLogin(client, '40504040001');
      const stolen = client.cookieHeader();
      expect((await client.query('mutation { logout }')).data.logout).toBe(true);
      expect((await client.query(ME)).data.me).toBeNull();
      const replay = await fetch(`${url()}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: siteOrigin, cookie: stolen }, body: JSON.stringify({ query: ME }) });
      expect((await replay.json()).data.me).toBeNull();
    });

    it('limits login starts per browser', async () => {
      const client = graphqlClient(url());
      const codes = [];
      for (let attempt = 0; attempt < 7; attempt += 1) codes.push((await client.query(START_SMART_ID, { code: '40504040001' })).data.startSmartIdLogin.rejection?.code ?? 'started');
      expect(codes.slice(0, 5)).toEqual(Array(5).fill('started'));
      expect(codes.at(-1)).toBe('tooManyRequests');
    });
  });

  describe('Smart-ID device link (RP API v3)', () => {
    /** The sandbox's Smart-ID app opening a link the API made, as the demo identity. */
    const scan = async (link: string, personalCode: string) => {
      const response = await fetch(`${url()}/sandbox/e-id/smart-id-app/scan`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ link, personalCode }),
      });
      return { status: response.status, body: await response.json() };
    };
    const linkOf = async (client: Client, id: string, type = 'QR') => (await client.query(DEVICE_LINK, { id, type })).data.smartIdDeviceLink;
    const startDeviceLink = async (client: Client) => {
      const started = (await client.query(START_DEVICE_LINK)).data.startSmartIdLogin;
      expect(started).toEqual({ login: { loginId: expect.any(String), verificationCode: null }, rejection: null });
      return started.login.loginId as string;
    };
    /** What the attempt row keeps (SQLite only: read from the test's own database file). */
    const storedSecret = (): string | null => {
      if (booted.env.DATABASE_CLIENT !== 'sqlite') return null;
      const db = new Database(booted.env.DATABASE_FILENAME!, { readonly: true });
      try {
        const row = db.prepare('select device_link_session as kept from login_attempts where device_link_session is not null order by id desc limit 1').get() as { kept: string };
        return JSON.parse(row.kept).sessionSecret;
      } finally {
        db.close();
      }
    };

    it('starts without a personal code, answers a fresh QR link each second, and the app logs the person in', async () => {
      const client = graphqlClient(url());
      const answers: unknown[] = [];
      const loginId = await startDeviceLink(client);
      const first = await linkOf(client, loginId);
      await sleep(1100);
      const second = await linkOf(client, loginId);
      answers.push(first, second);
      for (const answer of [first, second]) {
        expect(answer.rejection).toBeNull();
        expect(answer.deviceLink.link).toMatch(
          new RegExp(`^${url()}/sandbox/e-id/smart-id/device-link\\?deviceLinkType=QR&elapsedSeconds=\\d+&sessionToken=[A-Za-z0-9]{24,}&sessionType=auth&version=1\\.0&lang=rus&authCode=[\\w-]{43}$`),
        );
        expect(answer.deviceLink.expiresInSeconds).toBeGreaterThan(50);
      }
      const authCodeOf = (link: string) => new URL(link).searchParams.get('authCode');
      expect(authCodeOf(second.deviceLink.link)).not.toBe(authCodeOf(first.deviceLink.link));
      // A QR session has no callback URL, so it has no app link either.
      expect((await linkOf(client, loginId, 'WEB2APP')).rejection).toEqual({ status: 409, code: 'notSameDevice' });
      // Another browser cannot have links for this attempt.
      expect((await linkOf(graphqlClient(url()), loginId)).rejection).toEqual({ status: 404, code: 'loginNotFound' });

      const fresh = (await linkOf(client, loginId)).deviceLink.link;
      const scanned = await scan(fresh, '40504040001');
      answers.push(scanned.body);
      expect(scanned).toEqual({ status: 200, body: { accepted: true, endResult: 'OK' } });
      const done = await pollUntilDone(client, loginId);
      answers.push(done);
      expect(done).toEqual({ state: 'COMPLETE', outcome: 'ok', customer: { personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER' } });
      expect((await client.query(ME)).data.me).toMatchObject({ customer: { personalCode: '40504040001' }, loginMethod: 'smartId' });
      expect((await linkOf(client, loginId)).rejection).toEqual({ status: 409, code: 'loginEnded' });

      const secret = storedSecret();
      if (secret) {
        expect(secret.length).toBeGreaterThanOrEqual(24);
        expect(JSON.stringify(answers)).not.toContain(secret);
      }
    });

    it('a QR code is offered for 60 seconds, then the page is told to start again', async () => {
      const client = graphqlClient(url());
      const loginId = await startDeviceLink(client);
      expect((await linkOf(client, loginId)).deviceLink.expiresInSeconds).toBeGreaterThan(50);
      // The session as if SK had answered 61 seconds ago (waiting a minute is not a test).
      const kept = (await runSql(booted.env, 'select device_link_session as kept from login_attempts where public_id = $1', [loginId]))[0].kept;
      const session = typeof kept === 'string' ? JSON.parse(kept) : kept;
      const aged = { ...session, receivedAt: session.receivedAt - 61_000 };
      await runSql(booted.env, 'update login_attempts set device_link_session = $1 where public_id = $2', [JSON.stringify(aged), loginId]);
      expect(await linkOf(client, loginId)).toEqual({ deviceLink: null, rejection: { status: 410, code: 'qrExpired' } });
      expect((await linkOf(client, loginId, 'WEB2APP')).rejection).toEqual({ status: 409, code: 'notSameDevice' });
      // A new login starts with a fresh minute.
      const again = await startDeviceLink(client);
      expect((await linkOf(client, again)).deviceLink.expiresInSeconds).toBeGreaterThan(50);
    });

    it('the app refuses a forged and a stale link, and the login goes on with a fresh one', async () => {
      const client = graphqlClient(url());
      const loginId = await startDeviceLink(client);
      const link = (await linkOf(client, loginId)).deviceLink.link as string;
      expect(await scan(link.replace(/elapsedSeconds=(\d+)/, (_, seconds) => `elapsedSeconds=${Number(seconds) + 1}`), '30303039914')).toEqual({
        status: 400, body: { error: 'authCodeInvalid' },
      });
      expect(await scan(link.replace(/authCode=[\w-]{5}/, 'authCode=AAAAA'), '30303039914')).toMatchObject({ body: { error: 'authCodeInvalid' } });
      await sleep(6500);
      expect(await scan(link, '30303039914')).toEqual({ status: 400, body: { error: 'linkExpired' } });
      expect((await client.query(POLL, { id: loginId })).data.pollLogin.state).toBe('RUNNING');
      expect((await scan((await linkOf(client, loginId)).deviceLink.link, '30303039914')).status).toBe(200);
      expect((await pollUntilDone(client, loginId)).outcome).toBe('ok');
    });

    it('same device: the app sends the person back to the login page, which finishes the login in this browser only, once', async () => {
      const client = graphqlClient(url());
      const { loginId } = (await client.query(START_SAME_DEVICE)).data.startSmartIdLogin.login;
      const cookie = client.lastSetCookies().find((line) => line.startsWith('__Host-smartid_callback='))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      const link = (await linkOf(client, loginId, 'WEB2APP')).deviceLink.link as string;
      expect(link).toMatch(/deviceLinkType=Web2App&sessionToken=\w+&sessionType=auth&version=1\.0&lang=eng&authCode=/);
      const scanned = await scan(link, '30303039914');
      expect(scanned.body).toMatchObject({ accepted: true, endResult: 'OK', callbackUrl: expect.stringContaining(`${siteOrigin}/`) });
      const back = new URL(scanned.body.callbackUrl);
      const callback = { callback: back.searchParams.get('smartIdCallback'), digest: back.searchParams.get('sessionSecretDigest'), verifier: back.searchParams.get('userChallengeVerifier') };
      expect(cookie).toContain(`__Host-smartid_callback=${callback.callback}`);
      // Confirmed in the app, but not back yet: the login waits.
      expect((await client.query(POLL, { id: loginId })).data.pollLogin.state).toBe('RUNNING');
      // Another browser opening the same callback URL is refused.
      expect((await graphqlClient(url()).query(FINISH_CALLBACK, callback)).data.finishSmartIdCallback.rejection).toEqual({ status: 403, code: 'callbackInvalid' });
      expect((await client.query(FINISH_CALLBACK, callback)).data.finishSmartIdCallback).toEqual({ login: { loginId }, rejection: null });
      expect(await pollUntilDone(client, loginId)).toEqual({ state: 'COMPLETE', outcome: 'ok', customer: { personalCode: '30303039914', givenName: 'OK', surname: 'TESTNUMBER' } });
      expect((await client.query(FINISH_CALLBACK, callback)).data.finishSmartIdCallback.rejection.code).toBe('callbackInvalid');
    });

    it('same device: a callback whose secret digest is not the session\'s ends the login', async () => {
      const client = graphqlClient(url());
      const { loginId } = (await client.query(START_SAME_DEVICE)).data.startSmartIdLogin.login;
      const scanned = await scan((await linkOf(client, loginId, 'WEB2APP')).deviceLink.link, '30303039914');
      const back = new URL(scanned.body.callbackUrl);
      const forged = { callback: back.searchParams.get('smartIdCallback'), digest: 'A'.repeat(43), verifier: back.searchParams.get('userChallengeVerifier') };
      expect((await client.query(FINISH_CALLBACK, forged)).data.finishSmartIdCallback.rejection).toEqual({ status: 403, code: 'callbackInvalid' });
      expect(await pollUntilDone(client, loginId)).toEqual({ state: 'FAILED', outcome: 'callbackInvalid', customer: null });
      expect((await client.query(ME)).data.me).toBeNull();
    });

    it.each([
      ['30403039917', 'userRefused'],
      ['30403039983', 'timeout'],
      ['30403039972', 'wrongVerificationCode'],
      ['61101012257', 'underAge'],
    ])('gives the demo identity %s scanning the QR code the outcome %s and no session', async (code, outcome) => {
      const client = graphqlClient(url());
      const loginId = await startDeviceLink(client);
      expect((await scan((await linkOf(client, loginId)).deviceLink.link, code)).status).toBe(200);
      expect(await pollUntilDone(client, loginId)).toEqual({ state: 'FAILED', outcome, customer: null });
      expect((await client.query(ME)).data.me).toBeNull();
      expect((await linkOf(client, loginId)).rejection.code).toBe('loginEnded');
    });
  });

  describe('security', () => {
    it('refuses cookie-carrying writes from another origin or none, and allows the site', async () => {
      const client = graphqlClient(url());
      await client.query(ME);
      await client.query(START_ID_CARD);
      const cookie = client.cookieHeader();
      expect(cookie).toMatch(/__Host-quote_client=/);
      const attempt = (headers: Record<string, string>) =>
        fetch(`${url()}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify({ query: 'mutation { logout }' }) });
      const evil = await attempt({ origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      expect((await evil.json()).error.details.code).toBe('csrfRejected');
      expect((await attempt({})).status).toBe(403);
      expect((await attempt({ origin: siteOrigin })).status).toBe(200);
      // The router matches paths in any case: so does the guard.
      const shouted = await fetch(`${url()}/API/payments/notification`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' }, body: JSON.stringify({ orderToken: 'x' }),
      });
      expect(shouted.status).toBe(403);
      expect((await shouted.json()).error.details.code).toBe('csrfRejected');
    });

    it('lets only the site origin read answers in a browser (CORS)', async () => {
      const preflight = (origin: string) =>
        fetch(`${url()}/api/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
      expect((await preflight(siteOrigin)).headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    });
  });

  describe('cart', () => {
    it('holds confirmed offers with their extras and schedule, priced on the server', async () => {
      const client = graphqlClient(url());
      const quote = (await client.query(QUOTE, { form: 'casco', input: { ...inputs.casco, instalments: 4 } })).data.requestQuote.quote;
      const offer = quote.offers.find((entry: any) => entry.status === 'offer' && entry.extras.some((extra: any) => extra.vatable) && entry.instalmentOptions.length > 1);
      expect(offer).toBeDefined();
      expect((await client.query(ADD, { id: offer.id })).data.addToCart.rejection).toEqual({ status: 409, code: 'offerNotConfirmed' });
      await client.query(CONFIRM, { id: offer.id });
      let cart = (await client.query(ADD, { id: offer.id })).data.addToCart.cart;
      const [line] = cart.lines;
      // The quote asked for 4 instalments and a replacement car, so the cart starts with them.
      expect(line.instalments).toBe(4);
      expect(line.premium).toBe(offer.instalmentOptions.find((option: any) => option.count === 4).premium);
      expect(line.schedule).toHaveLength(4);
      expect(line.schedule.reduce((sum: number, entry: any) => sum + entry.amount, 0)).toBe(line.premium);
      const car = line.extras.find((extra: any) => extra.key === 'replacementCar');
      expect(car).toMatchObject({ selected: true, days: offer.extras.find((extra: any) => extra.key === 'replacementCar').maxDays });

      const service = offer.extras.find((extra: any) => extra.vatable);
      cart = (await client.query(SET_EXTRA, { id: offer.id, key: service.key, on: true })).data.setCartExtra.cart;
      cart = (await client.query(SET_EXTRA, { id: offer.id, key: 'replacementCar', on: true, days: 5 })).data.setCartExtra.cart;
      cart = (await client.query(SET_SCHEDULE, { id: offer.id, n: 1 })).data.setCartSchedule.cart;
      const priced = cart.lines[0];
      const vatable = priced.extras.find((extra: any) => extra.key === service.key);
      expect(vatable.amount).toBe(service.price);
      expect(vatable.vat).toBe(service.price - Math.round((service.price * 10_000) / 12_400));
      expect(priced.extras.find((extra: any) => extra.key === 'replacementCar').amount).toBe(5 * priced.extras.find((extra: any) => extra.key === 'replacementCar').unitPrice);
      expect(cart.premiumTotal).toBe(offer.instalmentOptions.find((option: any) => option.count === 1).premium);
      expect(cart.total).toBe(cart.premiumTotal + cart.extrasTotal);
      expect(cart.dueNow).toBe(cart.total);
      expect(cart.vatTotal).toBe(vatable.vat);
      expect(cart.payable).toBe(true);

      expect((await client.query(SET_SCHEDULE, { id: offer.id, n: 3 })).data.setCartSchedule.rejection.code).toBe('scheduleNotAllowed');
      expect((await client.query(SET_EXTRA, { id: offer.id, key: 'jetpack', on: true })).data.setCartExtra.rejection.code).toBe('unknownExtra');
      // Adding again changes nothing: a retried request is harmless.
      expect((await client.query(ADD, { id: offer.id })).data.addToCart.cart.lines).toHaveLength(1);
      // Another browser sees an empty cart.
      expect((await graphqlClient(url()).query(CART)).data.cart).toMatchObject({ lines: [], payable: false, problems: ['empty'] });
      expect((await client.query(REMOVE, { id: offer.id })).data.removeFromCart.cart.lines).toEqual([]);
    });

    it('replaces an offer by another insurer\'s offer for the same quote', async () => {
      const client = graphqlClient(url());
      const quote = (await client.query(QUOTE, { form: 'traffic', input: inputs.traffic })).data.requestQuote.quote;
      const [first, second] = quote.offers.filter((entry: any) => entry.status === 'offer');
      for (const offer of [first, second]) {
        await client.query(CONFIRM, { id: offer.id });
        await client.query(ADD, { id: offer.id });
      }
      expect((await client.query(CART)).data.cart.lines.map((line: any) => line.offer.id)).toEqual([second.id]);
    });

    it('covers one object once: a newer offer replaces the older in the cart and at login, and an insured object is refused', async () => {
      const plate = nextPlate();
      const anonymous = graphqlClient(url());
      const owner = graphqlClient(url());
      await smartIdLogin(owner, '40504040001');
      const older = await confirmedOffer(owner, 'traffic', undefined, { plate });
      expect((await owner.query(ADD, { id: older.id })).data.addToCart.rejection).toBeNull();

      // Three quotes for one car, as a visitor comparing again and again would make them.
      const offers = [];
      for (let round = 0; round < 3; round += 1) {
        const offer = await confirmedOffer(anonymous, 'traffic', undefined, { plate: plate.toLowerCase().replace(' ', '') });
        const added = (await anonymous.query(ADD, { id: offer.id })).data.addToCart;
        expect(added.rejection).toBeNull();
        expect(added.cart.lines.map((line: any) => line.offer.id)).toEqual([offer.id]);
        expect(added.replaced).toEqual(offers.slice(-1).map((earlier: any) => earlier.id));
        offers.push(offer);
      }
      // Another product for the same car is another cover.
      const casco = await confirmedOffer(anonymous, 'casco', undefined, { plate });
      expect((await anonymous.query(ADD, { id: casco.id })).data.addToCart.replaced).toEqual([]);

      expect((await smartIdLogin(anonymous, '40504040001')).outcome).toBe('ok');
      const merged = (await anonymous.query(CART)).data.cart;
      expect(merged.lines.map((line: any) => line.offer.id).sort()).toEqual([offers[2].id, casco.id].sort());
      await anonymous.query(REMOVE, { id: casco.id });

      const order = (await anonymous.query(PAY, { key: 'one-car-once-1', lang: 'en' })).data.startPayment.order;
      await atTheBank(order.paymentUrl, 'pay');
      const paid = await until('the policy', async () => {
        const current = (await anonymous.query(ORDER, { id: order.id })).data.paymentOrder;
        return current.policies.length ? current : null;
      });
      expect(paid.policies.map((policy: any) => policy.product)).toEqual(['traffic']);

      const someoneElse = graphqlClient(url());
      const again = await confirmedOffer(someoneElse, 'traffic', undefined, { plate });
      expect((await someoneElse.query(ADD, { id: again.id })).data.addToCart.rejection).toEqual({ status: 409, code: 'objectAlreadyInsured' });
    });

    it('issues one policy when two customers pay for one car at the same time, and leaves the other payment refund due', async () => {
      const plate = nextPlate();
      const first = await loggedInWithPlate('30303039914', plate);
      const second = await loggedInWithPlate('40504040001', plate);
      const orders = [];
      for (const client of [first, second]) {
        orders.push((await client.query(PAY, { key: `same-car-${Math.random().toString(36).slice(2)}`, lang: 'et' })).data.startPayment.order);
      }
      await atTheBank(orders[0].paymentUrl, 'pay');
      await until('the first policy', async () => (await first.query(ORDER, { id: orders[0].id })).data.paymentOrder.policies.length > 0);
      const secondLine = (await second.query(CART)).data.cart;
      expect(secondLine).toMatchObject({ payable: false, problems: expect.arrayContaining(['alreadyInsured']) });
      expect(secondLine.lines.find((line: any) => line.insuredObject.startsWith(plate)).alreadyInsured).toBe(true);
      expect((await second.query(PAY, { key: 'same-car-again-1', lang: 'et' })).data.startPayment.rejection).toEqual({ status: 409, code: 'objectAlreadyInsured' });

      await atTheBank(orders[1].paymentUrl, 'pay');
      const refused = await until('the second payment', async () => {
        const current = (await second.query(ORDER, { id: orders[1].id })).data.paymentOrder;
        return current.status === 'REFUND_DUE' ? current : null;
      });
      expect(refused.policies).toEqual([]);
      expect(refused.refusedOffers).toHaveLength(1);
      expect(refused.refundAmount).toBe(orders[1].amount);
    });

    it('merges the browser\'s cart into the customer\'s at login', async () => {
      const earlier = graphqlClient(url());
      await smartIdLogin(earlier, '30303039914');
      const own = await confirmedOffer(earlier, 'home');
      await earlier.query(ADD, { id: own.id });

      const { client, offer } = await loggedInWithCart('30303039914', 'casco');
      const ids = (await client.query(CART)).data.cart.lines.map((line: any) => line.offer.id);
      expect(ids.sort()).toEqual([own.id, offer.id].sort());
      await client.query(REMOVE, { id: own.id });
      await client.query(REMOVE, { id: offer.id });
    });

    it('leaves out of the merge an offer bought meanwhile in another browser', async () => {
      // The customer made the quote logged in here and logged out: this browser no longer reaches it.
      const earlier = graphqlClient(url());
      expect((await smartIdLogin(earlier, '30303039914')).outcome).toBe('ok');
      const offer = await confirmedOffer(earlier, 'traffic', undefined, { plate: nextPlate() });
      expect((await earlier.query('mutation { logout }')).data.logout).toBe(true);
      expect((await earlier.query(ADD, { id: offer.id })).data.addToCart.rejection).toEqual({ status: 404, code: 'offerNotFound' });
      // A cart left from before that rule (or any way a browser's cart still names it): the offer waits in it.
      // Never bought and soon out of the cart: it may share a plate a later test buys.
      const own = await confirmedOffer(earlier, 'traffic', undefined, { plate: freePlates[0] });
      expect((await earlier.query(ADD, { id: own.id })).data.addToCart.rejection).toBeNull();
      const [stale] = (await runSql(booted.env, 'SELECT id, items FROM carts WHERE personal_code IS NULL'))
        .filter((row: any) => JSON.stringify(row.items).includes(own.id));
      const items = JSON.stringify(typeof stale.items === 'string' ? JSON.parse(stale.items) : stale.items).split(own.id).join(offer.id);
      await runSql(booted.env, 'UPDATE carts SET items = $1 WHERE id = $2', [items, stale.id]);

      // Then opened it in another browser, logged in there and bought it.
      const buyer = await loggedInWithPlate('30303039914', nextPlate());
      for (const line of (await buyer.query(CART)).data.cart.lines) await buyer.query(REMOVE, { id: line.offer.id });
      expect((await buyer.query(ADD, { id: offer.id })).data.addToCart.rejection).toBeNull();
      const order = (await buyer.query(PAY, { key: `bought-elsewhere-${Date.now()}`, lang: 'et' })).data.startPayment.order;
      await atTheBank(order.paymentUrl, 'pay');
      await until('the policy', async () => ((await buyer.query(ORDER, { id: order.id })).data.paymentOrder.policies.length ? true : null));

      expect((await smartIdLogin(earlier, '30303039914')).outcome).toBe('ok');
      const cart = (await earlier.query(CART)).data.cart;
      expect(cart.lines.map((line: any) => line.offer.id)).not.toContain(offer.id);
      expect(cart.problems).not.toContain('alreadyInsured');
    });
  });

  describe('payment', () => {
    it('needs a login, and a retry with the same idempotency key gets the same order', async () => {
      const anonymous = graphqlClient(url());
      expect((await anonymous.query(PAY, { key: 'anonymous-1' })).data.startPayment.rejection).toEqual({ status: 401, code: 'loginRequired' });
      const { client } = await loggedInWithCart('30303039914', 'traffic');
      const [first, again] = await Promise.all([client.query(PAY, { key: 'same-key-1' }), client.query(PAY, { key: 'same-key-1' })]);
      const orders = [first, again].map((answer) => answer.data.startPayment.order).filter(Boolean);
      expect(orders.length).toBeGreaterThanOrEqual(1);
      const third = (await client.query(PAY, { key: 'same-key-1' })).data.startPayment.order;
      for (const order of orders) expect(order).toEqual(third);
      expect(third.status).toBe('PENDING');
      expect(third.paymentUrl).toContain('/sandbox/payments/pay/');
      // Left open, the payment would hold the offer from this customer's next payment until it expires.
      await atTheBank(third.paymentUrl, 'cancel');
      await until('the cancellation', async () => (await client.query(ORDER, { id: third.id })).data.paymentOrder.status === 'ABANDONED');
    });

    it('pays at the bank, returns to the site in the customer\'s language and issues the policy with its document', async () => {
      const { client, offer, order, page, back, token } = await paidOrder('30303039914');
      expect(page).toContain('lang="en"');
      expect(page).toMatch(/LHV/);
      expect(`${back.origin}${back.pathname}`).toBe(`${siteOrigin}/en/ostukorv/tagasi/`);
      const paid = await until('the policy', async () => {
        const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
        return current.status === 'PAID' && current.policies.length ? current : null;
      });
      expect(paid.paymentUrl).toBeNull();
      expect(paid.amount).toBe(order.amount);
      const [policy] = paid.policies;
      expect(policy).toMatchObject({ product: 'traffic', insuredObject: expect.stringMatching(/^[0-9]{3} [A-Z]{3} · /), premium: expect.any(Number) });
      expect(policy.policyNumber).toMatch(/^[A-Z]{2}-\d{4}-\d{8}$/);
      expect(policy.schedule[0].paid).toBe(true);
      expect(policy.schedule.slice(1).every((entry: any) => !entry.paid)).toBe(true);
      expect(['active', 'upcoming']).toContain(policy.standing);

      const returned = (await client.query(RETURN, { token })).data.paymentReturn.result;
      expect(returned).toMatchObject({ providerStatus: 'PAID', owned: true, order: { id: order.id, status: 'PAID' } });
      const groups = (await client.query(POLICIES)).data.myPolicies;
      expect([...groups.active, ...groups.upcoming].map((entry: any) => entry.id)).toContain(policy.id);
      // The owner's list carries the renewal e-mail's link: a stranger's browser opens it to the same policy's answers.
      const listed = (await client.query(`{ myPolicies { active { id renewal { form token } } upcoming { id renewal { form token } } } }`)).data.myPolicies;
      const renewal = [...listed.active, ...listed.upcoming].find((entry: any) => entry.id === policy.id).renewal;
      expect(renewal).toEqual({ form: 'traffic', token: expect.any(String) });
      const renewed = (await graphqlClient(url()).query(`query($token: String!) { policyRenewal(token: $token) { renewal { form policyNumber } rejection { code } } }`, { token: renewal.token })).data.policyRenewal;
      expect(renewed).toEqual({ renewal: { form: 'traffic', policyNumber: policy.policyNumber }, rejection: null });
      expect((await client.query(`query($id: ID!) { policy(id: $id) { renewal { token } } }`, { id: policy.id })).data.policy.renewal).toBeNull();
      expect((await client.query(CART)).data.cart.lines.map((line: any) => line.offer.id)).not.toContain(offer.id);

      const pdf = await fetch(`${url()}${policy.documentUrl}`, { headers: { cookie: client.cookieHeader() } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('cancelled at the bank: no policy, the offer stays in the cart; abandoned: the provider says so later', async () => {
      const { client, offer } = await loggedInWithCart('40504040001', 'traffic');
      const order = (await client.query(PAY, { key: 'cancel-me-1', lang: 'et' })).data.startPayment.order;
      const { back, token } = await atTheBank(order.paymentUrl, 'cancel');
      expect(back.pathname).toBe('/ostukorv/tagasi/');
      expect((await client.query(RETURN, { token })).data.paymentReturn.result.providerStatus).toBe('ABANDONED');
      const cancelled = await until('the cancellation', async () => {
        const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
        return current.status === 'ABANDONED' ? current : null;
      });
      expect(cancelled.policies).toEqual([]);
      expect((await client.query(CART)).data.cart.lines.map((line: any) => line.offer.id)).toContain(offer.id);

      const left = (await client.query(PAY, { key: 'walk-away-1', lang: 'et' })).data.startPayment.order;
      expect(left.status).toBe('PENDING');
      await until('the abandonment notice', async () => (await client.query(ORDER, { id: left.id })).data.paymentOrder.status === 'ABANDONED', 20_000);
      await client.query(REMOVE, { id: offer.id });
    });

    it('lists the banks to choose from, and a bank that confirms later returns the customer while the order is pending', async () => {
      const banks = (await graphqlClient(url()).query(`{ paymentBanks { code name } }`)).data.paymentBanks;
      expect(banks.map((bank: any) => bank.name)).toEqual(['Swedbank', 'SEB', 'LHV', 'Luminor', 'Coop Pank', 'Citadele']);
      const { client } = await loggedInWithCart('30303039914', 'traffic');
      const order = (await client.query(PAY, { key: 'pay-later-1', lang: 'ru' })).data.startPayment.order;
      const answer = await fetch(order.paymentUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ bank: banks[0].code, action: 'payLater' }).toString(),
      });
      const token = new URL(answer.headers.get('location')!).searchParams.get('order-token')!;
      expect((await client.query(RETURN, { token })).data.paymentReturn.result).toMatchObject({ providerStatus: 'PENDING', order: { status: 'PENDING', policies: [] } });
      const paid = await until('the bank\'s confirmation', async () => {
        const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
        return current.status === 'PAID' && current.policies.length ? current : null;
      });
      expect(paid.policies).toHaveLength(1);
    });

    it('issues exactly one set of policies for 100 concurrent duplicate notifications and returns', async () => {
      const { client, order, token } = await paidOrder('30303039914');
      const answers = await Promise.all([
        ...Array.from({ length: 100 }, () => notify(token).then((response) => response.status)),
        ...Array.from({ length: 20 }, () => client.query(RETURN, { token }).then((answer) => (answer.data.paymentReturn.result ? 200 : 500))),
      ]);
      expect(answers.every((status) => status === 200)).toBe(true);
      const paid = await until('the policies', async () => {
        const current = (await client.query(ORDER, { id: order.id })).data.paymentOrder;
        return current.policies.length ? current : null;
      });
      await sleep(500);
      expect((await client.query(ORDER, { id: order.id })).data.paymentOrder.policies).toHaveLength(1);
      expect(paid.status).toBe('PAID');
    });

    it('refuses a notification with a wrong signature or a wrong amount, and a status never moves backwards', async () => {
      const { client, order, token } = await paidOrder('40504040001');
      await until('the payment', async () => (await client.query(ORDER, { id: order.id })).data.paymentOrder.status === 'PAID');
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const derive = (purpose: string) => createHash('sha256').update(`${purpose}:${booted.env.APP_KEYS}`).digest('base64url');
      const forged = signHs256Jwt({ ...payload, grandTotal: payload.grandTotal + 100 }, 'not-the-secret');
      const forgedAnswer = await notify(forged);
      expect(forgedAnswer.status).toBe(401);
      expect(await forgedAnswer.json()).toEqual({ code: 'invalidToken' });
      const wrongAmount = await notify(signHs256Jwt({ ...payload, grandTotal: payload.grandTotal - 1 }, derive('payment-sandbox-secret')));
      expect(wrongAmount.status).toBe(422);
      expect(await wrongAmount.json()).toEqual({ code: 'amountMismatch' });
      const backwards = await notify(signHs256Jwt({ ...payload, paymentStatus: 'PENDING' }, derive('payment-sandbox-secret')));
      expect(backwards.status).toBe(200);
      expect((await client.query(ORDER, { id: order.id })).data.paymentOrder.status).toBe('PAID');
      expect((await notify('not a token')).status).toBe(401);
    });
  });

  describe('ownership', () => {
    it('shows customer A nothing of customer B: carts, orders, policies, documents', async () => {
      const a = await paidOrder('30303039914');
      const policy = await until('A\'s policy', async () => (await a.client.query(ORDER, { id: a.order.id })).data.paymentOrder.policies[0]);
      const b = graphqlClient(url());
      await smartIdLogin(b, '40504040001');
      expect((await b.query(ORDER, { id: a.order.id })).data.paymentOrder).toBeNull();
      expect((await b.query(POLICY, { id: policy.id })).data.policy).toBeNull();
      const bPolicies = (await b.query(POLICIES)).data.myPolicies;
      expect([...bPolicies.active, ...bPolicies.upcoming, ...bPolicies.expired].map((entry: any) => entry.id)).not.toContain(policy.id);
      expect((await b.query(CART)).data.cart.lines.map((line: any) => line.offer.id)).not.toContain(a.offer.id);
      const theirs = (await b.query(RETURN, { token: a.token })).data.paymentReturn.result;
      expect(theirs).toMatchObject({ owned: false, order: { paymentUrl: null, policies: [] } });
      const document = await fetch(`${url()}${policy.documentUrl}`, { headers: { cookie: b.cookieHeader() } });
      expect(document.status).toBe(404);
      expect((await fetch(`${url()}${policy.documentUrl}`)).status).toBe(401);
      expect((await graphqlClient(url()).query(POLICIES)).data.myPolicies).toBeNull();
      expect((await a.client.query(POLICY, { id: policy.id })).data.policy.policyNumber).toBe(policy.policyNumber);
    });

    it('links a browser\'s quotes to the customer at login: theirs in their other browsers, nobody else\'s', async () => {
      const READ = `query($quote: ID!, $offer: ID!) { customerQuote(id: $quote) { id input } insuranceOffer(id: $offer) { id owned quoteRequestId } }`;
      const browser = graphqlClient(url());
      const quote = (await browser.query(`mutation($input: JSON!) { requestQuote(form: "home", input: $input) { quote { id offers { id } } } }`, { input: inputs.home })).data.requestQuote.quote;
      const ids = { quote: quote.id, offer: quote.offers[0].id };
      const phone = graphqlClient(url());
      expect((await smartIdLogin(phone, '30303039914')).outcome).toBe('ok');
      expect((await phone.query(READ, ids)).data).toMatchObject({ customerQuote: null, insuranceOffer: { owned: false, quoteRequestId: null } });

      expect((await smartIdLogin(browser, '30303039914')).outcome).toBe('ok');
      expect((await phone.query(READ, ids)).data).toMatchObject({ customerQuote: { id: quote.id, input: { address: inputs.home!.address } }, insuranceOffer: { owned: true, quoteRequestId: quote.id } });
      const stranger = graphqlClient(url());
      expect((await smartIdLogin(stranger, '40504040001')).outcome).toBe('ok');
      expect((await stranger.query(READ, ids)).data).toMatchObject({ customerQuote: null, insuranceOffer: { owned: false, quoteRequestId: null } });
      expect((await stranger.query(CONFIRM, { id: ids.offer })).data.confirmOffer.rejection).toEqual({ code: 'offerNotFound' });
    });

    it('serves no customer data through the public REST API', async () => {
      for (const type of ['customers', 'customer-sessions', 'carts', 'payment-orders', 'policies', 'login-attempts', 'background-jobs']) {
        expect([403, 404]).toContain((await fetch(`${url()}/api/${type}`)).status);
      }
    });
  });

  describe('admin panel', () => {
    it('shows staff carts, orders, policies and sessions, refuses changing them, and logs a session out', async () => {
      const { client, order } = await paidOrder('40504040001');
      await until('the policy', async () => (await client.query(ORDER, { id: order.id })).data.paymentOrder.policies[0]);
      const token = await adminToken(url(), booted.env.ADMIN_EMAIL!, booted.env.ADMIN_PASSWORD!);
      const admin = (path: string, method = 'GET', body?: unknown) => request(url(), `/content-manager/collection-types/${path}`, { token, method, body });
      const newest = async (uid: string, filter = '') => {
        const listed = await admin(`${uid}?sort=id:desc&pageSize=1${filter}`);
        expect(listed.status).toBe(200);
        return listed.body.results[0];
      };
      const mine = `&filters[personalCode][$eq]=40504040001`;
      const paid = await newest('api::payment-order.payment-order', mine);
      expect(paid).toMatchObject({ amount: order.amount, paidAt: expect.any(String) });
      const policy = await newest('api::policy.policy', mine);
      const cart = await newest('api::cart.cart', mine);

      const refusals = [
        await admin(`api::payment-order.payment-order/${paid.documentId}`, 'PUT', { amount: 1 }),
        await admin(`api::policy.policy/${policy.documentId}`, 'PUT', { premium: 1 }),
        await admin(`api::policy.policy/${policy.documentId}`, 'DELETE'),
        await admin(`api::cart.cart/${cart.documentId}`, 'PUT', { items: [] }),
        await admin('api::offer.offer', 'POST', { publicId: 'made-in-the-admin-0000', premium: 1 }),
      ];
      for (const refused of refusals) {
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toBe('These records are kept by the shop itself and can only be read here');
      }
      expect((await client.query(ORDER, { id: order.id })).data.paymentOrder).toMatchObject({ status: 'PAID', amount: order.amount, policies: [{ premium: policy.premium }] });

      expect((await client.query(ME)).data.me.customer.personalCode).toBe('40504040001');
      const session = await newest('api::customer-session.customer-session', mine);
      expect((await admin(`api::customer-session.customer-session/${session.documentId}`, 'DELETE')).status).toBe(200);
      expect((await client.query(ME)).data.me).toBeNull();
    });
  });

  describe('crash recovery', () => {
    it('loses nothing when the process dies between the payment notice and the policy issue', async () => {
      await cms.stop();
      cms = await startStrapi({ ...booted.env, FAULT_KILL_BEFORE_POLICY_ISSUE: 'true' });
      const { client, order } = await paidOrder('30303039914');
      await cms.exited;
      cms = await startStrapi({ ...booted.env });
      const recovered = graphqlClient(cms.url);
      for (const [name, value] of client.cookies) recovered.cookies.set(name, value);
      const after = (await recovered.query(ORDER, { id: order.id })).data.paymentOrder;
      expect(after.status).toBe('PAID');
      expect(after.policies).toHaveLength(1);
    });
  });
});
