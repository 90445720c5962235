import { attempt } from '../api-attempt';
import { apolloClient } from '../apollo-client';
import { companyConfirmationQuery, confirmCompanyPurchaseMutation, requestCompanyConfirmationMutation } from './company-operations';
import type { ResultOf } from '../graphql';
import { networkRejection, type ApiResult } from '../quotes/quote-types';
import { reshapeRejection } from '../quotes/reshape-quote';

/** An offer the company's purchase is for: `product` a product key, `premium` in cents. */
export interface CompanyConfirmationOffer {
  insurerName: string;
  product: string;
  premium: number | null;
}

/** A purchase for a company waiting for (or given) a second representative's confirmation. */
export interface CompanyConfirmation {
  companyName: string;
  requestedByName: string;
  offerCount: number;
  offers: CompanyConfirmationOffer[];
  confirmed: boolean;
}

type Payload = ResultOf<typeof companyConfirmationQuery>['companyConfirmation'] | null | undefined;

function reshape(payload: Payload): ApiResult<CompanyConfirmation> {
  if (payload?.confirmation) {
    const { companyName, requestedByName, offerCount, offers, confirmed } = payload.confirmation;
    return { ok: true, value: { companyName, requestedByName, offerCount, offers: offers.map(({ insurerName, product, premium }) => ({ insurerName, product, premium })), confirmed } };
  }
  return { ok: false, rejection: payload?.rejection ? reshapeRejection(payload.rejection) : networkRejection };
}

/** What a confirmation link confirms. */
export function fetchCompanyConfirmation(token: string): Promise<ApiResult<CompanyConfirmation>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: companyConfirmationQuery, variables: { token }, fetchPolicy: 'no-cache' });
    return reshape(data?.companyConfirmation);
  });
}

/** The logged-in second representative confirms the purchase. */
export function confirmCompanyPurchase(token: string): Promise<ApiResult<CompanyConfirmation>> {
  return attempt(async () => {
    const { data } = await apolloClient().mutate({ mutation: confirmCompanyPurchaseMutation, variables: { token } });
    return reshape(data?.confirmCompanyPurchase);
  });
}

/** The buyer with a joint right asks a second representative (by e-mail) to confirm the cart's lines for the company. */
export function requestCompanyConfirmation(registryCode: string, email: string, language: string): Promise<ApiResult<CompanyConfirmation>> {
  return attempt(async () => {
    const { data } = await apolloClient().mutate({ mutation: requestCompanyConfirmationMutation, variables: { registryCode, email, language } });
    return reshape(data?.requestCompanyConfirmation);
  });
}
