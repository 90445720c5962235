import { graphql } from '../graphql';

/** A policy's fields, as the policies page and the payment's return read them. */
export const policyFields = graphql(`
  fragment PolicyFields on Policy {
    id policyNumber state concludeBy product insurerId insurerName insurerLogo { url width height } insuredObject policyholderName policyholderCode
    startDate endDate standing premium territory documentUrl issuedAt renewal { form token }
    schedule { number dueDate amount paid }
    extras { key amount days vat }
  }
`);
