import { createHmac, timingSafeEqual } from 'crypto';

/** JSON Web Tokens signed with HMAC-SHA256, the only kind the payment protocol uses. */
export type JwtProblem = 'malformed' | 'badSignature' | 'expired' | 'unsupportedAlgorithm';
/** expired: only with acceptExpired, a token whose signature holds but whose time is over. */
export type JwtReading = { ok: true; payload: Record<string, unknown>; expired?: true } | { ok: false; problem: JwtProblem };

const expiryLeewaySeconds = 30;
const base64UrlSegment = /^[A-Za-z0-9_-]+$/;

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const signature = (signingInput: string, secret: string) => createHmac('sha256', secret).update(signingInput).digest('base64url');

function decodeJsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function signHs256Jwt(payload: object, secret: string): string {
  const signingInput = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(payload)}`;
  return `${signingInput}.${signature(signingInput, secret)}`;
}

export function verifyHs256Jwt(token: string, secret: string, now: Date = new Date(), options: { acceptExpired?: boolean } = {}): JwtReading {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3) return { ok: false, problem: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (!base64UrlSegment.test(headerPart) || !base64UrlSegment.test(payloadPart)) return { ok: false, problem: 'malformed' };

  const header = decodeJsonObject(headerPart);
  if (!header) return { ok: false, problem: 'malformed' };
  // The algorithm comes from the token, so anything but HS256 (above all "none") is refused before
  // the signature is looked at.
  if (header.alg !== 'HS256') return { ok: false, problem: 'unsupportedAlgorithm' };

  // Compared as canonical base64url text, so a differently padded or re-encoded signature is refused too.
  const expected = Buffer.from(signature(`${headerPart}.${payloadPart}`, secret), 'ascii');
  const given = Buffer.from(signaturePart, 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'badSignature' };

  const payload = decodeJsonObject(payloadPart);
  if (!payload) return { ok: false, problem: 'malformed' };
  if (payload.exp !== undefined) {
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return { ok: false, problem: 'malformed' };
    if (now.getTime() / 1000 > payload.exp + expiryLeewaySeconds) return options.acceptExpired ? { ok: true, payload, expired: true } : { ok: false, problem: 'expired' };
  }
  return { ok: true, payload };
}
