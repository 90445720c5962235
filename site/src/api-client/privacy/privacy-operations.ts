import { graphql } from '../graphql';

/** The account's data-rights operations (issue 31): export, erasure, withdrawal. */
export const requestFields = graphql(`fragment DataRequestFields on DataRequest { id kind state requestedAt policyId }`);
export const myDataQuery = graphql(`query MyData { myData }`);
export const myDataRequestsQuery = graphql(`query MyDataRequests { myDataRequests { legalRecordYears requests { ...DataRequestFields } } }`, [requestFields]);
export const withdrawalsQuery = graphql(`
  query PolicyWithdrawals { myPolicies {
    active { id withdrawal { state lastDay request { ...DataRequestFields } } }
    upcoming { id withdrawal { state lastDay request { ...DataRequestFields } } }
  } }
`, [requestFields]);
export const requestErasureMutation = graphql(
  `mutation RequestErasure($language: String) { requestErasure(language: $language) { request { ...DataRequestFields } rejection { status code errors { field code params } input currentPremium } } }`,
  [requestFields],
);
export const requestWithdrawalMutation = graphql(
  `mutation RequestWithdrawal($policyId: ID!, $language: String) { requestWithdrawal(policyId: $policyId, language: $language) { request { ...DataRequestFields } rejection { status code errors { field code params } input currentPremium } } }`,
  [requestFields],
);
