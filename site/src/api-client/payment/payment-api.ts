import { attempt, rejection } from '../api-attempt';
import { refused } from '../refused';
import { apolloClient } from '../apollo-client';
import { paymentBanksQuery, paymentEmailQuery, paymentOrderQuery, paymentReturnQuery, startPaymentMutation } from './payment-operations';
import type { Bank, PaymentMethod, PaymentOrder, PaymentReturn } from './payment-types';
import type { ApiResult } from '../quotes/quote-types';
import { paymentStatusOf, reshapeOrder } from './reshape-payment';

/** Paying for the cart (banks, the e-mail address, the order) and the bank's return over the one Apollo client; failures are values, never throws. */

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
