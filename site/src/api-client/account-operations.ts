import { graphql } from './graphql';
import { rejectionFields } from './quote-operations';

const cartOfferFields = graphql(`
  fragment CartOfferFields on InsuranceOffer {
    id insurerId insurerName insurerLogo { url width height } product premium periodMonths validUntil valid quoteRequestId
    coverRows { key included limit }
    deductibles { key amount percent }
    territory
  }
`);

const cartFields = graphql(
  `
  fragment CartFields on Cart {
    lines {
      offer { ...CartOfferFields }
      insuredObject premium instalments instalmentsAllowed
      schedule { number dueDate amount }
      extras { key per unitPrice maxDays selected days amount vat }
      extrasTotal vat dueNow expired alreadyInsured
    }
    premiumTotal extrasTotal vatTotal total dueNow payable problems invoiceAllowed
  }
`,
  [cartOfferFields],
);

const policyFields = graphql(`
  fragment PolicyFields on Policy {
    id policyNumber state concludeBy product insurerId insurerName insurerLogo { url width height } insuredObject policyholderName policyholderCode
    startDate endDate standing premium territory documentUrl issuedAt renewal { form token }
    schedule { number dueDate amount paid }
    extras { key amount days vat }
  }
`);

const orderFields = graphql(
  `
  fragment OrderFields on PaymentOrder {
    id status amount currency paymentUrl createdAt refusedOffers refundAmount refundReason method policies { ...PolicyFields }
    invoice { number reference dueDate account accountHolder bank amount documentUrl received overdue }
  }
`,
  [policyFields],
);

const customerFields = graphql(`
  fragment CustomerFields on Customer { givenName surname personalCode }
`);

export const sessionQuery = graphql(
  `
  query Session { me { customer { ...CustomerFields } loginMethod sessionExpiresAt } cart { lines { offer { id } } } }
`,
  [customerFields],
);

export const cartQuery = graphql(`query Cart { cart { ...CartFields } }`, [cartFields]);

export const removeFromCartMutation = graphql(
  `
  mutation RemoveFromCart($offerId: ID!) {
    removeFromCart(offerId: $offerId) { cart { ...CartFields } replaced rejection { ...RejectionFields } }
  }
`,
  [cartFields, rejectionFields],
);

export const setCartExtraMutation = graphql(
  `
  mutation SetCartExtra($offerId: ID!, $key: String!, $selected: Boolean!, $days: Int) {
    setCartExtra(offerId: $offerId, key: $key, selected: $selected, days: $days) { cart { ...CartFields } replaced rejection { ...RejectionFields } }
  }
`,
  [cartFields, rejectionFields],
);

export const setCartScheduleMutation = graphql(
  `
  mutation SetCartSchedule($offerId: ID!, $instalments: Int!) {
    setCartSchedule(offerId: $offerId, instalments: $instalments) { cart { ...CartFields } replaced rejection { ...RejectionFields } }
  }
`,
  [cartFields, rejectionFields],
);

export const paymentBanksQuery = graphql(`query PaymentBanks { paymentBanks { code name } }`);

export const paymentEmailQuery = graphql(`query PaymentEmail { paymentEmail }`);

export const startPaymentMutation = graphql(
  `
  mutation StartPayment($idempotencyKey: String!, $language: String, $bank: String, $email: String, $termsAccepted: Boolean, $demandsAndNeedsConfirmed: Boolean, $sort: String, $method: String) {
    startPayment(idempotencyKey: $idempotencyKey, language: $language, bank: $bank, email: $email, termsAccepted: $termsAccepted, demandsAndNeedsConfirmed: $demandsAndNeedsConfirmed, sort: $sort, method: $method) { order { ...OrderFields } rejection { ...RejectionFields } openPayment { ...OrderFields } }
  }
`,
  [orderFields, rejectionFields],
);

export const paymentReturnQuery = graphql(
  `
  query PaymentReturn($orderToken: String!) {
    paymentReturn(orderToken: $orderToken) { result { providerStatus owned order { ...OrderFields } } rejection { ...RejectionFields } }
  }
`,
  [orderFields, rejectionFields],
);

export const paymentOrderQuery = graphql(`query PaymentOrder($id: ID!) { paymentOrder(id: $id) { ...OrderFields } }`, [orderFields]);

export const myPoliciesQuery = graphql(
  `
  query MyPolicies { myPolicies { active { ...PolicyFields } upcoming { ...PolicyFields } expired { ...PolicyFields } refundsDue { orderId amount reason } refunds { orderId amount full refundedAt } } }
`,
  [policyFields],
);

export const startSmartIdMutation = graphql(
  `
  mutation StartSmartIdLogin($personalCode: String, $language: String, $sameDevice: Boolean) {
    startSmartIdLogin(personalCode: $personalCode, language: $language, sameDevice: $sameDevice) { login { loginId verificationCode } rejection { ...RejectionFields } }
  }
`,
  [rejectionFields],
);

export const finishSmartIdCallbackMutation = graphql(
  `
  mutation FinishSmartIdCallback($callback: String!, $sessionSecretDigest: String!, $userChallengeVerifier: String!) {
    finishSmartIdCallback(callback: $callback, sessionSecretDigest: $sessionSecretDigest, userChallengeVerifier: $userChallengeVerifier) {
      login { loginId verificationCode } rejection { ...RejectionFields }
    }
  }
`,
  [rejectionFields],
);

export const smartIdDeviceLinkQuery = graphql(
  `
  query SmartIdDeviceLink($loginId: ID!, $type: SmartIdDeviceLinkType!) {
    smartIdDeviceLink(loginId: $loginId, type: $type) { deviceLink { link expiresInSeconds } rejection { ...RejectionFields } }
  }
`,
  [rejectionFields],
);

export const startMobileIdMutation = graphql(
  `
  mutation StartMobileIdLogin($personalCode: String!, $phone: String!, $language: String) {
    startMobileIdLogin(personalCode: $personalCode, phone: $phone, language: $language) { login { loginId verificationCode } rejection { ...RejectionFields } }
  }
`,
  [rejectionFields],
);

export const pollLoginMutation = graphql(
  `
  mutation PollLogin($loginId: ID!) { pollLogin(loginId: $loginId) { state outcome customer { ...CustomerFields } } }
`,
  [customerFields],
);

export const startIdCardMutation = graphql(
  `
  mutation StartIdCardLogin { startIdCardLogin { challenge { loginId challengeNonce } rejection { ...RejectionFields } } }
`,
  [rejectionFields],
);

export const finishIdCardMutation = graphql(
  `
  mutation FinishIdCardLogin($loginId: ID!, $authToken: JSON!) {
    finishIdCardLogin(loginId: $loginId, authToken: $authToken) { state outcome customer { ...CustomerFields } }
  }
`,
  [customerFields],
);

export const logoutMutation = graphql(`mutation Logout { logout }`);
