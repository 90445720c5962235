import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { sandboxWidgetScript } from './sandbox-widget-script';
import { answerJson, BodyTooLarge, readSandboxBody } from '../sandbox-http';

/**
 * A local stand-in for Google reCAPTCHA v2 (invisible), for development and tests, mounted with its
 * prefix stripped:
 * - GET /recaptcha/api.js: the browser script defining `window.grecaptcha` (see sandbox-widget-script);
 * - POST /recaptcha/api/token {sitekey, outcome?}: what the script calls on execute: 200 {token} for
 *   our site key, 400 otherwise; outcome 'reject' issues a token that will not verify, 'fail-execute'
 *   answers 503 so the widget's error-callback runs;
 * - POST /recaptcha/api/siteverify (secret, response, remoteip as a form): Google's answer, with tokens
 *   that pass once and only within two minutes of being issued.
 * The token endpoint hands a passing token to anyone who knows the (public) site key: never mount the
 * sandbox where real applicants are.
 */
export interface CaptchaSandboxOptions {
  secretKey: string;
  siteKey: string;
  now?: () => number;
  /** Tokens remembered at most; the oldest are forgotten first. 10 000 unless told. */
  maxTokens?: number;
}

export type CaptchaSandboxOutcome = 'pass' | 'reject' | 'fail-execute';

interface IssuedToken {
  issuedAt: number;
  hostname: string;
  passes: boolean;
  used: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const tokenLifetimeMs = 2 * 60_000;
/** An expired or used token still answers timeout-or-duplicate this long; then it is unknown. */
const rememberedForMs = 30 * 60_000;
const maxBodyBytes = 64 * 1024;
const outcomes: readonly CaptchaSandboxOutcome[] = ['pass', 'reject', 'fail-execute'];

const readBody = async (req: IncomingMessage) => (await readSandboxBody(req, maxBodyBytes)).toString('utf8');

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(sha256(given), sha256(expected));

/** Where the widget ran: the page's origin as the browser tells it, else whom the request was sent to. */
function hostnameOf(req: IncomingMessage): string {
  for (const candidate of [req.headers.origin, req.headers.referer, req.headers.host && `http://${req.headers.host}`]) {
    if (!candidate || candidate === 'null') continue;
    try {
      const { hostname } = new URL(candidate);
      if (hostname) return hostname;
    } catch {
      // The next candidate.
    }
  }
  return 'localhost';
}

/** Google leaves out the milliseconds. */
const challengeTimestamp = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createCaptchaSandbox(options: CaptchaSandboxOptions): Handler {
  if (!options.secretKey || !options.siteKey) throw new RangeError('The captcha sandbox needs a secret key and a site key');
  const now = options.now ?? Date.now;
  const maxTokens = options.maxTokens ?? 10_000;
  if (!Number.isSafeInteger(maxTokens) || maxTokens < 1) throw new RangeError('maxTokens must be a positive whole number');
  // Insertion order is issue order: the oldest come first.
  const tokens = new Map<string, IssuedToken>();

  function forgetOld(): void {
    for (const [token, issued] of tokens) {
      if (now() - issued.issuedAt <= rememberedForMs) break;
      tokens.delete(token);
    }
  }

  function issue(req: IncomingMessage, passes: boolean): string {
    forgetOld();
    while (tokens.size >= maxTokens) {
      const oldest = tokens.keys().next();
      if (oldest.done) break;
      tokens.delete(oldest.value);
    }
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, { issuedAt: now(), hostname: hostnameOf(req), passes, used: false });
    return token;
  }

  async function giveToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      return answerJson(res, 400, { error: 'bad-request' }, corsHeaders);
    }
    const { sitekey, outcome = 'pass' } = (body ?? {}) as { sitekey?: unknown; outcome?: unknown };
    if (typeof sitekey !== 'string' || sitekey !== options.siteKey) return answerJson(res, 400, { error: 'invalid-sitekey' }, corsHeaders);
    if (!outcomes.includes(outcome as CaptchaSandboxOutcome)) return answerJson(res, 400, { error: 'invalid-outcome' }, corsHeaders);
    if (outcome === 'fail-execute') return answerJson(res, 503, { error: 'execute-failed' }, corsHeaders);
    answerJson(res, 200, { token: issue(req, outcome === 'pass') }, corsHeaders);
  }

  async function siteverify(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refuse = (...errorCodes: string[]) => answerJson(res, 200, { success: false, 'error-codes': errorCodes });
    const type = String(req.headers['content-type'] ?? 'application/x-www-form-urlencoded').split(';')[0]!.trim().toLowerCase();
    const body = await readBody(req);
    if (type !== 'application/x-www-form-urlencoded') return refuse('bad-request');
    const form = new URLSearchParams(body);
    const secret = form.get('secret') ?? '';
    const response = form.get('response') ?? '';
    const codes: string[] = [];
    if (secret === '') codes.push('missing-input-secret');
    else if (!sameSecret(secret, options.secretKey)) codes.push('invalid-input-secret');
    if (response === '') codes.push('missing-input-response');
    // A wrong secret leaves the token untouched: its owner may still verify it.
    if (codes.length) return refuse(...codes);

    forgetOld();
    const issued = tokens.get(response);
    if (!issued) return refuse('invalid-input-response');
    const fresh = !issued.used && now() - issued.issuedAt <= tokenLifetimeMs;
    issued.used = true;
    if (!fresh) return refuse('timeout-or-duplicate');
    if (!issued.passes) return refuse('invalid-input-response');
    answerJson(res, 200, { success: true, challenge_ts: challengeTimestamp(issued.issuedAt), hostname: issued.hostname });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname;
    const method = req.method ?? 'GET';
    try {
      if (path === '/recaptcha/api.js') {
        if (method !== 'GET' && method !== 'HEAD') return answerJson(res, 405, { error: 'method-not-allowed' }, { allow: 'GET, HEAD' });
        res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
        return void res.end(sandboxWidgetScript);
      }
      if (path === '/recaptcha/api/token') {
        if (method === 'OPTIONS') {
          res.writeHead(204, corsHeaders);
          return void res.end();
        }
        if (method !== 'POST') return answerJson(res, 405, { error: 'method-not-allowed' }, { allow: 'POST, OPTIONS', ...corsHeaders });
        return await giveToken(req, res);
      }
      if (path === '/recaptcha/api/siteverify') {
        if (method !== 'POST') return answerJson(res, 405, { success: false, 'error-codes': ['bad-request'] }, { allow: 'POST' });
        return await siteverify(req, res);
      }
      return answerJson(res, 404, { error: 'not-found' });
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof BodyTooLarge) return answerJson(res, 413, { success: false, 'error-codes': ['bad-request'] }, { connection: 'close' });
      return answerJson(res, 400, { success: false, 'error-codes': ['bad-request'] });
    }
  };
}
