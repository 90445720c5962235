import { graphql } from '../graphql';
import { rejectionFields } from '../quotes/quote-operations';

const customerFields = graphql(`
  fragment CustomerFields on Customer { givenName surname personalCode }
`);

export const sessionQuery = graphql(
  `
  query Session { me { customer { ...CustomerFields } loginMethod sessionExpiresAt actingFor { registryCode name } } cart { lines { offer { id } } } }
`,
  [customerFields],
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
