import { graphql } from '../graphql';
import { policyFields } from '../policies/policy-fields';
import { rejectionFields } from '../quotes/quote-operations';

const orderFields = graphql(
  `
  fragment OrderFields on PaymentOrder {
    id status amount currency paymentUrl createdAt refusedOffers refundAmount refundReason method policies { ...PolicyFields }
    invoice { number reference dueDate account accountHolder bank amount documentUrl received overdue }
  }
`,
  [policyFields],
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
