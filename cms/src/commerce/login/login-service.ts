import type { Locale } from '@kindlustus/routes';
import { parseEstonianPhone, parsePersonalCode } from '@kindlustus/domain';
import type { MobileIdLanguage } from '../../adapters/e-id/mobile-id-client';
import { createChallengeNonce, validateWebEidToken } from '../../adapters/e-id/web-eid-validator';
import type { CustomerRow } from '../../rows/rows';
import type { ApiContext } from '../../http/koa-context';
import type { CustomerSession } from './customer-session';
import { reject, type Outcome } from '../outcome';
import { renewClientId } from './client-identity';
import { createLoginAttempts } from './login-attempts';
import { loginOutcomeCode } from '../../adapters/e-id/login-outcomes';
import { displayTexts, methodOff, problemOf, rejectField, type LoginDeps, type LoginState } from './login-types';
import { createSmartIdLogin } from './smart-id-login';

export type { DeviceLinkKind, LoginDeps, LoginMethod, LoginState } from './login-types';

const mobileIdLanguages: Record<Locale, MobileIdLanguage> = { et: 'EST', ru: 'RUS', en: 'ENG' };

/** Login with Smart-ID (smart-id-login.ts), Mobile-ID and the ID card, the polls that complete them, and logout. */
export function createLoginService(deps: LoginDeps) {
  const { sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const store = createLoginAttempts(deps, now);
  const { admit, record, attemptOf, customerOf, finish, fail, stateOf, forgetOldAttempts } = store;
  const { smartId, smartIdDeviceLink: deviceLinks, mobileId, webEid } = deps;
  const smart = smartId && deviceLinks ? createSmartIdLogin({ ...deps, smartId, smartIdDeviceLink: deviceLinks }, store, now) : undefined;
  const ended: LoginState = { state: 'FAILED', outcome: 'loginMethodOff', customer: null };

  async function startMobileId(ctx: ApiContext, phoneInput: string, personalCodeInput: string, language: Locale): Promise<Outcome<{ loginId: string; verificationCode: string }>> {
    if (!mobileId) return methodOff();
    const phone = parseEstonianPhone(phoneInput);
    const person = parsePersonalCode(personalCodeInput.trim());
    if (!phone) return rejectField(400, 'invalidPhone', 'phone');
    if (!person) return rejectField(400, 'invalidPersonalCode', 'personalCode');
    const admitted = await admit(ctx, person.code);
    if (!admitted.ok) return admitted as Outcome<never>;
    let started;
    try {
      started = await mobileId.startAuthentication(phone, person.code, mobileIdLanguages[language], displayTexts[language]);
    } catch {
      return reject(502, 'eIdUnavailable');
    }
    const loginId = await record('mobileId', admitted.value, started.hash.toString('base64'), {
      providerSession: started.sessionID, personalCode: person.code, phone, language,
    });
    return { ok: true, value: { loginId, verificationCode: started.verificationCode } };
  }

  async function startIdCard(ctx: ApiContext): Promise<Outcome<{ loginId: string; challengeNonce: string }>> {
    if (!webEid) return methodOff();
    const admitted = await admit(ctx);
    if (!admitted.ok) return admitted as Outcome<never>;
    const challengeNonce = createChallengeNonce();
    const loginId = await record('idCard', admitted.value, challengeNonce, {});
    return { ok: true, value: { loginId, challengeNonce } };
  }

  /** One poll of a Smart-ID or Mobile-ID login; completes it when the user has confirmed. */
  async function poll(ctx: ApiContext, loginId: string): Promise<LoginState> {
    const row = await attemptOf(ctx, loginId);
    if (!row || row.method === 'idCard') return { state: 'FAILED', outcome: 'loginNotFound', customer: null };
    if (row.state !== 'running') return stateOf(loginId, ctx);
    if (new Date(row.expiresAt).getTime() <= now().getTime()) return fail(row, 'timeout');
    const hash = Buffer.from(row.challenge, 'base64');
    try {
      // A method switched off while its attempt ran ends it.
      if (row.method === 'smartId' && !smart) return ended;
      if (row.method === 'smartId' && row.deviceLinkSession) return await smart!.pollDeviceLink(ctx, row);
      if (row.method === 'smartId') {
        const answer = await smartId!.poll(row.providerSession!, hash, deps.pollTimeoutMs);
        if (answer.state === 'RUNNING') return { state: 'RUNNING', outcome: null, customer: null };
        return 'identity' in answer ? finish(ctx, row, answer.identity) : fail(row, loginOutcomeCode(answer.endResult, problemOf(answer)), problemOf(answer));
      }
      if (!mobileId) return ended;
      const answer = await mobileId.poll(row.providerSession!, hash, deps.pollTimeoutMs);
      if (answer.state === 'RUNNING') return { state: 'RUNNING', outcome: null, customer: null };
      return 'identity' in answer ? finish(ctx, row, answer.identity) : fail(row, loginOutcomeCode(answer.result), problemOf(answer));
    } catch {
      // The service did not answer this time; the next poll tries again until the attempt expires.
      return { state: 'RUNNING', outcome: null, customer: null };
    }
  }

  /** The ID card's answer to the challenge (Web eID auth token); each challenge is used once. */
  async function finishIdCard(ctx: ApiContext, loginId: string, authToken: unknown): Promise<LoginState> {
    const row = await attemptOf(ctx, loginId, 'idCard');
    if (!row || row.state !== 'running') return { state: 'FAILED', outcome: row ? 'challengeUsed' : 'loginNotFound', customer: null };
    if (new Date(row.expiresAt).getTime() <= now().getTime()) return fail(row, 'timeout');
    if (!webEid) return ended;
    const checked = await validateWebEidToken(authToken, { expectedNonce: row.challenge, ...webEid, now: now() });
    if (!checked.ok) return fail(row, checked.problem);
    return finish(ctx, row, checked.identity);
  }

  /** Ends the session and gives the browser a new client id: what was made under the old one (quotes linked to the customer) stays out of reach of whoever uses the browser next. */
  async function logout(ctx: ApiContext): Promise<void> {
    await sessions.close(ctx);
    renewClientId(ctx);
  }

  async function currentCustomer(ctx: ApiContext | undefined): Promise<{ customer: CustomerRow; session: Pick<CustomerSession, 'method' | 'expiresAt' | 'actingFor'> } | null> {
    const session = await sessions.current(ctx);
    if (!session) return null;
    const customer = await customerOf(session.personalCode);
    return customer ? { customer, session } : null;
  }

  return {
    startSmartId: smart?.startSmartId ?? methodOff,
    smartIdDeviceLink: smart?.smartIdDeviceLink ?? methodOff,
    finishSmartIdCallback: smart?.finishSmartIdCallback ?? methodOff,
    startMobileId,
    startIdCard,
    poll,
    finishIdCard,
    logout,
    currentCustomer,
    forgetOldAttempts,
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
