import { graphql } from '../graphql';
import { rejectionFields } from '../quotes/quote-operations';

const confirmationFields = graphql(`
  fragment CompanyConfirmationFields on CompanyConfirmation { registryCode companyName requestedByName offerCount offers { insurerName product premium } expiresAt confirmed }
`);

export const companyConfirmationQuery = graphql(
  `
  query CompanyConfirmation($token: String!) {
    companyConfirmation(token: $token) { confirmation { ...CompanyConfirmationFields } rejection { ...RejectionFields } }
  }
`,
  [confirmationFields, rejectionFields],
);

export const confirmCompanyPurchaseMutation = graphql(
  `
  mutation ConfirmCompanyPurchase($token: String!) {
    confirmCompanyPurchase(token: $token) { confirmation { ...CompanyConfirmationFields } rejection { ...RejectionFields } }
  }
`,
  [confirmationFields, rejectionFields],
);

export const requestCompanyConfirmationMutation = graphql(
  `
  mutation RequestCompanyConfirmation($registryCode: String!, $email: String!, $language: String) {
    requestCompanyConfirmation(registryCode: $registryCode, email: $email, language: $language) { confirmation { ...CompanyConfirmationFields } rejection { ...RejectionFields } }
  }
`,
  [confirmationFields, rejectionFields],
);

export const actingChoicesQuery = graphql(`
  query ActingChoices { actingChoices { registerAnswered companies { right company { registryCode name } } } }
`);

export const chooseActingForMutation = graphql(
  `
  mutation ChooseActingFor($registryCode: String) {
    chooseActingFor(registryCode: $registryCode) { actingFor { registryCode name } right rejection { ...RejectionFields } }
  }
`,
  [rejectionFields],
);
