import { loadQuoteRules } from './load-quote-rules';
import { lookUpTypedPlates } from './early-plate-lookup';
import { submitsHeld } from './form-activation';

/**
 * Once a form is in use, the API client is fetched beside the form's own code rather than after it, and a
 * plate already typed is looked up as soon as it is in: the lookup would otherwise wait for one chunk after
 * another. The rules checked at the submit come once the form has mounted (quote-form.tsx), or beside its
 * code when the visitor has already pressed the button. A failed fetch is tried again when the code is needed.
 */
export function warmQuoteCode(): void {
  // The build renders the form too (whenFormNeeded resolves at once there): nothing to fetch or look up.
  if (typeof window === 'undefined') return;
  lookUpTypedPlates();
  if (submitsHeld()) void loadQuoteRules().catch(() => undefined);
}
