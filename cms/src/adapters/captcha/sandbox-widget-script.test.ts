import { RecaptchaClient } from './recaptcha-client';
import { secretKey, siteKey, useCaptchaSandbox } from './captcha.test.helpers';
import { FakeElement, loadScript, renderAndExecute } from './widget-script-page.test.helpers';

describe('reCAPTCHA client and captcha sandbox', () => {
  const { startSandbox, started } = useCaptchaSandbox();
  let base: string;
  let client: RecaptchaClient;
  beforeAll(() => ({ base, client } = started()));

  describe('the browser script', () => {
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
