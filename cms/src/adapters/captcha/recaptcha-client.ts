import type { CaptchaRefusal, CaptchaVerdict, CaptchaVerifier } from './captcha-verifier';
import { outsideFetch, type HttpFetch } from '../outside-http';

/** Google reCAPTCHA (v2, the invisible widget too): tokens checked with siteverify and the secret key. */
export interface RecaptchaConfig {
  /** https://www.google.com unless told; the sandbox's base URL in development and tests. */
  baseUrl?: string;
  secretKey: string;
  /** The sites where the widget may be solved (as siteverify reports `hostname`); any when left out. */
  expectedHostnames?: string[];
  fetch?: HttpFetch;
  /** For the whole exchange, answer included; 5000 unless told. */
  timeoutMs?: number;
}

const maxTokenLength = 10_000;

const refuse = (reason: CaptchaRefusal, errorCodes: string[]): CaptchaVerdict => ({ ok: false, reason, errorCodes });

/** Why siteverify refused, from its error codes; a wrong secret or request outweighs everything else. */
export function refusalFor(errorCodes: readonly string[]): CaptchaRefusal {
  if (errorCodes.some((code) => code.endsWith('-input-secret') || code === 'bad-request')) return 'misconfigured';
  if (errorCodes.includes('timeout-or-duplicate')) return 'expiredOrDuplicate';
  if (errorCodes.includes('missing-input-response')) return 'missingToken';
  return 'invalidToken';
}

/**
 * The error codes of a refusal are those siteverify answered or, when the client decided alone:
 * missing-input-response (empty token), invalid-input-response (absurdly long token),
 * unexpected-hostname, timeout, request-failed, http-<status>, unreadable-answer. Nothing is logged.
 */
export class RecaptchaClient implements CaptchaVerifier {
  // A private field: util.inspect, JSON.stringify and error messages never see it.
  readonly #secretKey: string;
  private readonly fetch: HttpFetch;
  private readonly verifyUrl: string;
  private readonly expectedHostnames: ReadonlySet<string> | undefined;
  private readonly timeoutMs: number;

  constructor(config: RecaptchaConfig) {
    if (typeof config.secretKey !== 'string' || config.secretKey === '') throw new RangeError('The reCAPTCHA secret key must be set');
    this.#secretKey = config.secretKey;
    this.fetch = config.fetch ?? outsideFetch;
    this.verifyUrl = `${(config.baseUrl ?? 'https://www.google.com').replace(/\/+$/, '')}/recaptcha/api/siteverify`;
    if (config.expectedHostnames && config.expectedHostnames.length === 0) {
      throw new RangeError('expectedHostnames must name at least one hostname, or be left out to accept any');
    }
    this.expectedHostnames = config.expectedHostnames && new Set(config.expectedHostnames.map((hostname) => hostname.trim().toLowerCase()));
    this.timeoutMs = config.timeoutMs ?? 5000;
    if (!Number.isFinite(this.timeoutMs) || this.timeoutMs <= 0) throw new RangeError('timeoutMs must be a positive number');
  }

  async verify(token: string, remoteIp?: string): Promise<CaptchaVerdict> {
    if (typeof token !== 'string' || token.trim() === '') return refuse('missingToken', ['missing-input-response']);
    if (token.length > maxTokenLength) return refuse('invalidToken', ['invalid-input-response']);
    const form = new URLSearchParams({ secret: this.#secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let text: string;
    try {
      const send = this.fetch;
      const response = await send(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return refuse('unavailable', [`http-${response.status}`]);
      }
      text = await response.text();
    } catch {
      // The error itself is not passed on: nothing of the request (the secret is in its body) leaks.
      return refuse('unavailable', [controller.signal.aborted ? 'timeout' : 'request-failed']);
    } finally {
      clearTimeout(timer);
    }
    return this.judge(text);
  }

  private judge(text: string): CaptchaVerdict {
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return refuse('unavailable', ['unreadable-answer']);
    }
    if (typeof answer !== 'object' || answer === null) return refuse('unavailable', ['unreadable-answer']);
    const { success, hostname, 'error-codes': codes } = answer as { success?: unknown; hostname?: unknown; 'error-codes'?: unknown };
    if (typeof success !== 'boolean') return refuse('unavailable', ['unreadable-answer']);
    const errorCodes = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
    if (!success) return refuse(refusalFor(errorCodes), errorCodes);
    const solvedOn = typeof hostname === 'string' ? hostname : '';
    if (this.expectedHostnames && !this.expectedHostnames.has(solvedOn.toLowerCase())) return refuse('invalidToken', ['unexpected-hostname']);
    return { ok: true, hostname: solvedOn };
  }
}
