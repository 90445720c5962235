import { attempt } from '../api-attempt';
import { apolloClient } from '../apollo-client';
import type { ActingFor } from '../login/login-types';
import { networkRejection, type ApiResult } from '../quotes/quote-types';
import { reshapeRejection } from '../quotes/reshape-quote';
import { actingChoicesQuery, chooseActingForMutation } from './company-operations';

/** A company the logged-in person may act for: alone (buys), or jointly (a second representative confirms). */
export interface ActingChoice extends ActingFor {
  right: 'alone' | 'jointly';
}

/** What the header offers: null when the register did not answer (only "for myself" can be chosen now). */
export interface ActingChoices {
  companies: ActingChoice[] | null;
}

/** The companies the register says the logged-in person may represent; refused with loginRequired when nobody is logged in. */
export function fetchActingChoices(): Promise<ApiResult<ActingChoices>> {
  return attempt(async (): Promise<ApiResult<ActingChoices>> => {
    const { data } = await apolloClient().query({ query: actingChoicesQuery, fetchPolicy: 'no-cache' });
    const choices = data?.actingChoices;
    if (!choices) return { ok: false, rejection: { ...networkRejection, status: 401, code: 'loginRequired' } };
    if (!choices.registerAnswered) return { ok: true, value: { companies: null } };
    return {
      ok: true,
      value: { companies: choices.companies.map(({ right, company }) => ({ registryCode: company.registryCode, name: company.name, right: right === 'jointly' ? 'jointly' : 'alone' })) },
    };
  });
}

/** Acts for the company (the register asked again) or, with null, for oneself; answers whom the session now acts for. */
export function chooseActingFor(registryCode: string | null): Promise<ApiResult<ActingFor | null>> {
  return attempt(async (): Promise<ApiResult<ActingFor | null>> => {
    const payload = (await apolloClient().mutate({ mutation: chooseActingForMutation, variables: { registryCode } })).data?.chooseActingFor;
    if (!payload) return { ok: false, rejection: networkRejection };
    if (payload.rejection) return { ok: false, rejection: reshapeRejection(payload.rejection) };
    return { ok: true, value: payload.actingFor ? { registryCode: payload.actingFor.registryCode, name: payload.actingFor.name } : null };
  });
}
