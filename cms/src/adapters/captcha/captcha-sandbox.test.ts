import { RecaptchaClient } from './recaptcha-client';
import { secretKey, siteKey, useCaptchaSandbox } from './captcha.test.helpers';

describe('reCAPTCHA client and captcha sandbox', () => {
  const { startSandbox, issue, token, siteverify, started } = useCaptchaSandbox();
  let base: string;
  beforeAll(() => ({ base } = started()));

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
});
