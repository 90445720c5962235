import { randomBytes, randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import { acspV2Payload, signAcspV2 } from '../e-id/acsp-v2';
import {
  acspV2, authCode, authCodePayload, defaultDeviceLinkScheme, readDeviceLink, sameAuthCode, sessionSecretDigest, userChallengeOf, type AuthenticationSessionParams, type DeviceLinkType,
} from '../e-id/smart-id-device-link';
import { answerJson, readSandboxJson } from '../sandbox-http';
import { sandboxIdentity, sandboxIdentityDir, sandboxSemanticsIdentifier, smartIdDemoOutcomes } from './sandbox-identities';

/**
 * Smart-ID RP API v3 device-link authentication, as the service and the app together would behave:
 * - `POST /smart-id/v3/authentication/device-link/anonymous` starts a session and answers sessionID,
 *   sessionToken, sessionSecret and deviceLinkBase; `GET /smart-id/v3/session/{id}?timeoutMs=` long-polls it.
 * - `POST /smart-id-app/scan` `{link, personalCode}` (or a semantics identifier such as `PNOLT-…` of an
 *   extra identity) is the sandbox's "Smart-ID app": it opens a device
 *   link the relying party made, checks it as the app and the service do (authCode, QR freshness, session
 *   still waiting) and completes the session with the demo identity's outcome (OK signed with ACSP_V2).
 *   A same-device link (Web2App, App2App) needs a session started with an initialCallbackUrl; after OK the
 *   answer names the `callbackUrl` the app would open (with sessionSecretDigest and userChallengeVerifier).
 */
export interface SmartIdV3SandboxOptions {
  deviceLinkBase: string;
  /** The scheme name the app expects in authCode and signs in ACSP_V2 (SK's demo: smart-id-demo); `smart-id` unless told. */
  deviceLinkScheme?: string;
  identitiesDir?: string;
  /** More accounts that confirm OK, as in sandbox-service.ts; a file `PNOLT-<code>.pem` is a Lithuanian person. */
  extraIdentitiesDir?: string;
  /** How long a session waits for the app before it ends in TIMEOUT. */
  sessionTimeoutMs?: number;
  /** How old (by its elapsedSeconds) a QR link may be when scanned. */
  maxQrAgeMs?: number;
  now?: () => number;
}

interface Session {
  id: string;
  token: string;
  secret: string;
  createdAt: number;
  params: AuthenticationSessionParams;
  done: null | { endResult: string; personalCode: string; flowType: DeviceLinkType; at: number; serverRandom: string; userChallengeVerifier: string };
}

const keptAfterEndMs = 5 * 60_000;
const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

function startRequestProblem(body: Record<string, unknown>): string | null {
  if (typeof body.relyingPartyUUID !== 'string' || typeof body.relyingPartyName !== 'string' || !body.relyingPartyName) return 'relyingParty';
  if (body.signatureProtocol !== acspV2) return 'signatureProtocol';
  const parameters = (body.signatureProtocolParameters ?? {}) as Record<string, unknown>;
  if (typeof parameters.rpChallenge !== 'string' || !base64Pattern.test(parameters.rpChallenge)) return 'rpChallenge';
  const challengeBytes = Buffer.from(parameters.rpChallenge, 'base64').length;
  if (challengeBytes < 32 || challengeBytes > 64) return 'rpChallenge';
  if (parameters.signatureAlgorithm !== 'rsassa-pss') return 'signatureAlgorithm';
  if (typeof body.interactions !== 'string' || !base64Pattern.test(body.interactions)) return 'interactions';
  try {
    const interactions = JSON.parse(Buffer.from(body.interactions, 'base64').toString('utf8'));
    if (!Array.isArray(interactions) || !interactions.some((entry) => entry?.type === 'displayTextAndPIN' || entry?.type === 'confirmationMessage')) return 'interactions';
  } catch {
    return 'interactions';
  }
  // HTTPS as SK requires; plain HTTP only to this machine, for development.
  if (body.initialCallbackUrl !== undefined && !/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)[:/])[^#]+$/.test(String(body.initialCallbackUrl))) return 'initialCallbackUrl';
  return null;
}

export function createSmartIdV3Sandbox(options: SmartIdV3SandboxOptions) {
  const dir = path.join(options.identitiesDir ?? sandboxIdentityDir, 'smart-id');
  const extraDir = options.extraIdentitiesDir;
  const identityOf = (who: string) => sandboxIdentity(who, dir) ?? (extraDir ? sandboxIdentity(who, extraDir) : null);
  const now = options.now ?? Date.now;
  const sessionTimeoutMs = options.sessionTimeoutMs ?? 3 * 60_000;
  const maxQrAgeMs = options.maxQrAgeMs ?? 5000;
  const sessions = new Map<string, Session>();
  const scheme = options.deviceLinkScheme || defaultDeviceLinkScheme;

  const timedOut = (session: Session) => !session.done && now() - session.createdAt > sessionTimeoutMs;

  function forgetOld(): void {
    for (const [id, session] of sessions) {
      const endedAt = session.done?.at ?? session.createdAt + sessionTimeoutMs;
      if (now() > endedAt + keptAfterEndMs) sessions.delete(id);
    }
  }

  /** `body`: a start request startRequestProblem found nothing wrong with. */
  function start(body: Record<string, unknown>): Session {
    forgetOld();
    const session: Session = {
      id: randomUUID(),
      token: randomBytes(18).toString('base64url').replace(/[-_]/g, 'A'),
      secret: randomBytes(32).toString('base64'),
      createdAt: now(),
      params: {
        rpChallenge: (body.signatureProtocolParameters as { rpChallenge: string }).rpChallenge,
        relyingPartyName: body.relyingPartyName as string,
        interactions: body.interactions as string,
        initialCallbackUrl: (body.initialCallbackUrl ?? '') as string,
      },
      done: null,
    };
    sessions.set(session.id, session);
    return session;
  }

  function sessionAnswer(session: Session) {
    if (timedOut(session)) return { state: 'COMPLETE', result: { endResult: 'TIMEOUT' } };
    if (!session.done) return { state: 'RUNNING' };
    const { endResult, personalCode, flowType, serverRandom, userChallengeVerifier } = session.done;
    if (endResult !== 'OK') return { state: 'COMPLETE', result: { endResult } };
    const identity = identityOf(personalCode)!;
    const answer = {
      serverRandom,
      userChallenge: userChallengeOf(userChallengeVerifier),
      flowType,
      interactionTypeUsed: 'displayTextAndPIN',
    };
    return {
      state: 'COMPLETE',
      result: { endResult, documentNumber: `${sandboxSemanticsIdentifier(personalCode)}-SBOX-Q` },
      signatureProtocol: acspV2,
      signature: {
        value: signAcspV2(acspV2Payload(session.params, answer, scheme), identity.key),
        serverRandom: answer.serverRandom,
        userChallenge: answer.userChallenge,
        flowType,
        signatureAlgorithm: 'rsassa-pss',
        signatureAlgorithmParameters: {
          hashAlgorithm: 'SHA-512', maskGenAlgorithm: { algorithm: 'id-mgf1', parameters: { hashAlgorithm: 'SHA-512' } }, saltLength: 64, trailerField: '0xbc',
        },
      },
      cert: { value: identity.certificate.raw.toString('base64'), certificateLevel: 'QUALIFIED' },
      interactionTypeUsed: answer.interactionTypeUsed,
    };
  }

  async function longPoll(session: Session, timeoutMs: number): Promise<void> {
    // Real time, also under a test's clock: this is how long the HTTP request is held.
    const until = Date.now() + Math.max(1000, Math.min(Number.isFinite(timeoutMs) ? timeoutMs : 60_500, 120_000));
    while (!session.done && !timedOut(session) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** What the app and the service check when a link is opened; the refusal names the first problem. */
  function scan(link: string, personalCode: string): { status: number; body: Record<string, unknown> } {
    const read = readDeviceLink(link, options.deviceLinkBase);
    if (!read) return { status: 400, body: { error: 'notADeviceLink' } };
    const session = [...sessions.values()].find((candidate) => candidate.token === read.sessionToken);
    if (!session) return { status: 404, body: { error: 'sessionNotFound' } };
    const expected = authCode(session.secret, authCodePayload(session.params, read.type, read.unprotected, scheme));
    if (!sameAuthCode(read.authCode, expected)) return { status: 400, body: { error: 'authCodeInvalid' } };
    if (session.done || timedOut(session)) return { status: 409, body: { error: 'sessionNotRunning' } };
    if (read.type !== 'QR' && !session.params.initialCallbackUrl) return { status: 400, body: { error: 'callbackUrlMissing' } };
    if (read.type === 'QR') {
      const age = now() - session.createdAt - read.elapsedSeconds! * 1000;
      // Seconds are whole, so a fresh link is up to a second "old" the moment it is made.
      if (age > maxQrAgeMs || age < -2000) return { status: 400, body: { error: 'linkExpired' } };
    }
    const endResult = smartIdDemoOutcomes[personalCode] ?? (extraDir && sandboxIdentity(personalCode, extraDir) ? 'OK' : undefined);
    if (!endResult || !identityOf(personalCode)) return { status: 404, body: { error: 'noSuchAccount' } };
    session.done = {
      endResult, personalCode, flowType: read.type, at: now(), serverRandom: randomBytes(24).toString('base64'), userChallengeVerifier: randomBytes(32).toString('base64url'),
    };
    if (read.type === 'QR' || endResult !== 'OK') return { status: 200, body: { accepted: true, endResult } };
    const callback = new URL(session.params.initialCallbackUrl!);
    callback.searchParams.set('sessionSecretDigest', sessionSecretDigest(session.secret));
    callback.searchParams.set('userChallengeVerifier', session.done.userChallengeVerifier);
    return { status: 200, body: { accepted: true, endResult, callbackUrl: callback.toString() } };
  }

  /** Answers the requests it knows; false for any other path (the caller goes on). */
  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, searchParams: URLSearchParams): Promise<boolean> {
    if (pathname === '/smart-id/v3/authentication/device-link/anonymous' && req.method === 'POST') {
      const body = await readSandboxJson(req);
      const problem = startRequestProblem(body);
      if (problem) {
        answerJson(res, 400, { type: 'about:blank', title: 'Bad Request', status: 400, errors: [{ paramName: problem }] });
        return true;
      }
      const session = start(body);
      answerJson(res, 200, { sessionID: session.id, sessionToken: session.token, sessionSecret: session.secret, deviceLinkBase: options.deviceLinkBase });
      return true;
    }
    const match = /^\/smart-id\/v3\/session\/([\w-]+)$/.exec(pathname);
    if (match && req.method === 'GET') {
      const session = sessions.get(match[1]!);
      if (!session) {
        answerJson(res, 404, { title: 'Not Found', status: 404 });
        return true;
      }
      await longPoll(session, Number(searchParams.get('timeoutMs') ?? 60_500));
      answerJson(res, 200, sessionAnswer(session));
      return true;
    }
    if (pathname === '/smart-id-app/scan' && req.method === 'POST') {
      const body = await readSandboxJson(req);
      const scanned = scan(String(body.link ?? ''), String(body.personalCode ?? ''));
      answerJson(res, scanned.status, scanned.body);
      return true;
    }
    return false;
  };
}
