import { graphql } from '../graphql';

const documentFields = graphql(`
  fragment InsuranceDocumentFields on InsuranceDocument { id title kind version appliesFrom language url size }
`);

/** The insurer's documents that apply to one offer, in the page's language. */
export const offerDocumentsQuery = graphql(
  `
  query OfferDocuments($id: ID!, $language: String) {
    insuranceOffer(id: $id) { id insurerName documents(language: $language) { ...InsuranceDocumentFields } }
  }
`,
  [documentFields],
);

/** Before payment: each cart line's documents and its demands-and-needs statement, as the order will keep them. */
export const cartDisclosuresQuery = graphql(
  `
  query CartDisclosures($language: String, $sort: String) {
    cart { lines { offer { id insurerName product } insuredObject documents(language: $language) { ...InsuranceDocumentFields } demandsAndNeeds(language: $language, sort: $sort) } }
  }
`,
  [documentFields],
);

/** What each of the customer's policies kept of its sale. */
export const policySaleRecordsQuery = graphql(`
  query PolicySaleRecords {
    myPolicies {
      active { id saleRecord { acceptedAt language demandsAndNeeds documents { id title kind version appliesFrom language url size sha256 } } }
      upcoming { id saleRecord { acceptedAt language demandsAndNeeds documents { id title kind version appliesFrom language url size sha256 } } }
      expired { id saleRecord { acceptedAt language demandsAndNeeds documents { id title kind version appliesFrom language url size sha256 } } }
    }
  }
`);
