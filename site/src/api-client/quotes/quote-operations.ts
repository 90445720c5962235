import { graphql } from '../graphql';

const offerFields = graphql(`
  fragment OfferFields on InsuranceOffer {
    id insurerId insurerName insurerLogo { url width height } product status reason premium periodMonths
    coverRows { key included limit }
    deductibles { key amount percent }
    compensationLimits { key amount }
    territory usage
    extras { key price per maxDays vatable preselected }
    instalmentOptions { count premium }
    priceFactors { key basisPoints amount }
    indicative vehicleTyped validUntil valid confirmedAt quoteRequestId owned
    desk { office answerBy } declineNote documentLinks { title url }
  }
`);

export const rejectionFields = graphql(`
  fragment RejectionFields on Rejection { status code errors { field code params } currentPremium }
`);

const vehicleFields = graphql(`
  fragment VehicleFields on Vehicle { plate make model year category bodyType powerKw massKg seats status }
`);

const quoteFields = graphql(
  `
  fragment QuoteFields on CustomerQuote {
    id product form input language createdAt insurersAsked insurersAnswered complete deskPending
    vehicle { ...VehicleFields }
    offers { ...OfferFields }
  }
`,
  [vehicleFields, offerFields],
);

export const vehicleQuery = graphql(
  `
  query Vehicle($plate: String!) {
    vehicle(plate: $plate) { plate valid found registerAnswered vehicle { ...VehicleFields } }
  }
`,
  [vehicleFields],
);

export const companyLookupQuery = graphql(`
  query CompanyLookup($registryCode: String!) {
    companyLookup(registryCode: $registryCode) { registryCode valid registerAnswered found refusal limited company { name address vatNumber } }
  }
`);

export const startQuoteMutation = graphql(
  `
  mutation StartQuote($form: String!, $input: JSON!, $language: String) {
    startQuote(form: $form, input: $input, language: $language) {
      quote { ...QuoteFields }
      rejection { ...RejectionFields }
    }
  }
`,
  [quoteFields, rejectionFields],
);

export const policyRenewalQuery = graphql(
  `
  query PolicyRenewal($token: String!) {
    policyRenewal(token: $token) { renewal { form input policyNumber endDate } rejection { ...RejectionFields } }
  }
`,
  [rejectionFields],
);

export const customerQuoteQuery = graphql(
  `
  query CustomerQuote($id: ID!) {
    customerQuote(id: $id) { ...QuoteFields }
  }
`,
  [quoteFields],
);

export const offerQuery = graphql(
  `
  query InsuranceOffer($id: ID!) {
    insuranceOffer(id: $id) { ...OfferFields }
  }
`,
  [offerFields],
);

export const confirmOfferMutation = graphql(
  `
  mutation ConfirmOffer($id: ID!, $price: Int) {
    confirmOffer(id: $id, price: $price) {
      offer { ...OfferFields }
      rejection { ...RejectionFields }
    }
  }
`,
  [offerFields, rejectionFields],
);

export const addToCartMutation = graphql(
  `
  mutation AddToCart($offerId: ID!) {
    addToCart(offerId: $offerId) {
      cart { lines { offer { id } } }
      replaced
      rejection { ...RejectionFields }
    }
  }
`,
  [rejectionFields],
);
