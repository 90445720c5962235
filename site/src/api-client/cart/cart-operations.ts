import { graphql } from '../graphql';
import { rejectionFields } from '../quotes/quote-operations';

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
