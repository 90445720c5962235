import { loadQuoteRules } from './load-quote-rules';
import { lookUpTypedPlates } from './early-plate-lookup';

/**
 * Once a form is in use, the rules and the API client are fetched beside the form's own code rather
 * than after it: the plate's lookup and the submit would otherwise each wait for a chunk, one round
 * trip after another. A failed fetch is tried again when the code is needed.
 */
export function warmQuoteCode(): void {
  // The build renders the form too (whenFormNeeded resolves at once there): nothing to fetch or look up.
  if (typeof window === 'undefined') return;
  void loadQuoteRules().catch(() => undefined);
  lookUpTypedPlates();
}
