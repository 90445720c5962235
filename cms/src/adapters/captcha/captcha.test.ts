import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { inspect } from 'util';
import vm from 'vm';
import { createCaptchaSandbox, type CaptchaSandboxOptions } from './captcha-sandbox';
import type { CaptchaVerdict } from './captcha-verifier';
import { RecaptchaClient, refusalFor } from './recaptcha-client';

const secretKey = 'sandbox-secret-not-for-production';
const siteKey = 'sandbox-site-key';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('reCAPTCHA client and captcha sandbox', () => {
  const running: Server[] = [];
  const startOfTest = Date.parse('2025-03-14T09:00:00Z');
  let clock = startOfTest;
  afterEach(() => {
    clock = startOfTest;
  });
  let base: string;
  let client: RecaptchaClient;

  async function startSandbox(options: Partial<CaptchaSandboxOptions> = {}, prefix = '') {
    const handle = createCaptchaSandbox({ secretKey, siteKey, now: () => clock, ...options });
    const { server, base: origin } = await listen((req, res) => {
      // Mounted like the CMS does: the prefix stripped, nothing served without it.
      if (prefix && !req.url?.startsWith(`${prefix}/`)) return void res.writeHead(404).end();
      if (prefix) req.url = req.url!.slice(prefix.length);
      void handle(req, res);
    });
    running.push(server);
    return `${origin}${prefix}`;
  }

  beforeAll(async () => {
    base = await startSandbox();
    client = new RecaptchaClient({ baseUrl: base, secretKey });
  });
  afterAll(async () => {
    for (const server of running) await stop(server);
  });

  async function issue(body: Record<string, unknown> = { sitekey: siteKey }, headers: Record<string, string> = {}, at = base) {
    const response = await fetch(`${at}/recaptcha/api/token`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as { token?: string; error?: string } };
  }
  async function token(body: Record<string, unknown> = { sitekey: siteKey }, headers: Record<string, string> = {}): Promise<string> {
    const answer = await issue(body, headers);
    expect(answer.status).toBe(200);
    return answer.body.token!;
  }
  async function siteverify(fields: Record<string, string>, at = base) {
    const response = await fetch(`${at}/recaptcha/api/siteverify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
  }

  describe('verifying tokens', () => {
    it('passes a fresh token once, then calls it expired or duplicate', async () => {
      const fresh = await token();
      expect(fresh).toMatch(/^[\w-]{43}$/);
      expect(await client.verify(fresh, '203.0.113.7')).toEqual({ ok: true, hostname: '127.0.0.1' });
      expect(await client.verify(fresh)).toEqual({ ok: false, reason: 'expiredOrDuplicate', errorCodes: ['timeout-or-duplicate'] });
    });

    it('calls a token older than two minutes expired', async () => {
      const started = startOfTest;
      const young = await token();
      const old = await token();
      clock = started + 120_000;
      expect(await client.verify(young)).toEqual({ ok: true, hostname: '127.0.0.1' });
      clock = started + 120_001;
      expect(await client.verify(old)).toEqual({ ok: false, reason: 'expiredOrDuplicate', errorCodes: ['timeout-or-duplicate'] });
    });

    it('refuses a token issued to be rejected, and one it never issued', async () => {
      const rejected = await token({ sitekey: siteKey, outcome: 'reject' });
      expect(await client.verify(rejected)).toEqual({ ok: false, reason: 'invalidToken', errorCodes: ['invalid-input-response'] });
      expect(await client.verify('made-up-token')).toEqual({ ok: false, reason: 'invalidToken', errorCodes: ['invalid-input-response'] });
    });

    it('calls a wrong secret misconfigured and leaves the token usable', async () => {
      const fresh = await token();
      const wrong = new RecaptchaClient({ baseUrl: base, secretKey: 'not-the-secret' });
      expect(await wrong.verify(fresh)).toEqual({ ok: false, reason: 'misconfigured', errorCodes: ['invalid-input-secret'] });
      expect(await client.verify(fresh)).toEqual({ ok: true, hostname: '127.0.0.1' });
    });

    it('calls a missing token missingToken, without asking and when asked', async () => {
      const asked: string[] = [];
      const counting = new RecaptchaClient({ baseUrl: base, secretKey, fetch: (input, init) => (asked.push(String(input)), fetch(input, init)) });
      expect(await counting.verify('')).toEqual({ ok: false, reason: 'missingToken', errorCodes: ['missing-input-response'] });
      expect(await counting.verify('  ')).toMatchObject({ ok: false, reason: 'missingToken' });
      expect(asked).toEqual([]);
      const answer = await siteverify({ secret: secretKey });
      expect(answer.body).toEqual({ success: false, 'error-codes': ['missing-input-response'] });
      expect(refusalFor(answer.body['error-codes'] as string[])).toBe('missingToken');
    });

    it('refuses a success on a site it does not expect, accepts one it does', async () => {
      const expecting = new RecaptchaClient({ baseUrl: base, secretKey, expectedHostnames: ['kindlustus.example'] });
      expect(await expecting.verify(await token())).toEqual({ ok: false, reason: 'invalidToken', errorCodes: ['unexpected-hostname'] });
      const fromSite = await token({ sitekey: siteKey }, { origin: 'https://Kindlustus.example:8443' });
      expect(await expecting.verify(fromSite)).toEqual({ ok: true, hostname: 'kindlustus.example' });
    });

    it('calls the service unavailable when it is down, too slow, failing or unreadable', async () => {
      const { server, base: gone } = await listen(() => undefined);
      await stop(server);
      expect(await new RecaptchaClient({ baseUrl: gone, secretKey }).verify('some-token')).toEqual({ ok: false, reason: 'unavailable', errorCodes: ['request-failed'] });

      const silent = await listen(() => undefined);
      running.push(silent.server);
      const slow = new RecaptchaClient({ baseUrl: silent.base, secretKey, timeoutMs: 50 });
      expect(await slow.verify('some-token')).toEqual({ ok: false, reason: 'unavailable', errorCodes: ['timeout'] });

      const answering = (status: number, body: string) => new RecaptchaClient({ baseUrl: base, secretKey, fetch: async () => new Response(body, { status }) });
      expect(await answering(500, '{"success":true}').verify('some-token')).toEqual({ ok: false, reason: 'unavailable', errorCodes: ['http-500'] });
      expect(await answering(200, '<html>').verify('some-token')).toEqual({ ok: false, reason: 'unavailable', errorCodes: ['unreadable-answer'] });
      expect(await answering(200, '{"hostname":"x"}').verify('some-token')).toEqual({ ok: false, reason: 'unavailable', errorCodes: ['unreadable-answer'] });
    });

    it('sends the siteverify form and never shows the secret', async () => {
      const sent: Array<{ url: string; type: string | null; body: string }> = [];
      const recording = new RecaptchaClient({
        baseUrl: `${base}/`,
        secretKey,
        fetch: (input, init) => {
          sent.push({ url: String(input), type: new Headers(init?.headers).get('content-type'), body: String(init?.body) });
          return fetch(input, init);
        },
      });
      const verdicts: CaptchaVerdict[] = [await recording.verify(await token(), '203.0.113.7'), await recording.verify('x'.repeat(10_001))];
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url).toBe(`${base}/recaptcha/api/siteverify`);
      expect(sent[0]!.type).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(sent[0]!.body);
      expect([form.get('secret'), form.get('remoteip')]).toEqual([secretKey, '203.0.113.7']);

      const down = new RecaptchaClient({ baseUrl: 'http://127.0.0.1:1', secretKey });
      verdicts.push(await down.verify('some-token'));
      for (const shown of [inspect(recording, { showHidden: true, depth: 5 }), JSON.stringify(recording), JSON.stringify(verdicts)]) {
        expect(shown).not.toContain(secretKey);
      }
      expect(() => new RecaptchaClient({ secretKey: '' })).toThrow('secret key must be set');
      expect(() => new RecaptchaClient({ secretKey, expectedHostnames: [] })).toThrow(RangeError);
    });

    it('maps every siteverify error code', () => {
      expect(refusalFor(['missing-input-secret'])).toBe('misconfigured');
      expect(refusalFor(['invalid-input-secret', 'timeout-or-duplicate'])).toBe('misconfigured');
      expect(refusalFor(['bad-request'])).toBe('misconfigured');
      expect(refusalFor(['timeout-or-duplicate'])).toBe('expiredOrDuplicate');
      expect(refusalFor(['missing-input-response'])).toBe('missingToken');
      expect(refusalFor(['invalid-input-response'])).toBe('invalidToken');
      expect(refusalFor([])).toBe('invalidToken');
    });
  });

  describe('the sandbox service', () => {
    it('answers siteverify like Google, as JSON', async () => {
      const fresh = await token();
      const passed = await siteverify({ secret: secretKey, response: fresh, remoteip: '203.0.113.7' });
      expect(passed.type).toMatch(/^application\/json/);
      expect(passed.body).toEqual({ success: true, challenge_ts: '2025-03-14T09:00:00Z', hostname: '127.0.0.1' });
      expect((await siteverify({})).body).toEqual({ success: false, 'error-codes': ['missing-input-secret', 'missing-input-response'] });
      expect((await siteverify({ secret: 'wrong', response: fresh })).body).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
      const get = await fetch(`${base}/recaptcha/api/siteverify`);
      expect([get.status, await get.json()]).toEqual([405, { success: false, 'error-codes': ['bad-request'] }]);
      const json = await fetch(`${base}/recaptcha/api/siteverify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secret: secretKey, response: fresh }) });
      expect(await json.json()).toEqual({ success: false, 'error-codes': ['bad-request'] });
    });

    it('issues tokens only for its site key, and fails execute on demand', async () => {
      expect(await issue({ sitekey: 'another-site' })).toEqual({ status: 400, type: expect.stringMatching(/^application\/json/), body: { error: 'invalid-sitekey' } });
      expect((await issue({ sitekey: siteKey, outcome: 'maybe' })).status).toBe(400);
      expect((await issue({ sitekey: siteKey, outcome: 'fail-execute' })).body).toEqual({ error: 'execute-failed' });
      const garbage = await fetch(`${base}/recaptcha/api/token`, { method: 'POST', body: 'not json' });
      expect([garbage.status, garbage.headers.get('content-type')]).toEqual([400, expect.stringMatching(/^application\/json/)]);
      const preflight = await fetch(`${base}/recaptcha/api/token`, { method: 'OPTIONS', headers: { origin: 'http://localhost:8000', 'access-control-request-method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
      const unknown = await fetch(`${base}/recaptcha/nothing`);
      expect([unknown.status, unknown.headers.get('content-type')]).toEqual([404, expect.stringMatching(/^application\/json/)]);
    });

    it('remembers a bounded number of tokens, forgetting the oldest', async () => {
      const small = await startSandbox({ maxTokens: 2 });
      const smallClient = new RecaptchaClient({ baseUrl: small, secretKey });
      const [first, second, third] = [(await issue(undefined, {}, small)).body.token!, (await issue(undefined, {}, small)).body.token!, (await issue(undefined, {}, small)).body.token!];
      expect(new Set([first, second, third]).size).toBe(3);
      expect(await smallClient.verify(first)).toMatchObject({ ok: false, reason: 'invalidToken' });
      expect(await smallClient.verify(second)).toMatchObject({ ok: true });
      expect(await smallClient.verify(third)).toMatchObject({ ok: true });
    });
  });

  describe('the browser script', () => {
    class FakeElement {
      id = '';
      value = '';
      textContent = '';
      readonly children: FakeElement[] = [];
      readonly attributes: Record<string, string> = {};
      constructor(readonly tagName: string) {}
      setAttribute(name: string, value: unknown) {
        this.attributes[name] = String(value);
      }
      appendChild(child: FakeElement) {
        this.children.push(child);
        return child;
      }
    }

    interface Grecaptcha {
      render(container: unknown, params: Record<string, unknown>): number;
      execute(id?: number): void;
      getResponse(id?: number): string;
      reset(id?: number): void;
      ready(fn: () => void): void;
    }

    /** Runs api.js in a fresh context with a minimal DOM; timers longer than a second wait for fireLongTimers. */
    async function loadScript(scriptUrl: string, page: { search?: string } = {}) {
      const response = await fetch(scriptUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const source = await response.text();

      const container = new FakeElement('div');
      const longTimers = new Map<number, () => void>();
      const warnings: string[] = [];
      let timerIds = 0;
      const document = {
        currentScript: { src: scriptUrl },
        getElementById: (id: string) => (id === 'careers-captcha' ? container : null),
        createElement: (tagName: string) => new FakeElement(tagName),
      };
      const context: Record<string, unknown> = {
        document,
        location: { search: page.search ?? '' },
        URL,
        URLSearchParams,
        fetch,
        console: { warn: (text: string) => warnings.push(text), error: (text: string) => warnings.push(text), log: () => undefined },
        setTimeout: (fn: () => void, ms = 0) => {
          if (ms <= 1000) return setTimeout(fn, ms);
          timerIds += 1;
          longTimers.set(timerIds, fn);
          return timerIds;
        },
        clearTimeout: (id: unknown) => (typeof id === 'number' ? longTimers.delete(id) : clearTimeout(id as NodeJS.Timeout)),
      };
      context.window = context;
      vm.createContext(context);
      vm.runInContext(source, context, { filename: 'api.js' });
      return {
        window: context,
        grecaptcha: context.grecaptcha as Grecaptcha,
        container,
        warnings,
        fireLongTimers: () => {
          const due = [...longTimers.values()];
          longTimers.clear();
          due.forEach((fn) => fn());
        },
      };
    }

    /** Renders an invisible widget, executes it and resolves with what its callbacks were given. */
    function renderAndExecute(grecaptcha: Grecaptcha, params: Record<string, unknown> = {}) {
      return new Promise<{ widgetId: number; token?: string; failed?: true }>((resolve) => {
        const widgetId = grecaptcha.render('careers-captcha', {
          sitekey: siteKey,
          size: 'invisible',
          callback: (token: string) => resolve({ widgetId, token }),
          'error-callback': () => resolve({ widgetId, failed: true }),
          ...params,
        });
        grecaptcha.execute(widgetId);
      });
    }

    it('defines grecaptcha, calls onload, and hands the callback a token that verifies', async () => {
      const onloads: string[] = [];
      const page = await loadScript(`${base}/recaptcha/api.js?render=explicit&onload=onCaptchaLoad`);
      await new Promise<void>((resolve) => {
        page.window.onCaptchaLoad = () => (onloads.push('loaded'), resolve());
      });
      expect(onloads).toEqual(['loaded']);
      await new Promise<void>((resolve) => page.grecaptcha.ready(resolve));

      const { widgetId, token } = await renderAndExecute(page.grecaptcha, { badge: 'bottomright' });
      expect(widgetId).toBe(0);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(page.grecaptcha.getResponse(widgetId)).toBe(token);
      const [field, badge] = page.container.children;
      expect([field?.tagName, field?.id, field?.attributes.name, field?.value]).toEqual(['textarea', 'g-recaptcha-response', 'g-recaptcha-response', token]);
      expect(badge?.textContent).toBe('Sandbox captcha');
      expect(badge?.attributes.style).toContain('position: fixed');
      expect(await client.verify(token!)).toEqual({ ok: true, hostname: '127.0.0.1' });

      page.grecaptcha.reset(widgetId);
      expect(page.grecaptcha.getResponse(widgetId)).toBe('');
      expect(() => page.grecaptcha.execute(7)).toThrow('Invalid reCAPTCHA client id');
      expect(() => page.grecaptcha.render(new FakeElement('div'), {})).toThrow('sitekey');
    });

    it('gets a rejected token when the page asks, and calls error-callback for fail-execute', async () => {
      const byUrl = await loadScript(`${base}/recaptcha/api.js`, { search: '?captcha=reject' });
      const rejected = await renderAndExecute(byUrl.grecaptcha, { badge: 'none' });
      expect(byUrl.container.children.map((child) => child.tagName)).toEqual(['textarea']);
      expect(await client.verify(rejected.token!)).toMatchObject({ ok: false, reason: 'invalidToken' });

      const byFlag = await loadScript(`${base}/recaptcha/api.js`);
      byFlag.window.__captchaSandboxOutcome = 'fail-execute';
      expect(await renderAndExecute(byFlag.grecaptcha, { badge: 'inline' })).toEqual({ widgetId: 0, failed: true });
      expect(byFlag.warnings).toEqual([expect.stringContaining('execute-failed')]);
      expect(byFlag.grecaptcha.getResponse()).toBe('');
    });

    it('drops the answer of an execute when the widget is reset meanwhile', async () => {
      const page = await loadScript(`${base}/recaptcha/api.js`);
      const tokens: string[] = [];
      const widgetId = page.grecaptcha.render('careers-captcha', { sitekey: siteKey, size: 'invisible', callback: (token: string) => tokens.push(token) });
      page.grecaptcha.execute(widgetId);
      page.grecaptcha.reset(widgetId);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([tokens, page.grecaptcha.getResponse(widgetId)]).toEqual([[], '']);
      page.grecaptcha.execute(widgetId);
      page.grecaptcha.execute(widgetId); // ignored while the first is under way
      for (const until = Date.now() + 3000; tokens.length === 0 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(tokens).toHaveLength(1);
      expect(page.grecaptcha.getResponse(widgetId)).toBe(tokens[0]);
    });

    it('asks for tokens next to the script when mounted under a prefix, and expires them after two minutes', async () => {
      const prefixed = await startSandbox({}, '/sandbox/captcha');
      const page = await loadScript(`${prefixed}/recaptcha/api.js?onload=missingFunction`);
      const expired: string[] = [];
      // Callbacks named as global functions, as Google allows.
      page.window.onExpired = () => expired.push('expired');
      const token = await new Promise<string>((resolve, reject) => {
        page.window.onToken = resolve;
        const params = { sitekey: siteKey, size: 'invisible', callback: 'onToken', 'expired-callback': 'onExpired', 'error-callback': () => reject(new Error('execute failed')) };
        page.grecaptcha.execute(page.grecaptcha.render('careers-captcha', params));
      });
      expect(token).toBeDefined();
      expect(page.warnings).toEqual([expect.stringContaining('missingFunction')]);
      page.fireLongTimers();
      expect(expired).toEqual(['expired']);
      expect(page.grecaptcha.getResponse(0)).toBe('');
      expect(page.container.children[0]?.value).toBe('');
      expect(await new RecaptchaClient({ baseUrl: prefixed, secretKey }).verify(token!)).toMatchObject({ ok: true });
    });
  });
});
