import type { Locale } from '@kindlustus/routes';
import { randomBytes } from 'crypto';
import { parsePersonalCode } from '@kindlustus/domain';
import { localizePath } from '@kindlustus/routes';
import { sameAuthCode, sessionSecretDigest, userChallengeOf } from '../../adapters/e-id/smart-id-device-link';
import type { DeviceLinkSession } from '../../adapters/e-id/smart-id-v3-client';
import type { LoginAttemptRow } from '../../rows/rows';
import { readCookie, writeCookie, type ApiContext } from '../../http/koa-context';
import { tableQuery } from '../../database/table-query';
import { reject, type Outcome } from '../outcome';
import { clientIdOf } from './client-identity';
import type { LoginAttempts } from './login-attempts';
import { loginOutcomeCode } from '../../adapters/e-id/login-outcomes';
import { displayTexts, pendingMs, problemOf, rejectField, type DeviceLinkKind, type KeptDeviceLinkSession, type LoginDeps, type LoginState } from './login-types';

const deviceLinkLanguages = { et: 'est', ru: 'rus', en: 'eng' } as const;
/** SK: refresh the QR code each second over a 60-second period. */
const qrLifetimeMs = 60_000;
/** SameSite=Lax, so it is sent when the Smart-ID app opens the callback URL in this browser. */
const callbackCookieName = 'smartid_callback';
const sameDeviceFlows = ['Web2App', 'App2App'];

/** Smart-ID: the notification flow (a personal code typed) and device links (QR, Web2App) with their callback. */
export function createSmartIdLogin(deps: LoginDeps & Required<Pick<LoginDeps, 'smartId' | 'smartIdDeviceLink'>>, store: LoginAttempts, now: () => Date) {
  const { admit, record, attemptOf, finish, fail } = store;
  const attempts = tableQuery(deps.strapi, 'api::login-attempt.login-attempt');

  /** With a personal code: the notification flow (verification code); without: a device-link session (QR or Web2App). */
  async function startSmartId(
    ctx: ApiContext, personalCodeInput: string | null | undefined, language: Locale, sameDevice = false,
  ): Promise<Outcome<{ loginId: string; verificationCode: string | null }>> {
    if (personalCodeInput === null || personalCodeInput === undefined) return startSmartIdDeviceLink(ctx, language, sameDevice);
    const person = parsePersonalCode(personalCodeInput.trim());
    if (!person) return rejectField(400, 'invalidPersonalCode', 'personalCode');
    const admitted = await admit(ctx, person.code);
    if (!admitted.ok) return admitted as Outcome<never>;
    let started;
    try {
      started = await deps.smartId.startAuthentication(person.code, 'EE', displayTexts[language]);
    } catch (error) {
      return /HTTP 404/.test(String(error)) ? rejectField(404, 'notSmartIdUser', 'personalCode') : reject(502, 'eIdUnavailable');
    }
    const loginId = await record('smartId', admitted.value, started.hash.toString('base64'), {
      providerSession: started.sessionID, personalCode: person.code, language,
    });
    return { ok: true, value: { loginId, verificationCode: started.verificationCode } };
  }

  /**
   * One session per login however it is shown; its secret stays in the attempt row. A same-device session
   * names a callback URL with a random value that this browser also gets in a cookie (SK's callback rules).
   */
  async function startSmartIdDeviceLink(ctx: ApiContext, language: Locale, sameDevice: boolean): Promise<Outcome<{ loginId: string; verificationCode: null }>> {
    const admitted = await admit(ctx);
    if (!admitted.ok) return admitted as Outcome<never>;
    const callbackValue = sameDevice ? randomBytes(16).toString('base64url') : undefined;
    const callbackUrl = callbackValue ? `${deps.siteUrl}${localizePath('login', language)}?smartIdCallback=${callbackValue}` : undefined;
    let session: DeviceLinkSession;
    try {
      session = await deps.smartIdDeviceLink.startDeviceLinkAuthentication(displayTexts[language], () => now().getTime(), callbackUrl);
    } catch {
      return reject(502, 'eIdUnavailable');
    }
    const { sessionID, rpChallenge, ...rest } = session;
    const kept: KeptDeviceLinkSession = { ...rest, ...(callbackValue ? { callbackValue } : {}) };
    const loginId = await record('smartId', admitted.value, rpChallenge, { providerSession: sessionID, deviceLinkSession: kept, language });
    if (callbackValue) writeCookie(ctx, callbackCookieName, callbackValue, { maxAge: pendingMs.smartId });
    return { ok: true, value: { loginId, verificationCode: null } };
  }

  /**
   * A device link for the caller's own running attempt, made now (never ahead): a QR link carries the
   * seconds since the session started and is refused after 60 s; a Web2App link opens the app on this device.
   */
  async function smartIdDeviceLink(ctx: ApiContext, loginId: string, kind: DeviceLinkKind): Promise<Outcome<{ link: string; expiresInSeconds: number | null }>> {
    const row = await attemptOf(ctx, loginId, 'smartId');
    const session = row?.deviceLinkSession as KeptDeviceLinkSession | null | undefined;
    if (!row || !session) return reject(404, 'loginNotFound');
    if (row.state !== 'running' || new Date(row.expiresAt).getTime() <= now().getTime()) return reject(409, 'loginEnded');
    const elapsedMs = now().getTime() - session.receivedAt;
    if (kind === 'QR' && elapsedMs >= qrLifetimeMs) return reject(410, 'qrExpired');
    if (kind === 'WEB2APP' && !session.callbackValue) return reject(409, 'notSameDevice');
    const full: DeviceLinkSession = { ...session, sessionID: row.providerSession!, rpChallenge: row.challenge };
    const language = deviceLinkLanguages[(row.language as Locale) ?? 'et'] ?? 'est';
    const link = deps.smartIdDeviceLink.deviceLink(full, kind === 'QR' ? 'QR' : 'Web2App', language, now().getTime());
    return { ok: true, value: { link, expiresInSeconds: kind === 'QR' ? Math.max(0, Math.ceil((qrLifetimeMs - elapsedMs) / 1000)) : null } };
  }

  /**
   * A device-link session's answer. Confirmed on the same device (Web2App), it counts only once the
   * person is back through the callback URL with the verifier of the signed user challenge.
   */
  async function pollDeviceLink(ctx: ApiContext, row: LoginAttemptRow): Promise<LoginState> {
    const kept = row.deviceLinkSession as KeptDeviceLinkSession;
    const answer = await deps.smartIdDeviceLink.poll(
      { sessionID: row.providerSession!, rpChallenge: row.challenge, interactions: kept.interactions, initialCallbackUrl: kept.initialCallbackUrl },
      deps.pollTimeoutMs,
    );
    if (answer.state === 'RUNNING') return { state: 'RUNNING', outcome: null, customer: null };
    if (!('identity' in answer)) return fail(row, loginOutcomeCode(answer.endResult, problemOf(answer)), problemOf(answer));
    if (sameDeviceFlows.includes(answer.flowType)) {
      if (!kept.userChallengeVerifier) return { state: 'RUNNING', outcome: null, customer: null };
      if (!sameAuthCode(userChallengeOf(kept.userChallengeVerifier), answer.userChallenge)) return fail(row, 'callbackInvalid');
    }
    return finish(ctx, row, answer.identity);
  }

  /**
   * The Smart-ID app sent the person back (same-device flow): the callback's value must be this browser's
   * (cookie), the digest must be of the session's secret, and it is used once; then the attempt is polled.
   */
  async function finishSmartIdCallback(
    ctx: ApiContext, callbackValue: string, secretDigest: string, userChallengeVerifier: string,
  ): Promise<Outcome<{ loginId: string; verificationCode: null }>> {
    const clientId = clientIdOf(ctx, false);
    const cookie = readCookie(ctx, callbackCookieName);
    if (!clientId || !cookie || typeof callbackValue !== 'string' || !sameAuthCode(cookie, callbackValue)) return reject(403, 'callbackInvalid');
    const rows = await attempts().findMany({ where: { clientId, method: 'smartId', state: 'running' } });
    const row = rows.find((candidate) => (candidate.deviceLinkSession as KeptDeviceLinkSession | null)?.callbackValue === callbackValue);
    if (!row) return reject(404, 'loginNotFound');
    const kept = row.deviceLinkSession as KeptDeviceLinkSession;
    if (kept.userChallengeVerifier) return reject(409, 'callbackUsed');
    if (typeof secretDigest !== 'string' || !sameAuthCode(secretDigest, sessionSecretDigest(kept.sessionSecret)) || typeof userChallengeVerifier !== 'string' || !userChallengeVerifier) {
      await fail(row, 'callbackInvalid');
      return reject(403, 'callbackInvalid');
    }
    const { count } = await attempts().updateMany({
      where: { id: row.id, state: 'running' },
      data: { deviceLinkSession: { ...kept, userChallengeVerifier } },
    });
    if (count !== 1) return reject(409, 'loginEnded');
    writeCookie(ctx, callbackCookieName, null, { maxAge: 0 });
    return { ok: true, value: { loginId: row.publicId, verificationCode: null } };
  }

  return { startSmartId, smartIdDeviceLink, pollDeviceLink, finishSmartIdCallback };
}
