import { siteOrigin } from './graphql';

/** The settings and the GraphQL operations of the provider API suite (customer-login-api, cart-api and payment-and-policies-api.test.ts). */

export const commerceEnv = {
  SEED: 'false',
  QUOTE_RATE_BURST: '100',
  QUOTE_RATE_PER_MINUTE: '600',
  E_ID_SANDBOX_DELAY_MS: '300',
  LOGIN_PERSON_RATE_BURST: '100',
  LOGIN_PERSON_RATE_PER_MINUTE: '600',
  PAYMENT_RATE_BURST: '100',
  PAYMENT_SANDBOX_RETRY_MS: '0,300,600,1000',
  PAYMENT_SANDBOX_ABANDON_MS: '6000',
  PAYMENT_SANDBOX_CONFIRM_MS: '1500',
  SITE_URL: siteOrigin,
};

export const ME = `{ me { customer { personalCode givenName surname } loginMethod sessionExpiresAt } }`;
export const START_SMART_ID = `mutation($code: String!) { startSmartIdLogin(personalCode: $code, language: "en") { login { loginId verificationCode } rejection { status code errors { field code } } } }`;
export const START_DEVICE_LINK = `mutation { startSmartIdLogin(language: "ru") { login { loginId verificationCode } rejection { status code } } }`;
export const START_SAME_DEVICE = `mutation { startSmartIdLogin(language: "en", sameDevice: true) { login { loginId verificationCode } rejection { status code } } }`;
export const FINISH_CALLBACK = `mutation($callback: String!, $digest: String!, $verifier: String!) { finishSmartIdCallback(callback: $callback, sessionSecretDigest: $digest, userChallengeVerifier: $verifier) { login { loginId } rejection { status code } } }`;
export const DEVICE_LINK = `query($id: ID!, $type: SmartIdDeviceLinkType!) { smartIdDeviceLink(loginId: $id, type: $type) { deviceLink { link expiresInSeconds } rejection { status code } } }`;
export const START_MOBILE_ID = `mutation($phone: String!, $code: String!) { startMobileIdLogin(phone: $phone, personalCode: $code, language: "ru") { login { loginId verificationCode } rejection { status code errors { field code } } } }`;
export const POLL = `mutation($id: ID!) { pollLogin(loginId: $id) { state outcome customer { personalCode givenName surname } } }`;
export const START_ID_CARD = `mutation { startIdCardLogin { challenge { loginId challengeNonce } rejection { status code } } }`;
export const FINISH_ID_CARD = `mutation($id: ID!, $token: JSON!) { finishIdCardLogin(loginId: $id, authToken: $token) { state outcome customer { personalCode givenName } } }`;
export const QUOTE = `mutation($form: String!, $input: JSON!) { requestQuote(form: $form, input: $input, language: "et") { quote { offers { id status premium insurerId extras { key price per maxDays vatable preselected } instalmentOptions { count premium } } } rejection { code } } }`;
export const CONFIRM = `mutation($id: ID!) { confirmOffer(id: $id) { offer { id } rejection { code } } }`;
export const CART_FIELDS = `lines { offer { id insurerId } insuredObject premium instalments instalmentsAllowed schedule { number dueDate amount } extras { key selected days amount vat unitPrice } extrasTotal vat dueNow expired alreadyInsured } premiumTotal extrasTotal vatTotal total dueNow payable problems`;
export const CART = `{ cart { ${CART_FIELDS} } }`;
export const ADD = `mutation($id: ID!) { addToCart(offerId: $id) { cart { ${CART_FIELDS} } replaced rejection { status code } } }`;
export const SET_EXTRA = `mutation($id: ID!, $key: String!, $on: Boolean!, $days: Int) { setCartExtra(offerId: $id, key: $key, selected: $on, days: $days) { cart { ${CART_FIELDS} } rejection { status code } } }`;
export const SET_SCHEDULE = `mutation($id: ID!, $n: Int!) { setCartSchedule(offerId: $id, instalments: $n) { cart { ${CART_FIELDS} } rejection { status code } } }`;
export const REMOVE = `mutation($id: ID!) { removeFromCart(offerId: $id) { cart { lines { offer { id } } } rejection { code } } }`;
export const ORDER_FIELDS = `id status amount currency paymentUrl refusedOffers refundAmount policies { id policyNumber product insurerName insuredObject startDate endDate standing premium schedule { number amount paid } documentUrl }`;
export const PAY = `mutation($key: String!, $lang: String) { startPayment(idempotencyKey: $key, language: $lang, bank: "LHV", email: "ostja@example.ee", termsAccepted: true, demandsAndNeedsConfirmed: true) { order { ${ORDER_FIELDS} } rejection { status code } } }`;
export const ORDER = `query($id: ID!) { paymentOrder(id: $id) { ${ORDER_FIELDS} } }`;
export const RETURN = `query($token: String!) { paymentReturn(orderToken: $token) { result { providerStatus owned order { ${ORDER_FIELDS} } } rejection { status code } } }`;
export const POLICIES = `{ myPolicies { active { id policyNumber } upcoming { id policyNumber startDate } expired { id } } }`;
export const POLICY = `query($id: ID!) { policy(id: $id) { id policyNumber policyholderCode } }`;
