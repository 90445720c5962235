import { inspect } from 'util';
import type { CaptchaVerdict } from './captcha-verifier';
import { RecaptchaClient, refusalFor } from './recaptcha-client';
import { listen, secretKey, siteKey, startOfTest, stop, useCaptchaSandbox } from './captcha.test.helpers';

describe('reCAPTCHA client and captcha sandbox', () => {
  let clock = startOfTest;
  afterEach(() => {
    clock = startOfTest;
  });
  const { running, token, siteverify, started } = useCaptchaSandbox(() => clock);
  let base: string;
  let client: RecaptchaClient;
  beforeAll(() => ({ base, client } = started()));

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
});
