import { attempt } from '../api-attempt';
import { refused } from '../refused';
import { apolloClient } from '../apollo-client';
import { finishIdCardMutation, finishSmartIdCallbackMutation, logoutMutation, pollLoginMutation, sessionQuery, smartIdDeviceLinkQuery, startIdCardMutation, startMobileIdMutation, startSmartIdMutation } from './login-operations';
import type { DeviceLink, DeviceLinkKind, LoginStart, LoginState, SessionSummary } from './login-types';
import type { ApiResult } from '../quotes/quote-types';
import { reshapeLoginState, reshapeSession } from './reshape-login';

/** Login (Smart-ID, Mobile-ID, ID card), the session and logout over the one Apollo client; failures are values, never throws. */
export function fetchSession(): Promise<ApiResult<SessionSummary>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: sessionQuery });
    return data ? { ok: true, value: reshapeSession(data) } : refused(null);
  });
}

/** With a personal code: a notification to the phone; with null: a device-link login (QR, or the app on this device). */
export function startSmartIdLogin(personalCode: string | null, language: string, sameDevice = false): Promise<ApiResult<LoginStart>> {
  return attempt(async () => {
    const payload = (await apolloClient().mutate({ mutation: startSmartIdMutation, variables: { personalCode, language, sameDevice } })).data?.startSmartIdLogin;
    return payload?.login ? { ok: true, value: { ...payload.login } } : refused(payload?.rejection);
  });
}

/** The Smart-ID app's return to the login page (same device): answers the login to follow. */
export function finishSmartIdCallback(callback: string, sessionSecretDigest: string, userChallengeVerifier: string): Promise<ApiResult<LoginStart>> {
  return attempt(async () => {
    const payload = (await apolloClient().mutate({ mutation: finishSmartIdCallbackMutation, variables: { callback, sessionSecretDigest, userChallengeVerifier } })).data
      ?.finishSmartIdCallback;
    return payload?.login ? { ok: true, value: { ...payload.login } } : refused(payload?.rejection);
  });
}

/** A device link made now by the server; ask again each second while a QR code is shown. */
export function fetchSmartIdDeviceLink(loginId: string, type: DeviceLinkKind): Promise<ApiResult<DeviceLink>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: smartIdDeviceLinkQuery, variables: { loginId, type } });
    const payload = data?.smartIdDeviceLink;
    return payload?.deviceLink ? { ok: true, value: { link: payload.deviceLink.link, expiresInSeconds: payload.deviceLink.expiresInSeconds ?? null } } : refused(payload?.rejection);
  });
}

export function startMobileIdLogin(personalCode: string, phone: string, language: string): Promise<ApiResult<LoginStart>> {
  return attempt(async () => {
    const payload = (await apolloClient().mutate({ mutation: startMobileIdMutation, variables: { personalCode, phone, language } })).data?.startMobileIdLogin;
    return payload?.login ? { ok: true, value: { ...payload.login } } : refused(payload?.rejection);
  });
}

/** One long poll of a running login. */
export function pollLogin(loginId: string): Promise<ApiResult<LoginState>> {
  return attempt(async () => {
    const state = (await apolloClient().mutate({ mutation: pollLoginMutation, variables: { loginId } })).data?.pollLogin;
    return state ? { ok: true, value: reshapeLoginState(state) } : refused(null);
  });
}

export function startIdCardLogin(): Promise<ApiResult<{ loginId: string; challengeNonce: string }>> {
  return attempt(async () => {
    const payload = (await apolloClient().mutate({ mutation: startIdCardMutation })).data?.startIdCardLogin;
    return payload?.challenge ? { ok: true, value: { ...payload.challenge } } : refused(payload?.rejection);
  });
}

export function finishIdCardLogin(loginId: string, authToken: unknown): Promise<ApiResult<LoginState>> {
  return attempt(async () => {
    const state = (await apolloClient().mutate({ mutation: finishIdCardMutation, variables: { loginId, authToken } })).data?.finishIdCardLogin;
    return state ? { ok: true, value: reshapeLoginState(state) } : refused(null);
  });
}

export function logout(): Promise<ApiResult<true>> {
  return attempt(async () => {
    await apolloClient().mutate({ mutation: logoutMutation });
    await apolloClient().clearStore();
    return { ok: true, value: true };
  });
}
