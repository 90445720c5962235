import type { QuoteForm } from '@kindlustus/domain';
import { attempt, rejection } from '../api-attempt';
import { apolloClient } from '../apollo-client';
import { addToCartMutation, companyLookupQuery, confirmOfferMutation, customerQuoteQuery, offerQuery, policyRenewalQuery, startQuoteMutation, vehicleQuery } from './quote-operations';
import { networkRejection, type ApiResult, type CompanyCheck, type Offer, type Quote, type Renewal, type VehicleCheck } from './quote-types';
import { reshapeCompanyCheck, reshapeOffer, reshapeQuote, reshapeRejection, reshapeRenewal, reshapeVehicleCheck } from './reshape-quote';

/**
 * The quote side of the provider API as domain functions over the one Apollo client. A network
 * failure or an answer outside the schema becomes the `networkError` rejection, never a throw.
 */
const notFound = rejection(404, 'notFound');

export function lookUpVehicle(plate: string): Promise<ApiResult<VehicleCheck>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: vehicleQuery, variables: { plate } });
    return data ? { ok: true, value: reshapeVehicleCheck(data.vehicle) } : { ok: false, rejection: networkRejection };
  });
}

/** The e-Business Register's answer for a registry code typed in a quote form. */
export function lookUpCompany(registryCode: string): Promise<ApiResult<CompanyCheck>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: companyLookupQuery, variables: { registryCode }, fetchPolicy: 'no-cache' });
    return data ? { ok: true, value: reshapeCompanyCheck(data.companyLookup) } : { ok: false, rejection: networkRejection };
  });
}

/** Starts a quote: it answers at once, with a pending line for each insurer still working. */
export function startQuote(form: QuoteForm, input: Record<string, unknown>, language: string): Promise<ApiResult<Quote>> {
  return attempt(async () => {
    const { data } = await apolloClient().mutate({ mutation: startQuoteMutation, variables: { form, input, language } });
    const payload = data?.startQuote;
    if (payload?.quote) return { ok: true, value: reshapeQuote(payload.quote) };
    return { ok: false, rejection: payload?.rejection ? reshapeRejection(payload.rejection) : networkRejection };
  });
}

export function fetchQuote(id: string): Promise<ApiResult<Quote>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: customerQuoteQuery, variables: { id } });
    if (!data) return { ok: false, rejection: networkRejection };
    return data.customerQuote ? { ok: true, value: reshapeQuote(data.customerQuote) } : { ok: false, rejection: notFound };
  });
}

/** A renewal e-mail's link: the answers to prefill the form with (no login needed; the token is the key). */
export function fetchRenewal(token: string): Promise<ApiResult<Renewal>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: policyRenewalQuery, variables: { token } });
    const payload = data?.policyRenewal;
    if (payload?.renewal) return { ok: true, value: reshapeRenewal(payload.renewal) };
    return { ok: false, rejection: payload?.rejection ? reshapeRejection(payload.rejection) : networkRejection };
  });
}

export function fetchOffer(id: string): Promise<ApiResult<Offer>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: offerQuery, variables: { id } });
    if (!data) return { ok: false, rejection: networkRejection };
    return data.insuranceOffer ? { ok: true, value: reshapeOffer(data.insuranceOffer) } : { ok: false, rejection: notFound };
  });
}

/** Confirms an offer at the price the customer saw; the server re-checks it (409 priceChanged, 410 offerExpired). */
export function confirmOffer(id: string, price: number | null): Promise<ApiResult<Offer>> {
  return attempt(async () => {
    const { data } = await apolloClient().mutate({ mutation: confirmOfferMutation, variables: { id, price } });
    const payload = data?.confirmOffer;
    if (payload?.offer) return { ok: true, value: reshapeOffer(payload.offer) };
    return { ok: false, rejection: payload?.rejection ? reshapeRejection(payload.rejection) : networkRejection };
  });
}

/** Puts a confirmed offer in the cart; `replaced` counts the older offers for the same object and period it took out. */
export function addToCart(offerId: string): Promise<ApiResult<{ lines: number; replaced: number }>> {
  return attempt(async () => {
    const { data } = await apolloClient().mutate({ mutation: addToCartMutation, variables: { offerId } });
    const payload = data?.addToCart;
    if (payload?.cart) return { ok: true, value: { lines: payload.cart.lines.length, replaced: payload.replaced.length } };
    return { ok: false, rejection: payload?.rejection ? reshapeRejection(payload.rejection) : networkRejection };
  });
}
