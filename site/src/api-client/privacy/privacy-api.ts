import { tallinnDate } from '@kindlustus/domain/tallinn-clock';
import { attempt, rejection } from '../api-attempt';
import { apolloClient } from '../apollo-client';
import type { ResultOf } from '../graphql';
import { myDataQuery, myDataRequestsQuery, requestErasureMutation, requestFields, requestWithdrawalMutation, withdrawalsQuery } from './privacy-operations';
import type { DataRequest, DataRequestKind, DataRequestState, DataRights, PolicyWithdrawal } from './privacy-types';
import type { ApiResult } from '../quotes/quote-types';
import { networkRejection } from '../quotes/quote-types';
import { reshapeRejection } from '../quotes/reshape-quote';

/** The account's data rights over the one Apollo client: export, erasure, and withdrawal from a policy. */
type RequestData = ResultOf<typeof requestFields>;
const loginRequired = { ok: false as const, rejection: rejection(401, 'loginRequired') };

function reshapeRequest(data: RequestData): DataRequest {
  return { id: data.id, kind: data.kind as DataRequestKind, state: data.state as DataRequestState, requestedOn: tallinnDate(new Date(data.requestedAt)), policyId: data.policyId ?? null };
}

/** Everything the shop holds about the logged-in customer, as the JSON text of the file they download. */
export function fetchMyData(): Promise<ApiResult<string>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: myDataQuery });
    if (!data) return { ok: false, rejection: networkRejection };
    return data.myData ? { ok: true, value: `${JSON.stringify(data.myData, null, 2)}\n` } : loginRequired;
  });
}

export function fetchDataRights(): Promise<ApiResult<DataRights>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: myDataRequestsQuery });
    if (!data) return { ok: false, rejection: networkRejection };
    const rights = data.myDataRequests;
    return rights ? { ok: true, value: { legalRecordYears: rights.legalRecordYears, requests: rights.requests.map(reshapeRequest) } } : loginRequired;
  });
}

/** The withdrawal of each policy that has not ended, by policy id. */
export function fetchWithdrawals(): Promise<ApiResult<Record<string, PolicyWithdrawal>>> {
  return attempt(async () => {
    const { data } = await apolloClient().query({ query: withdrawalsQuery });
    if (!data) return { ok: false, rejection: networkRejection };
    if (!data.myPolicies) return loginRequired;
    const entries = [...data.myPolicies.active, ...data.myPolicies.upcoming].map((policy) => {
      const withdrawal = policy.withdrawal;
      const shaped: PolicyWithdrawal = {
        open: withdrawal?.state === 'open',
        lastDay: withdrawal?.lastDay ?? null,
        request: withdrawal?.request ? reshapeRequest(withdrawal.request) : null,
      };
      return [policy.id, shaped] as const;
    });
    return { ok: true, value: Object.fromEntries(entries) };
  });
}

export function requestErasure(language: string): Promise<ApiResult<DataRequest>> {
  return attempt(async () => {
    const { data } = await apolloClient().mutate({ mutation: requestErasureMutation, variables: { language } });
    const answer = data?.requestErasure;
    if (answer?.request) return { ok: true, value: reshapeRequest(answer.request) };
    return { ok: false, rejection: answer?.rejection ? reshapeRejection(answer.rejection) : networkRejection };
  });
}

export function requestWithdrawal(policyId: string, language: string): Promise<ApiResult<DataRequest>> {
  return attempt(async () => {
    const { data } = await apolloClient().mutate({ mutation: requestWithdrawalMutation, variables: { policyId, language } });
    const answer = data?.requestWithdrawal;
    if (answer?.request) return { ok: true, value: reshapeRequest(answer.request) };
    return { ok: false, rejection: answer?.rejection ? reshapeRejection(answer.rejection) : networkRejection };
  });
}
