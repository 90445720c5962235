import { graphql } from '../graphql';
import { policyFields } from './policy-fields';

export const myPoliciesQuery = graphql(
  `
  query MyPolicies { myPolicies { active { ...PolicyFields } upcoming { ...PolicyFields } expired { ...PolicyFields } refundsDue { orderId amount reason } refunds { orderId amount full refundedAt } } }
`,
  [policyFields],
);
