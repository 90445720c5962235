import { networkRejection, type ApiRejection } from './quotes/quote-types';
import { reshapeRejection } from './quotes/reshape-quote';

/** The API's own refusal reshaped, or `networkError` when the answer held none. */
export const refused = (rejection: Parameters<typeof reshapeRejection>[0] | null | undefined): { ok: false; rejection: ApiRejection } => ({
  ok: false,
  rejection: rejection ? reshapeRejection(rejection) : networkRejection,
});
