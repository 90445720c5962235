import type { Core } from '@strapi/strapi';
import { randomBytes } from 'crypto';
import { ageOn, parseEstonianPhone, parsePersonalCode, todayInTallinn } from '@kindlustus/domain';
import { localizePath } from '@kindlustus/routes';
import type { AuthenticatedIdentity } from '../../adapters/e-id/identity-certificate';
import type { MobileIdClient, MobileIdLanguage } from '../../adapters/e-id/mobile-id-client';
import type { SmartIdClient } from '../../adapters/e-id/smart-id-client';
import { sameAuthCode, sessionSecretDigest, userChallengeOf } from '../../adapters/e-id/smart-id-device-link';
import type { DeviceLinkSession, SmartIdV3Client } from '../../adapters/e-id/smart-id-v3-client';
import { createChallengeNonce, validateWebEidToken } from '../../adapters/e-id/web-eid-validator';
import type { OcspChecker } from '../../adapters/e-id/ocsp-client';
import type { X509Certificate } from 'crypto';
import { handOverClient } from './client-handover';
import { clientIdOf, newPublicId, renewClientId } from './client-identity';
import { estonianPersonOf, estonianSemanticsIdentifier, type EstonianPersonalCode } from './estonian-identity';
import { clientAddress, readCookie, writeCookie, type ApiContext } from '../plumbing/koa-context';
import { loginOutcomeCode } from './login-outcomes';
import { reject, type Outcome } from '../quotes/quote-service';
import { addressRateLimiter, databaseRateLimiter, takeInTurn, type AddressLimits, type RateLimit } from '../plumbing/rate-limit';
import { rowWrites } from '../plumbing/row-writes';
import type { SessionStore } from './customer-session';
import { tableQuery } from '../plumbing/table-query';

export type LoginMethod = 'smartId' | 'mobileId' | 'idCard';
type Language = 'et' | 'ru' | 'en';
import type { CustomerRow, LoginAttemptRow, RowInput } from '../../rows/rows';

export interface LoginDeps {
  strapi: Core.Strapi;
  smartId: SmartIdClient;
  /** Smart-ID RP API v3 device links (QR, Web2App): the flow SK recommends; `smartId` keeps the notification flow. */
  smartIdDeviceLink: SmartIdV3Client;
  mobileId: MobileIdClient;
  webEid: { origin: string; trustedCertificates: X509Certificate[]; ocsp?: OcspChecker };
  sessions: SessionStore;
  /** Called after a login, e.g. to merge the browser's cart into the customer's. */
  onLogin: (clientId: string, personalCode: EstonianPersonalCode) => Promise<void>;
  limits: AddressLimits & { perPerson: RateLimit };
  pollTimeoutMs: number;
  /** The site's address: Smart-ID's app sends a same-device login back to its login page. */
  siteUrl: string;
  now?: () => Date;
}

/** What a Smart-ID device-link attempt keeps besides its session ID and challenge (columns of their own). */
type KeptDeviceLinkSession = Omit<DeviceLinkSession, 'sessionID' | 'rpChallenge'> & {
  /** Same-device only: the random value in the callback URL, also in this browser's cookie. */
  callbackValue?: string;
  userChallengeVerifier?: string;
};

export interface LoginState {
  state: 'RUNNING' | 'COMPLETE' | 'FAILED';
  outcome: string | null;
  customer: CustomerRow | null;
}

const displayTexts: Record<Language, string> = { et: 'Sisselogimine', ru: 'Вход', en: 'Log in' };
const mobileIdLanguages: Record<Language, MobileIdLanguage> = { et: 'EST', ru: 'RUS', en: 'ENG' };
const pendingMs: Record<LoginMethod, number> = { smartId: 3 * 60_000, mobileId: 3 * 60_000, idCard: 5 * 60_000 };
const adultAge = 18;
const deviceLinkLanguages = { et: 'est', ru: 'rus', en: 'eng' } as const;
/** SK: refresh the QR code each second over a 60-second period. */
const qrLifetimeMs = 60_000;
/** SameSite=Lax, so it is sent when the Smart-ID app opens the callback URL in this browser. */
const callbackCookieName = 'smartid_callback';
const sameDeviceFlows = ['Web2App', 'App2App'];

export type DeviceLinkKind = 'QR' | 'WEB2APP';

/** Why a service's completed answer was refused, where the client named it. */
const problemOf = (answer: object): string | undefined => ('problem' in answer && typeof answer.problem === 'string' ? answer.problem : undefined);
/** A refusal that names the field it is about. */
const rejectField = <T>(status: number, code: string, field: string): Outcome<T> => reject(status, code, { errors: [{ field, code }] });

export function createLoginService(deps: LoginDeps) {
  const { strapi, sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const attempts = tableQuery(strapi, 'api::login-attempt.login-attempt');
  const customers = tableQuery(strapi, 'api::customer.customer');
  const customerWrites = rowWrites(strapi, 'api::customer.customer');
  const attemptWrites = rowWrites(strapi, 'api::login-attempt.login-attempt');
  const clientLimiter = addressRateLimiter(() => strapi.db.connection, 'login', deps.limits);
  const personLimiter = databaseRateLimiter(() => strapi.db.connection, 'login-person', deps.limits.perPerson);

  async function admit(ctx: ApiContext, personalCode?: string): Promise<Outcome<string>> {
    const clientId = clientIdOf(ctx, true)!;
    const buckets = [...clientLimiter.buckets(clientAddress(ctx)), ...(personalCode ? [personLimiter.bucket(personalCode)] : [])];
    if (!(await takeInTurn(strapi.db.connection, buckets))) return reject(429, 'tooManyRequests');
    return { ok: true, value: clientId };
  }

  /** Smart-ID and Mobile-ID attempts are recorded with the provider's session (read back as `providerSession!`). */
  async function record(method: LoginMethod, clientId: string, challenge: string, extra: RowInput<'api::login-attempt.login-attempt'>): Promise<string> {
    const publicId = newPublicId();
    await attemptWrites.add({ publicId, method, clientId, challenge, state: 'running', expiresAt: new Date(now().getTime() + pendingMs[method]), ...extra });
    return publicId;
  }

  /** With a personal code: the notification flow (verification code); without: a device-link session (QR or Web2App). */
  async function startSmartId(
    ctx: ApiContext, personalCodeInput: string | null | undefined, language: Language, sameDevice = false,
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
  async function startSmartIdDeviceLink(ctx: ApiContext, language: Language, sameDevice: boolean): Promise<Outcome<{ loginId: string; verificationCode: null }>> {
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
    const language = deviceLinkLanguages[(row.language as Language) ?? 'et'] ?? 'est';
    const link = deps.smartIdDeviceLink.deviceLink(full, kind === 'QR' ? 'QR' : 'Web2App', language, now().getTime());
    return { ok: true, value: { link, expiresInSeconds: kind === 'QR' ? Math.max(0, Math.ceil((qrLifetimeMs - elapsedMs) / 1000)) : null } };
  }

  async function startMobileId(ctx: ApiContext, phoneInput: string, personalCodeInput: string, language: Language): Promise<Outcome<{ loginId: string; verificationCode: string }>> {
    const phone = parseEstonianPhone(phoneInput);
    const person = parsePersonalCode(personalCodeInput.trim());
    if (!phone) return rejectField(400, 'invalidPhone', 'phone');
    if (!person) return rejectField(400, 'invalidPersonalCode', 'personalCode');
    const admitted = await admit(ctx, person.code);
    if (!admitted.ok) return admitted as Outcome<never>;
    let started;
    try {
      started = await deps.mobileId.startAuthentication(phone, person.code, mobileIdLanguages[language], displayTexts[language]);
    } catch {
      return reject(502, 'eIdUnavailable');
    }
    const loginId = await record('mobileId', admitted.value, started.hash.toString('base64'), {
      providerSession: started.sessionID, personalCode: person.code, phone, language,
    });
    return { ok: true, value: { loginId, verificationCode: started.verificationCode } };
  }

  async function startIdCard(ctx: ApiContext): Promise<Outcome<{ loginId: string; challengeNonce: string }>> {
    const admitted = await admit(ctx);
    if (!admitted.ok) return admitted as Outcome<never>;
    const challengeNonce = createChallengeNonce();
    const loginId = await record('idCard', admitted.value, challengeNonce, {});
    return { ok: true, value: { loginId, challengeNonce } };
  }

  async function attemptOf(ctx: ApiContext, loginId: string, method?: LoginMethod): Promise<LoginAttemptRow | null> {
    const clientId = clientIdOf(ctx, false);
    if (!clientId || typeof loginId !== 'string') return null;
    const row = await attempts().findOne({ where: { publicId: loginId, $or: [{ clientId }, { previousClientId: clientId }] } });
    return row && (!method || row.method === method) ? row : null;
  }

  /** Moves an attempt out of `running` once; false when another request got there first. */
  async function settle(row: LoginAttemptRow, state: 'complete' | 'failed', outcome: string): Promise<boolean> {
    const { count } = await attempts().updateMany({ where: { id: row.id, state: 'running' }, data: { state, outcome } });
    return count === 1;
  }

  async function customerOf(personalCode: string): Promise<CustomerRow | null> {
    return customers().findOne({ where: { personalCode } });
  }

  /**
   * A confirmed e-ID answer becomes a session: only an Estonian identity (estonian-identity.ts), checked
   * before any customer row is read or written; with a code typed at the start, the certificate must name
   * that same identity (country and code).
   */
  async function finish(ctx: ApiContext, row: LoginAttemptRow, identity: AuthenticatedIdentity): Promise<LoginState> {
    const estonian = estonianPersonOf(identity);
    if (!estonian.ok) return fail(row, estonian.outcome, `a certificate of country ${identity.country}`);
    if (row.personalCode && identity.semanticsIdentifier !== estonianSemanticsIdentifier(row.personalCode)) return fail(row, 'identityMismatch');
    const { personalCode, person } = estonian;
    if (ageOn(person.birthDate, todayInTallinn(now())) < adultAge) return fail(row, 'underAge');
    if (!(await settle(row, 'complete', 'ok'))) return stateOf(row.publicId, ctx, row);

    const names = { givenName: identity.givenName, surname: identity.surname, country: identity.country, lastLoginAt: now(), lastLoginMethod: row.method };
    // A customer seen before gets this login's names; one logging in twice at once is one customer (the unique personal code).
    const customer = await customerWrites.upsert({ personalCode, ...names }, 'personalCode', ['givenName', 'surname', 'country', 'lastLoginAt', 'lastLoginMethod']);
    await sessions.open(ctx, personalCode, row.method);
    // The session is open: a cart that fails to merge is logged and stays the browser's, the login stands.
    await deps.onLogin(row.clientId, personalCode).catch((error: Error) => strapi.log.error(`Merging the browser's cart at login ${row.publicId} failed: ${error.message}`));
    await handOverClient(strapi, row.clientId, renewClientId(ctx), personalCode);
    return { state: 'COMPLETE', outcome: 'ok', customer };
  }

  /** problem: why the service's answer was refused (a certificate, a signature), logged for whoever looks into it. */
  async function fail(row: LoginAttemptRow, outcome: string, problem?: string): Promise<LoginState> {
    if (problem) strapi.log.warn(`Login ${row.publicId} (${row.method}) refused: ${outcome}, ${problem}`);
    await settle(row, 'failed', outcome);
    return { state: 'FAILED', outcome, customer: null };
  }

  /** `known`: the attempt this request already found (another request may have handed it to the new client id since). */
  async function stateOf(loginId: string, ctx: ApiContext, known?: LoginAttemptRow): Promise<LoginState> {
    const row = known ? await attempts().findOne({ where: { id: known.id } }) : await attemptOf(ctx, loginId);
    if (!row) return { state: 'FAILED', outcome: 'loginNotFound', customer: null };
    if (row.state === 'failed') return { state: 'FAILED', outcome: row.outcome, customer: null };
    const session = await sessions.current(ctx);
    if (session) return { state: 'COMPLETE', outcome: 'ok', customer: await customerOf(session.personalCode) };
    // Completed by another tab of this browser (e.g. the one the Smart-ID app opened): the session cookie
    // it got comes with this tab's next request.
    if (row.state === 'complete' && new Date(row.expiresAt).getTime() > now().getTime()) return { state: 'RUNNING', outcome: null, customer: null };
    return { state: 'COMPLETE', outcome: 'ok', customer: null };
  }

  /** One poll of a Smart-ID or Mobile-ID login; completes it when the user has confirmed. */
  async function poll(ctx: ApiContext, loginId: string): Promise<LoginState> {
    const row = await attemptOf(ctx, loginId);
    if (!row || row.method === 'idCard') return { state: 'FAILED', outcome: 'loginNotFound', customer: null };
    if (row.state !== 'running') return stateOf(loginId, ctx);
    if (new Date(row.expiresAt).getTime() <= now().getTime()) return fail(row, 'timeout');
    const hash = Buffer.from(row.challenge, 'base64');
    try {
      if (row.method === 'smartId' && row.deviceLinkSession) return await pollDeviceLink(ctx, row);
      if (row.method === 'smartId') {
        const answer = await deps.smartId.poll(row.providerSession!, hash, deps.pollTimeoutMs);
        if (answer.state === 'RUNNING') return { state: 'RUNNING', outcome: null, customer: null };
        return 'identity' in answer ? finish(ctx, row, answer.identity) : fail(row, loginOutcomeCode(answer.endResult), problemOf(answer));
      }
      const answer = await deps.mobileId.poll(row.providerSession!, hash, deps.pollTimeoutMs);
      if (answer.state === 'RUNNING') return { state: 'RUNNING', outcome: null, customer: null };
      return 'identity' in answer ? finish(ctx, row, answer.identity) : fail(row, loginOutcomeCode(answer.result), problemOf(answer));
    } catch {
      // The service did not answer this time; the next poll tries again until the attempt expires.
      return { state: 'RUNNING', outcome: null, customer: null };
    }
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
    if (!('identity' in answer)) return fail(row, loginOutcomeCode(answer.endResult), problemOf(answer));
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

  /** The ID card's answer to the challenge (Web eID auth token); each challenge is used once. */
  async function finishIdCard(ctx: ApiContext, loginId: string, authToken: unknown): Promise<LoginState> {
    const row = await attemptOf(ctx, loginId, 'idCard');
    if (!row || row.state !== 'running') return { state: 'FAILED', outcome: row ? 'challengeUsed' : 'loginNotFound', customer: null };
    if (new Date(row.expiresAt).getTime() <= now().getTime()) return fail(row, 'timeout');
    const checked = await validateWebEidToken(authToken, { expectedNonce: row.challenge, ...deps.webEid, now: now() });
    if (!checked.ok) return fail(row, checked.problem);
    return finish(ctx, row, checked.identity);
  }

  /** Ends the session and gives the browser a new client id: what was made under the old one (quotes linked to the customer) stays out of reach of whoever uses the browser next. */
  async function logout(ctx: ApiContext): Promise<void> {
    await sessions.close(ctx);
    renewClientId(ctx);
  }

  async function currentCustomer(ctx: ApiContext | undefined): Promise<{ customer: CustomerRow; session: { method: string | null; expiresAt: Date } } | null> {
    const session = await sessions.current(ctx);
    if (!session) return null;
    const customer = await customerOf(session.personalCode);
    return customer ? { customer, session } : null;
  }

  async function forgetOldAttempts(): Promise<void> {
    await attempts().deleteMany({ where: { expiresAt: { $lte: new Date(now().getTime() - 60 * 60_000) } } });
  }

  return { startSmartId, smartIdDeviceLink, finishSmartIdCallback, startMobileId, startIdCard, poll, finishIdCard, logout, currentCustomer, forgetOldAttempts };
}

export type LoginService = ReturnType<typeof createLoginService>;
