import { networkRejection, type ApiRejection, type ApiResult } from './quotes/quote-types';

/** Runs one API call; a network failure or an answer outside the schema becomes `networkError`, never a throw. */
export async function attempt<T>(work: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await work();
  } catch {
    return { ok: false, rejection: networkRejection };
  }
}

/** A refusal the site makes of an answer itself (nothing found, nobody logged in), shaped as the API's. */
export const rejection = (status: number, code: string): ApiRejection => ({ status, code, errors: [], currentPremium: null });
