import { attempt, rejection } from './api-attempt';
import { apolloClient } from './apollo-client';
import {
  cartQuery, finishIdCardMutation, logoutMutation, myPoliciesQuery, paymentBanksQuery, paymentEmailQuery, paymentOrderQuery, paymentReturnQuery, pollLoginMutation,
  removeFromCartMutation, sessionQuery, setCartExtraMutation, setCartScheduleMutation, startIdCardMutation, startMobileIdMutation, startPaymentMutation,
  finishSmartIdCallbackMutation, smartIdDeviceLinkQuery, startSmartIdMutation,
} from './account-operations';
import type { Bank, Cart, CartChange, DeviceLink, DeviceLinkKind, LoginStart, LoginState, PaymentMethod, PaymentOrder, PaymentReturn, PolicyGroups, SessionSummary } from './account-types';
import { networkRejection, type ApiRejection, type ApiResult } from './quote-types';
import { paymentStatusOf, reshapeCart, reshapeLoginState, reshapeOrder, reshapePolicyGroups, reshapeSession } from './reshape-account';
import { reshapeRejection } from './reshape-quote';

/**
 * The cart, payment, login and policies side of the provider API as domain functions over the one
 * Apollo client. A network failure or an answer outside the schema becomes `networkError`, never a throw.
 */

const refused = (rejection: Parameters<typeof reshapeRejection>[0] | null | undefined): { ok: false; rejection: ApiRejection } => ({
  ok: false,
  rejection: rejection ? reshapeRejection(rejection) : networkRejection,
});

export function fetchSession(): Promise<ApiResult<SessionSummary>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: sessionQuery });
    return data ? { ok: true, value: reshapeSession(data) } : refused(null);
  });
}

export function fetchCart(): Promise<ApiResult<Cart>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: cartQuery });
    return data ? { ok: true, value: reshapeCart(data.cart) } : refused(null);
  });
}

type CartPayloadData = { cart?: Parameters<typeof reshapeCart>[0] | null; replaced: readonly string[]; rejection?: Parameters<typeof reshapeRejection>[0] | null } | undefined;
const cartChange = (payload: CartPayloadData): ApiResult<CartChange> =>
  payload?.cart ? { ok: true, value: { cart: reshapeCart(payload.cart), replaced: [...payload.replaced] } } : refused(payload?.rejection);

export function removeFromCart(offerId: string): Promise<ApiResult<CartChange>> {
  return attempt(async () => cartChange((await apolloClient().mutate({ mutation: removeFromCartMutation, variables: { offerId } })).data?.removeFromCart));
}

export function setCartExtra(offerId: string, key: string, selected: boolean, days: number | null): Promise<ApiResult<CartChange>> {
  return attempt(async () =>
    cartChange((await apolloClient().mutate({ mutation: setCartExtraMutation, variables: { offerId, key, selected, days } })).data?.setCartExtra),
  );
}

export function setCartSchedule(offerId: string, instalments: number): Promise<ApiResult<CartChange>> {
  return attempt(async () => cartChange((await apolloClient().mutate({ mutation: setCartScheduleMutation, variables: { offerId, instalments } })).data?.setCartSchedule));
}

/** The banks change with a deployment, not within a visit: asked once per page load. */
let banks: Promise<ApiResult<Bank[]>> | undefined;
export function fetchBanks(): Promise<ApiResult<Bank[]>> {
  banks ??= attempt(async () => {
    const { data } = await apolloClient().query({ query: paymentBanksQuery });
    return data ? { ok: true, value: data.paymentBanks.map((bank) => ({ code: bank.code, name: bank.name })) } : refused(null);
  });
  void banks.then((result) => {
    if (!result.ok) banks = undefined;
  });
  return banks;
}

/** The address the payment form starts with (a quote's, else the customer's last); null when there is none. */
export function fetchPaymentEmail(): Promise<ApiResult<string | null>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: paymentEmailQuery });
    return data ? { ok: true, value: data.paymentEmail ?? null } : refused(null);
  });
}

/** Freezes the cart in an order and answers with the bank's address; the same key always gives the same order. */
/** A refusal with 409 paymentInProgress may carry the customer's own open payment (openOrder), to continue it. */
export type StartPaymentResult = ApiResult<PaymentOrder> & { openOrder?: PaymentOrder };
/** What the customer confirmed on the payment page: the documents' consent, the demands-and-needs statement, and the comparison's sort order it names. */
export interface PaymentConsent {
  termsAccepted: boolean;
  demandsAndNeedsConfirmed: boolean;
  sort: string;
}

export function startPayment(idempotencyKey: string, language: string, bank: string | null, email: string, consent: PaymentConsent, method: PaymentMethod = 'bankLink'): Promise<StartPaymentResult> {
  return attempt<PaymentOrder>(async (): Promise<StartPaymentResult> => {
    const payload = (await apolloClient().mutate({ mutation: startPaymentMutation, variables: { idempotencyKey, language, bank, email, ...consent, method } })).data?.startPayment;
    if (payload?.rejection) return { ...refused(payload.rejection), ...(payload.openPayment ? { openOrder: reshapeOrder(payload.openPayment) } : {}) };
    return payload?.order ? { ok: true, value: reshapeOrder(payload.order) } : refused(null);
  });
}

export function readPaymentReturn(orderToken: string): Promise<ApiResult<PaymentReturn>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: paymentReturnQuery, variables: { orderToken } });
    const result = data?.paymentReturn.result;
    if (!result) return refused(data?.paymentReturn.rejection);
    return { ok: true, value: { order: reshapeOrder(result.order), providerStatus: paymentStatusOf(result.providerStatus), owned: result.owned } };
  });
}

export function fetchPaymentOrder(id: string): Promise<ApiResult<PaymentOrder>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: paymentOrderQuery, variables: { id } });
    if (!data) return refused(null);
    return data.paymentOrder ? { ok: true, value: reshapeOrder(data.paymentOrder) } : { ok: false, rejection: rejection(404, 'orderNotFound') };
  });
}

/** The customer's policies; `loginRequired` when nobody is logged in. */
export function fetchPolicies(): Promise<ApiResult<PolicyGroups>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: myPoliciesQuery });
    if (!data) return refused(null);
    return data.myPolicies ? { ok: true, value: reshapePolicyGroups(data.myPolicies) } : { ok: false, rejection: rejection(401, 'loginRequired') };
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
