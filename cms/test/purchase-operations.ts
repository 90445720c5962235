import { siteOrigin } from './graphql';

/** GraphQL operations of a purchase that the API suites share: a login's poll, a quote, its confirmation, the cart. */
export const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome } }`;
export const QUOTE = `mutation($form: String!, $input: JSON!) { requestQuote(form: $form, input: $input, language: "et") { quote { offers { id status } } rejection { code } } }`;
export const CONFIRM = `mutation($id: ID!) { confirmOffer(id: $id) { offer { id } rejection { code } } }`;
export const ADD = `mutation($id: ID!) { addToCart(offerId: $id) { rejection { code } } }`;

/**
 * The CMS settings of a suite that buys: no seed, a quick Smart-ID sandbox, limits that many purchases from
 * one test address stay under, and the site's origin for payment returns. Each suite adds its own.
 */
export const purchaseSuiteEnv = {
  SEED: 'false',
  E_ID_SANDBOX_DELAY_MS: '200',
  QUOTE_RATE_BURST: '100',
  LOGIN_PERSON_RATE_BURST: '100',
  PAYMENT_RATE_BURST: '100',
  SITE_URL: siteOrigin,
};
