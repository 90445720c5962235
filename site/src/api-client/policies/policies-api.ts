import { attempt, rejection } from '../api-attempt';
import { refused } from '../refused';
import { apolloClient } from '../apollo-client';
import { myPoliciesQuery } from './policies-operations';
import type { PolicyGroups } from './policies-types';
import type { ApiResult } from '../quotes/quote-types';
import { reshapePolicyGroups } from './reshape-policies';

/** The customer's policies and refunds over the one Apollo client; failures are values, never throws. */
/** The customer's policies; `loginRequired` when nobody is logged in. */
export function fetchPolicies(): Promise<ApiResult<PolicyGroups>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: myPoliciesQuery });
    if (!data) return refused(null);
    return data.myPolicies ? { ok: true, value: reshapePolicyGroups(data.myPolicies) } : { ok: false, rejection: rejection(401, 'loginRequired') };
  });
}
