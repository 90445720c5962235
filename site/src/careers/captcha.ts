import { siteConstants } from '../config/site-constants';
import type { CaptchaSettings } from '../content/types';

/**
 * reCAPTCHA v2 (invisible) in the browser: the provider's script is loaded once, on the page that
 * needs it, and one widget is rendered per form. Each problem is one of the spec's four errors.
 */
export type CaptchaProblem = 'noKey' | 'noVersion' | 'failedToLoad' | 'failedToExecute';

export class CaptchaError extends Error {
  constructor(readonly problem: CaptchaProblem) {
    super(problem);
  }
}

interface WidgetParams {
  sitekey: string;
  size: 'invisible';
  badge: 'bottomright';
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}
export interface GreCaptcha {
  render(container: HTMLElement, params: WidgetParams): number;
  execute(widgetId?: number): void;
  reset(widgetId?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: GreCaptcha;
  }
}

export const googleCaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js';
/** How long the script may take to load before the form says it failed. */
export const captchaLoadTimeoutMs = 15_000;
const onloadName = '__captchaScriptLoaded';

/** Google's script unless GATSBY_CAPTCHA_SCRIPT_URL (set at build time) names a stand-in, e.g. the sandbox. */
export function captchaScriptUrl(configured: string | undefined = process.env.GATSBY_CAPTCHA_SCRIPT_URL): string {
  return configured && configured.trim() !== '' ? configured.trim() : googleCaptchaScriptUrl;
}

/** What is wrong with the configuration before anything loads: no key, or no version this form can run. */
export function configurationProblem(settings: CaptchaSettings): CaptchaProblem | null {
  if (!settings.siteKey) return 'noKey';
  if (settings.version !== siteConstants.captcha.version) return 'noVersion';
  return null;
}

let loading: Promise<GreCaptcha> | null = null;

/** Adds the script once (explicit rendering, the page's language); a failure may be retried. */
export function loadCaptchaScript(scriptUrl: string, language: string, timeoutMs = captchaLoadTimeoutMs): Promise<GreCaptcha> {
  if (loading) return loading;
  const attempt = new Promise<GreCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    let settled = false;
    const settle = (api: GreCaptcha | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      delete (window as unknown as Record<string, unknown>)[onloadName];
      if (api) return resolve(api);
      script.remove();
      loading = null;
      reject(new CaptchaError('failedToLoad'));
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    (window as unknown as Record<string, unknown>)[onloadName] = () => settle(window.grecaptcha ?? null);
    const src = new URL(scriptUrl, window.location.href);
    src.searchParams.set('onload', onloadName);
    src.searchParams.set('render', 'explicit');
    src.searchParams.set('hl', language);
    script.src = src.href;
    script.async = true;
    script.onerror = () => settle(null);
    document.head.appendChild(script);
  });
  loading = attempt;
  return attempt;
}

/**
 * One invisible widget: `execute` resolves with a fresh token, or rejects with a CaptchaError.
 * Google may show a challenge first; the promise waits for the visitor.
 */
export class InvisibleCaptcha {
  private widgetId: number | null = null;
  private pending: { resolve: (token: string) => void; reject: (error: CaptchaError) => void } | null = null;

  constructor(private readonly api: GreCaptcha, container: HTMLElement, siteKey: string) {
    try {
      this.widgetId = api.render(container, {
        sitekey: siteKey,
        size: 'invisible',
        badge: 'bottomright',
        callback: (token) => this.settle((pending) => pending.resolve(token)),
        'error-callback': () => this.settle((pending) => pending.reject(new CaptchaError('failedToExecute'))),
        'expired-callback': () => undefined,
      });
    } catch (error) {
      console.error('The captcha widget could not be rendered', error);
    }
  }

  execute(): Promise<string> {
    if (this.widgetId === null) return Promise.reject(new CaptchaError('failedToExecute'));
    this.pending?.reject(new CaptchaError('failedToExecute'));
    const widgetId = this.widgetId;
    return new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
      try {
        this.api.reset(widgetId);
        this.api.execute(widgetId);
      } catch (error) {
        console.error('The captcha could not run', error);
        this.settle((pending) => pending.reject(new CaptchaError('failedToExecute')));
      }
    });
  }

  private settle(how: (pending: NonNullable<InvisibleCaptcha['pending']>) => void): void {
    const pending = this.pending;
    this.pending = null;
    if (pending) how(pending);
  }
}
