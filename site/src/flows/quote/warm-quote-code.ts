import { loadQuoteApi } from '../../api-client/load-quote-api';
import { loadQuoteRules } from './load-quote-rules';

/**
 * Once a form is in use, the rules and the API client are fetched beside the form's own code rather
 * than after it: the plate's lookup and the submit would otherwise each wait for a chunk, one round
 * trip after another. A failed fetch is tried again when the code is needed.
 */
export function warmQuoteCode(): void {
  for (const load of [loadQuoteApi, loadQuoteRules]) void load().catch(() => undefined);
}
