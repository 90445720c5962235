import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import { signHash } from '../e-id/hash-signature';
import { answerJson, readSandboxJson } from '../sandbox-http';
import { mobileIdPhoneText } from './mobile-id-phone';
import { sandboxIdentity, sandboxIdentityDir, smartIdDemoOutcomes } from './sandbox-identities';
import { createSmartIdV3Sandbox } from './smart-id-v3-sandbox';

/**
 * A local stand-in for the Smart-ID (RP API v2 notification, v3 device link: smart-id-v3-sandbox.ts) and
 * Mobile-ID REST services, speaking their
 * protocols, with outcomes chosen by the public demo identities:
 * - Smart-ID by personal code: 30303039914 and 40504040001 OK, 30403039917 USER_REFUSED,
 *   30403039972 WRONG_VC, 30403039983 TIMEOUT, 61101012257 OK (under 18: the relying party refuses),
 *   38001085735 OK with a revoked certificate (the sandbox OCSP responder says so);
 *   a code without a sandbox account answers 404.
 * - Mobile-ID: +37200000766 with 60001019906 OK; +37200000266 USER_CANCELLED, +37200000366
 *   PHONE_ABSENT, +37200000466 DELIVERY_ERROR, +37200000566 SIM_ERROR, +37200000666 TIMEOUT (with
 *   60001019906); any other pair NOT_MID_CLIENT. The displayText and its format are checked as MID REST does
 *   (mobile-id-phone.ts); `GET /mobile-id/phone/{sessionID}` answers what the phone shows (`displayText`).
 */
export interface EidSandboxOptions {
  /** How long the user "takes" on the phone. */
  completeAfterMs?: number;
  /** When a TIMEOUT identity's session ends. */
  timeoutAfterMs?: number;
  identitiesDir?: string;
  /**
   * More Smart-ID accounts that log in OK: a folder of `<code>.pem`/`<code>.key` made with the sandbox CA
   * (load benches need many customers at once; each has one cart). A `PNOLT-<code>.pem`/`.key` there is a
   * person of another country, who logs in through a Smart-ID device link (tests of who may log in).
   */
  extraIdentitiesDir?: string;
  now?: () => number;
  /** Where Smart-ID v3 device links point (the real service: https://smart-id.com/device-link). */
  smartIdDeviceLinkBase?: string;
  /** How old a scanned Smart-ID QR link may be. */
  smartIdMaxQrAgeMs?: number;
  /** The Smart-ID scheme name in device links and ACSP_V2 (`smart-id` unless told). */
  smartIdDeviceLinkScheme?: string;
}

interface Session {
  id: string;
  startedAt: number;
  outcome: string;
  personalCode: string;
  hash: Buffer;
  key: string;
  /** Mobile-ID: the display text as the phone shows it. */
  shown?: string;
}

const mobileIdOutcomes: Record<string, string> = {
  '+37200000766': 'OK',
  '+37200000266': 'USER_CANCELLED',
  '+37200000366': 'PHONE_ABSENT',
  '+37200000466': 'DELIVERY_ERROR',
  '+37200000566': 'SIM_ERROR',
  '+37200000666': 'TIMEOUT',
};
const sameRequestWindowMs = 15_000;
const keptAfterEndMs = 5 * 60_000;

/** A request's hash as both services take it: SHA-512, 64 bytes in base64. */
const isSha512Hash = (body: Record<string, unknown>): body is Record<string, unknown> & { hash: string } => body.hashType === 'SHA512' && typeof body.hash === 'string' && Buffer.from(body.hash, 'base64').length === 64;

export function createEidSandbox(options: EidSandboxOptions = {}) {
  const completeAfterMs = options.completeAfterMs ?? 1500;
  const timeoutAfterMs = options.timeoutAfterMs ?? 4000;
  const dir = options.identitiesDir ?? sandboxIdentityDir;
  const extraDir = options.extraIdentitiesDir;
  /** Smart-ID keys are RSA: the demo identities' own (smart-id/), else a bench's; Mobile-ID's are EC. */
  const smartIdIdentityOf = (personalCode: string) =>
    sandboxIdentity(personalCode, path.join(dir, 'smart-id')) ?? (extraDir ? sandboxIdentity(personalCode, extraDir) : null);
  const mobileIdIdentityOf = (personalCode: string) => sandboxIdentity(personalCode, dir);
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const deviceLinks = createSmartIdV3Sandbox({
    deviceLinkBase: options.smartIdDeviceLinkBase ?? 'https://smart-id.com/device-link',
    identitiesDir: dir,
    ...(extraDir ? { extraIdentitiesDir: extraDir } : {}),
    maxQrAgeMs: options.smartIdMaxQrAgeMs,
    ...(options.smartIdDeviceLinkScheme ? { deviceLinkScheme: options.smartIdDeviceLinkScheme } : {}),
    now,
  });

  const endsAt = (session: Session) => session.startedAt + (session.outcome === 'TIMEOUT' ? timeoutAfterMs : completeAfterMs);

  function start(personalCode: string, outcome: string, hash: Buffer, key: string): Session {
    for (const [id, session] of sessions) if (now() > endsAt(session) + keptAfterEndMs) sessions.delete(id);
    const same = [...sessions.values()].find((session) => session.key === key && now() - session.startedAt < sameRequestWindowMs);
    if (same) return same;
    const session: Session = { id: randomUUID(), startedAt: now(), outcome, personalCode, hash, key };
    sessions.set(session.id, session);
    return session;
  }

  /** Waits (long poll) until the session ends or the caller's timeout passes. */
  async function settle(session: Session, timeoutMs: number): Promise<boolean> {
    const remaining = endsAt(session) - now();
    if (remaining <= 0) return true;
    const wait = Math.min(remaining, Math.max(1000, Math.min(timeoutMs, 120_000)));
    await new Promise((resolve) => setTimeout(resolve, wait));
    return endsAt(session) - now() <= 0;
  }

  function signed(session: Session) {
    const identity = session.key.startsWith('sid:') ? smartIdIdentityOf(session.personalCode) : mobileIdIdentityOf(session.personalCode);
    if (!identity) return null;
    const signature = signHash(identity.key, session.hash);
    return {
      signature: { value: signature.value.toString('base64'), algorithm: signature.algorithm },
      cert: identity.certificate.raw.toString('base64'),
    };
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const timeoutMs = Number(url.searchParams.get('timeoutMs') ?? 1000);
    try {
      if (await deviceLinks(req, res, url.pathname, url.searchParams)) return;
      let match = /^\/smart-id\/authentication\/etsi\/PNOEE-(\d{11})$/.exec(url.pathname);
      if (match && req.method === 'POST') {
        const body = await readSandboxJson(req);
        const personalCode = match[1]!;
        const outcome = smartIdDemoOutcomes[personalCode] ?? (extraDir && sandboxIdentity(personalCode, extraDir) ? 'OK' : undefined);
        if (!outcome || !smartIdIdentityOf(personalCode)) return answerJson(res, 404, { title: 'Not Found', status: 404 });
        if (!isSha512Hash(body) || !body.relyingPartyUUID) return answerJson(res, 400, { title: 'Bad Request', status: 400 });
        const session = start(personalCode, outcome, Buffer.from(body.hash, 'base64'), `sid:${personalCode}:${body.hash}`);
        return answerJson(res, 200, { sessionID: session.id });
      }
      match = /^\/smart-id\/session\/([\w-]+)$/.exec(url.pathname);
      if (match && req.method === 'GET') {
        const session = sessions.get(match[1]!);
        if (!session || !session.key.startsWith('sid:')) return answerJson(res, 404, { title: 'Not Found', status: 404 });
        if (!(await settle(session, timeoutMs))) return answerJson(res, 200, { state: 'RUNNING' });
        const base = { state: 'COMPLETE', result: { endResult: session.outcome, documentNumber: `PNOEE-${session.personalCode}-SBOX-Q` } };
        if (session.outcome !== 'OK') return answerJson(res, 200, base);
        const proof = signed(session)!;
        return answerJson(res, 200, { ...base, signature: proof.signature, cert: { value: proof.cert, certificateLevel: 'QUALIFIED' } });
      }
      if (url.pathname === '/mobile-id/authentication' && req.method === 'POST') {
        const body = await readSandboxJson(req);
        if (!isSha512Hash(body) || !body.relyingPartyUUID) return answerJson(res, 400, { error: 'Bad request' });
        const text = mobileIdPhoneText(body);
        if (!text.ok) return answerJson(res, 400, { error: text.error });
        const known = body.nationalIdentityNumber === '60001019906' ? mobileIdOutcomes[String(body.phoneNumber)] : undefined;
        const session = start(String(body.nationalIdentityNumber), known ?? 'NOT_MID_CLIENT', Buffer.from(body.hash, 'base64'), `mid:${body.phoneNumber}:${body.hash}`);
        session.shown = text.shown;
        return answerJson(res, 200, { sessionID: session.id });
      }
      match = /^\/mobile-id\/phone\/([\w-]+)$/.exec(url.pathname);
      if (match && req.method === 'GET') {
        const session = sessions.get(match[1]!);
        if (!session || !session.key.startsWith('mid:')) return answerJson(res, 404, { error: 'Session not found' });
        return answerJson(res, 200, { displayText: session.shown ?? '' });
      }
      match = /^\/mobile-id\/authentication\/session\/([\w-]+)$/.exec(url.pathname);
      if (match && req.method === 'GET') {
        const session = sessions.get(match[1]!);
        if (!session || !session.key.startsWith('mid:')) return answerJson(res, 404, { error: 'Session not found' });
        if (session.outcome !== 'NOT_MID_CLIENT' && !(await settle(session, timeoutMs))) return answerJson(res, 200, { state: 'RUNNING' });
        if (session.outcome !== 'OK') return answerJson(res, 200, { state: 'COMPLETE', result: session.outcome });
        const proof = signed(session)!;
        return answerJson(res, 200, { state: 'COMPLETE', result: 'OK', signature: proof.signature, cert: proof.cert });
      }
      return answerJson(res, 404, { title: 'Not Found', status: 404 });
    } catch {
      return answerJson(res, 400, { title: 'Bad Request', status: 400 });
    }
  };
}
