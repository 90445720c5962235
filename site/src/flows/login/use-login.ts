import { useCallback, useEffect, useRef, useState } from 'react';
import { loadLoginApi } from '../../api-client/login/load-login-api';
import type { Customer, DeviceLinkKind, LoginMethod, LoginStart, LoginState } from '../../api-client/login/login-types';
import type { ApiResult } from '../../api-client/quotes/quote-types';
import { rememberSummary } from '../account/session-summary';
import { messageParamsOf, outcomeMessageKey, webEidMessageKeys } from './login-messages';
import { authenticateWithIdCard } from './web-eid';

export type LoginStep =
  | { kind: 'idle' }
  | { kind: 'starting'; method: LoginMethod }
  /** Smart-ID and Mobile-ID: the code to compare on the phone, shown until the end; a Smart-ID device link has none. */
  | { kind: 'waiting'; method: LoginMethod; verificationCode: string | null; loginId: string | null; deviceLink: DeviceLinkKind | null }
  /** params: what the message fills in, e.g. the minutes until a login limit lets the person try again. */
  | { kind: 'failed'; method: LoginMethod; outcome: string; messageKey: `${string}:${string}`; params?: Record<string, unknown> }
  | { kind: 'done'; customer: Customer };

/** What the Smart-ID app adds to the callback URL when it sends the person back (same-device login). */
export interface SmartIdCallback {
  value: string;
  sessionSecretDigest: string;
  userChallengeVerifier: string;
}

/** A long poll that fails on the network is tried again this many times, a second apart. */
const networkRetries = 5;

/**
 * One login attempt at a time: starts it, polls the server until it ends (each poll is a long poll),
 * and on success reads the session so the header shows the customer at once. What was typed lives in
 * the page, so a retry after any outcome keeps it.
 */
export function useLogin(language: string) {
  const [step, setStep] = useState<LoginStep>({ kind: 'idle' });
  const alive = useRef(true);
  /** The attempt being followed; polling stops when it is no longer this one. */
  const followed = useRef<string | null>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = (method: LoginMethod, outcome: string, messageKey = outcomeMessageKey(outcome), params?: Record<string, unknown>) => {
    if (alive.current) setStep({ kind: 'failed', method, outcome, messageKey, ...(params ? { params } : {}) });
  };

  const settle = useCallback(async (method: LoginMethod, state: LoginState) => {
    if (state.state === 'failed') return fail(method, state.outcome);
    if (state.state !== 'complete') return undefined;
    const { fetchSession } = await loadLoginApi();
    const session = await fetchSession();
    rememberSummary(session.ok ? session.value : { customer: state.customer, actingFor: null, cartCount: 0 });
    if (alive.current) setStep({ kind: 'done', customer: state.customer });
    return undefined;
  }, []);

  const follow = useCallback(async (method: LoginMethod, started: ApiResult<LoginStart>, deviceLink: DeviceLinkKind | null = null) => {
    if (!started.ok) return fail(method, started.rejection.code, undefined, messageParamsOf(started.rejection));
    const { loginId } = started.value;
    followed.current = loginId;
    setStep({ kind: 'waiting', method, verificationCode: started.value.verificationCode, loginId, deviceLink });
    const { pollLogin } = await loadLoginApi();
    let failures = 0;
    while (alive.current && followed.current === loginId) {
      const polled = await pollLogin(loginId);
      if (followed.current !== loginId) break;
      if (!polled.ok) {
        if (++failures > networkRetries) return fail(method, polled.rejection.code);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      failures = 0;
      if (polled.value.state !== 'running') return settle(method, polled.value);
    }
    return undefined;
  }, [settle]);

  const withSmartId = useCallback(async (personalCode: string) => {
    setStep({ kind: 'starting', method: 'smartId' });
    const { startSmartIdLogin } = await loadLoginApi();
    await follow('smartId', await startSmartIdLogin(personalCode, language));
  }, [follow, language]);

  /** Smart-ID without a personal code: a QR code for another device, or a link that opens the app on this one. */
  const withSmartIdDeviceLink = useCallback(async (kind: DeviceLinkKind) => {
    setStep({ kind: 'starting', method: 'smartId' });
    const { startSmartIdLogin } = await loadLoginApi();
    await follow('smartId', await startSmartIdLogin(null, language, kind === 'WEB2APP'), kind);
  }, [follow, language]);

  /** Back from the Smart-ID app on this device (its callback URL): finishes the login started here. */
  const withSmartIdCallback = useCallback(async (callback: SmartIdCallback) => {
    setStep({ kind: 'starting', method: 'smartId' });
    const { finishSmartIdCallback } = await loadLoginApi();
    const resumed = await finishSmartIdCallback(callback.value, callback.sessionSecretDigest, callback.userChallengeVerifier);
    if (!resumed.ok) return fail('smartId', resumed.rejection.code, resumed.rejection.code === 'networkError' ? undefined : 'login:callbackFailed');
    return follow('smartId', resumed);
  }, [follow]);

  /** Ends following the current attempt with an outcome the page learnt itself (e.g. the QR code expired). */
  const stop = useCallback((outcome: string) => {
    followed.current = null;
    fail('smartId', outcome);
  }, []);

  /** Leaves the current attempt (the customer chose another way): nothing more is asked for it. */
  const cancel = useCallback(() => {
    followed.current = null;
    if (alive.current) setStep({ kind: 'idle' });
  }, []);

  const withMobileId = useCallback(async (personalCode: string, phone: string) => {
    setStep({ kind: 'starting', method: 'mobileId' });
    const { startMobileIdLogin } = await loadLoginApi();
    await follow('mobileId', await startMobileIdLogin(personalCode, phone, language));
  }, [follow, language]);

  const withIdCard = useCallback(async () => {
    setStep({ kind: 'starting', method: 'idCard' });
    const { startIdCardLogin, finishIdCardLogin } = await loadLoginApi();
    const challenge = await startIdCardLogin();
    if (!challenge.ok) return fail('idCard', challenge.rejection.code);
    setStep({ kind: 'waiting', method: 'idCard', verificationCode: null, loginId: null, deviceLink: null });
    const signed = await authenticateWithIdCard(challenge.value.challengeNonce, language);
    if (!signed.ok) return fail('idCard', signed.code, webEidMessageKeys[signed.code]);
    const finished = await finishIdCardLogin(challenge.value.loginId, signed.token);
    return finished.ok ? settle('idCard', finished.value) : fail('idCard', finished.rejection.code);
  }, [language, settle]);

  return { step, withSmartId, withSmartIdDeviceLink, withSmartIdCallback, stop, cancel, withMobileId, withIdCard };
}
